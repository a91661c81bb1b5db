import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { PROFILE_TEXTS, type ImageKind } from '@kindred/contract';
import type { Storage } from '../../adapters/storage/storage.js';
import type { ImageVariants } from '../media/image-variants.js';
import { HttpError } from '../../http/error-handler.js';
import { reencodeImage, sniffImageFormat, UndecodableImageError } from './image-format.js';
import type { ImagesRepository } from './images-repository.js';

const mediaUrl = (key: string | null) => (key ? `/api/media/${key}` : null);

/** Server-made names only: the folder per kind and dater, then the kind and the time. */
/** A new name for every upload, even two of one dater in the same millisecond. */
export function imageKey(kind: ImageKind, userId: string, now: number): string {
  const unique = `${now}-${crypto.randomBytes(4).toString('hex')}`;
  return kind === 'profile' ? `profiles/${userId}/profile-${unique}.jpg` : `covers/${userId}/cover-${unique}.jpg`;
}

export function createImagesService(deps: { images: ImagesRepository; storage: Storage; variants: ImageVariants; log: FastifyBaseLogger; now?: () => number }) {
  const now = deps.now ?? Date.now;

  async function urls(userId: string) {
    const { imagePath, coverImagePath } = await deps.images.paths(userId);
    return { imageUrl: mediaUrl(imagePath), coverImageUrl: mediaUrl(coverImagePath) };
  }

  /** A replaced file and its copies (the blurred one too) are removed after the switch; if that fails the new image still stands. */
  async function removeOld(key: string | null, userId: string) {
    if (!key) return;
    await Promise.all([deps.storage.delete(key), deps.variants.removeAll(key)]).catch((error: unknown) => deps.log.warn({ err: error, userId, key }, 'could not delete a replaced image'));
  }

  return {
    async upload(userId: string, kind: ImageKind, data: Buffer) {
      if (!sniffImageFormat(data)) throw new HttpError(415, PROFILE_TEXTS.invalidImage, 'INVALID_IMAGE');
      let jpeg: Buffer;
      try {
        jpeg = await reencodeImage(data, kind);
      } catch (error) {
        if (error instanceof UndecodableImageError) throw new HttpError(415, PROFILE_TEXTS.invalidImage, 'INVALID_IMAGE');
        throw error;
      }
      const key = imageKey(kind, userId, now());
      await deps.storage.put(key, jpeg, 'image/jpeg');
      // Made once here, beside the original: what a match sees until they unlock (decision 044).
      await deps.variants.storeBlurred(key, jpeg);
      const replaced = await deps.images.replace(userId, kind, key).catch(async (error: unknown) => {
        await Promise.all([deps.storage.delete(key), deps.variants.removeAll(key)]).catch(() => {});
        throw error;
      });
      if (replaced !== key) await removeOld(replaced, userId);
      return urls(userId);
    },

    async remove(userId: string, kind: ImageKind) {
      await removeOld(await deps.images.replace(userId, kind, null), userId);
      return urls(userId);
    },
  };
}

export type ImagesService = ReturnType<typeof createImagesService>;
