import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { IMAGE_VARIANT_WIDTHS } from '@kindred/contract';
import { readWhole, type Storage } from '../../adapters/storage/storage.js';
import { HttpError } from '../../http/error-handler.js';

/**
 * A phone card shows a photo about 360 CSS pixels wide, so 320 and 640 cover one and two device
 * pixels per CSS pixel, and 960 a three-times screen or a wide card. Few fixed widths keep the
 * stored copies few.
 */
export const VARIANT_WIDTHS = IMAGE_VARIANT_WIDTHS;
export type VariantWidth = (typeof VARIANT_WIDTHS)[number];
type VariantFormat = 'webp' | 'jpeg';

const CONTENT_TYPES: Record<VariantFormat, string> = { webp: 'image/webp', jpeg: 'image/jpeg' };

/** Where a variant of a stored picture is kept: beside it, so a dater's folder holds all their copies. */
export const variantKey = (key: string, width: VariantWidth, format: VariantFormat) => `${key}.w${width}.${format}`;

/** Every variant key of a picture, for removing them with it. */
export const variantKeys = (key: string) => VARIANT_WIDTHS.flatMap((width) => (['webp', 'jpeg'] as const).map((format) => variantKey(key, width, format)));

/** The `?w=` a request asks for, or null when it asks for the original. A width we do not make is a 400. */
export function requestedWidth(request: FastifyRequest): VariantWidth | null {
  const raw = (request.query as Record<string, unknown> | undefined)?.w;
  if (raw === undefined) return null;
  const width = VARIANT_WIDTHS.find((candidate) => String(candidate) === raw);
  if (width === undefined) throw new HttpError(400, `w must be one of ${VARIANT_WIDTHS.join(', ')}.`, 'BAD_IMAGE_WIDTH');
  return width;
}

/**
 * Smaller copies of stored pictures, made on first request and kept in storage: WebP for browsers
 * that accept it (all current ones say so in Accept), JPEG otherwise. A picture that cannot be
 * decoded is served as it is stored rather than failing the page.
 */
export function createImageVariants(storage: Storage, log: FastifyBaseLogger) {
  async function make(key: string, width: VariantWidth, format: VariantFormat): Promise<Buffer | null> {
    const original = await storage.get(key);
    if (!original) return null;
    const resized = sharp(await readWhole(original), { failOn: 'error', limitInputPixels: 50_000_000 }).rotate().resize({ width, withoutEnlargement: true });
    const body = await (format === 'webp' ? resized.webp({ quality: 74, effort: 3 }) : resized.jpeg({ quality: 78, mozjpeg: true })).toBuffer();
    await storage.put(variantKey(key, width, format), body, CONTENT_TYPES[format]);
    return body;
  }

  return {
    /**
     * Sends the variant of `key` the request asks for, and says so: the route handler then returns
     * `reply`. False when it asks for none (or there is no such picture), so the caller serves the
     * original or its own 404. Only route handlers call this, never hooks: a hook that sends lets
     * the route run on if the send has not finished.
     */
    async reply(request: FastifyRequest, reply: FastifyReply, key: string, cacheControl: string): Promise<boolean> {
      const width = requestedWidth(request);
      if (width === null) return false;
      const format: VariantFormat = (request.headers.accept ?? '').includes('image/webp') ? 'webp' : 'jpeg';
      reply.header('cache-control', cacheControl).header('vary', 'Accept');
      const stored = await storage.get(variantKey(key, width, format));
      if (stored) {
        reply.type(CONTENT_TYPES[format]).send(await readWhole(stored));
        return true;
      }
      try {
        const body = await make(key, width, format);
        if (!body) return false;
        reply.type(CONTENT_TYPES[format]).send(body);
        return true;
      } catch (error) {
        log.warn({ err: error, key }, 'could not make a smaller copy of a picture; serving the original');
        return false;
      }
    },

    /** Removes a picture's copies with it; a copy never outlives the picture it was made from. */
    async removeAll(key: string): Promise<void> {
      await Promise.all(variantKeys(key).map((variant) => storage.delete(variant)));
    },
  };
}

export type ImageVariants = ReturnType<typeof createImageVariants>;
