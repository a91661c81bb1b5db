import type { FastifyInstance } from 'fastify';
import { isBlurredPicture } from '@kindred/contract';
import { readWhole, type Storage } from '../../adapters/storage/storage.js';
import { HttpError } from '../../http/error-handler.js';
import { currentUser } from '../../http/session-guard.js';
import type { ImageVariants } from './image-variants.js';
import { daterOfMediaKey, type MediaAccess } from './media-access.js';

const CACHE_CONTROL = 'private, max-age=3600';
/** Folders never served here: coach images (the coach's own route) and selfies (decision 042, their own routes). */
const PRIVATE_PREFIXES = ['coach/', 'selfies/'];
const SAFE_KEY = /^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*$/;

/**
 * Profile images, for signed-in daters only (the session guard covers every /api path), and a
 * dater's own files only for them and the daters matched with them (media-access.ts): the original
 * once the match is unlocked, its blurred copy before. File
 * names are chosen by the server, never by uploaders, so no path comes from user input. Every
 * upload gets a new name, so an hour of private caching never shows a stale image.
 */
export async function mediaRoutes(app: FastifyInstance, opts: { storage: Storage; access: MediaAccess; variants: ImageVariants }) {
  // Coach images are private to their owner and served by the coach's own route, never here.
  app.addHook('onRequest', async (request) => {
    let pathname: string;
    try {
      pathname = decodeURIComponent(request.url.split('?')[0] ?? '').replace(/\/+/g, '/');
    } catch {
      throw new HttpError(400, 'That address is not valid.', 'BAD_PATH');
    }
    // A file path resolves "." and "..", so "cards/../coach/…" would reach the private
    // folder after a plain prefix check. Server-made keys are plain names (SAFE_KEY) and never
    // hold such segments; anything else (a NUL, a space, a control character) names no file, and
    // must not reach the database's text either.
    const key = pathname.slice('/api/media/'.length);
    // Hidden files (a leading dot) are never media either.
    const dotSegment = key.split('/').some((part) => part.startsWith('.'));
    if (!SAFE_KEY.test(key) || dotSegment || PRIVATE_PREFIXES.some((prefix) => key.startsWith(prefix))) throw new HttpError(404, 'Not found.', 'MEDIA_NOT_FOUND');
  });
  // After the session guard (a root preHandler): the same 404 as a missing file, so a dater
  // cannot tell whether someone they were never matched with has a photo, nor a match who has not
  // unlocked yet whether the original is there (they may have its blurred copy only).
  app.addHook('preHandler', async (request) => {
    const key = decodeURIComponent(request.url.split('?')[0] ?? '').replace(/\/+/g, '/').slice('/api/media/'.length);
    const dater = daterOfMediaKey(key);
    const copy = isBlurredPicture(key) ? 'blurred' : 'original';
    if (dater && !(await opts.access.mayView(currentUser(request).id, dater, copy))) throw new HttpError(404, 'Not found.', 'MEDIA_NOT_FOUND');
  });
  // Files on disk and a bucket's private objects alike are streamed through here, under the rules
  // above; `?w=` asks for a smaller copy, for a card's srcset. A blurred copy is made on its first
  // request when the picture predates them, and has no smaller copies.
  app.get<{ Params: { '*': string } }>('/api/media/*', async (request, reply) => {
    const key = request.params['*'];
    if (SAFE_KEY.test(key) && isBlurredPicture(key)) {
      if (await opts.variants.replyBlurred(reply, key, CACHE_CONTROL)) return reply;
      throw new HttpError(404, 'Not found.', 'MEDIA_NOT_FOUND');
    }
    if (SAFE_KEY.test(key) && (await opts.variants.reply(request, reply, key, CACHE_CONTROL))) return reply;
    const found = SAFE_KEY.test(key) && !key.split('/').includes('..') ? await opts.storage.get(key) : null;
    if (!found) throw new HttpError(404, 'Not found.', 'MEDIA_NOT_FOUND');
    reply.header('cache-control', CACHE_CONTROL).type(found.contentType);
    return reply.send(await readWhole(found));
  });
}
