import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { blurredPictureKey, IMAGE_VARIANT_WIDTHS, originalOfBlurredPicture } from '@kindred/contract';
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

/**
 * The blurred copy a match sees until they unlock (decision 044): the picture shrunk to at most
 * 12 pixels a side, which keeps its colours and rough shapes and nothing a tool could sharpen back
 * into a face, then drawn at 32 pixels wide with a soft blur so the browser's scaling stays smooth.
 * A few hundred bytes of WebP.
 */
export const BLURRED_SOURCE_PIXELS = 12;
export const BLURRED_WIDTH = 32;

export async function blurPicture(data: Buffer): Promise<Buffer> {
  const tiny = await sharp(data, { failOn: 'error', limitInputPixels: 50_000_000 })
    .rotate()
    .flatten({ background: '#ffffff' })
    .resize({ width: BLURRED_SOURCE_PIXELS, height: BLURRED_SOURCE_PIXELS, fit: 'inside' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return sharp(tiny.data, { raw: tiny.info }).resize({ width: BLURRED_WIDTH, kernel: 'cubic' }).blur(1.2).webp({ quality: 60 }).toBuffer();
}

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

  async function makeBlurred(original: Buffer, key: string): Promise<Buffer> {
    const body = await blurPicture(original);
    await storage.put(blurredPictureKey(key), body, 'image/webp');
    return body;
  }

  return {
    /**
     * Makes and keeps the blurred copy of a picture just stored, so the first match to see it
     * waits for nothing. A failure is only logged: the copy is made on its first request instead.
     */
    async storeBlurred(key: string, original: Buffer): Promise<void> {
      await makeBlurred(original, key).catch((error: unknown) => log.warn({ err: error, key }, 'could not make the blurred copy of a picture; it will be made when first asked for'));
    },

    /**
     * Sends the blurred copy a key names (`{original}.blur.webp`), making and keeping it from the
     * original on its first request: pictures stored before blurred copies existed (and the demo
     * community's avatars) get theirs that way. False when the key names no blurred copy, or its
     * original is gone; the caller then answers its 404. A blurred copy has no `?w=` widths: it is
     * sent as it is, whatever the width asked for. Never the original, even if it cannot be blurred.
     */
    async replyBlurred(reply: FastifyReply, key: string, cacheControl: string): Promise<boolean> {
      const originalKey = originalOfBlurredPicture(key);
      if (originalKey === null) return false;
      reply.header('cache-control', cacheControl);
      const stored = await storage.get(key);
      if (stored) {
        reply.type('image/webp').send(await readWhole(stored));
        return true;
      }
      const original = await storage.get(originalKey);
      if (!original) return false;
      try {
        reply.type('image/webp').send(await makeBlurred(await readWhole(original), originalKey));
        return true;
      } catch (error) {
        log.warn({ err: error, key }, 'could not make the blurred copy of a picture');
        return false;
      }
    },

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

    /** Removes a picture's copies with it, the blurred one too; a copy never outlives the picture it was made from. */
    async removeAll(key: string): Promise<void> {
      await Promise.all([...variantKeys(key), blurredPictureKey(key)].map((copy) => storage.delete(copy)));
    },
  };
}

export type ImageVariants = ReturnType<typeof createImageVariants>;
