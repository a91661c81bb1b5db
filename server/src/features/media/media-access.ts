import type { MediaRepository } from './media-repository.js';

/** Folders whose files belong to one dater: the segment after the folder is their user id. */
const DATER_FOLDERS = new Set(['profiles', 'covers', 'cards']);
/** The demo community's avatars: `avatars/<userId>.webp`, one file per demo dater, named by their id. */
const AVATAR_FOLDER = 'avatars';

/**
 * The dater a media key belongs to (`profiles/<userId>/…`, or a demo dater's `avatars/<userId>.webp`
 * and its copies), or null for a key in no dater's folder.
 */
export function daterOfMediaKey(key: string): string | null {
  const [folder, second] = key.split('/');
  if (!folder || !second) return null;
  if (folder === AVATAR_FOLDER) return second.split('.')[0] || null;
  return DATER_FOLDERS.has(folder) ? second : null;
}

/**
 * Which copy of a dater's pictures a viewer is asking for: the original (and its `?w=` widths), or
 * the blurred copy a match sees until they unlock (decision 044).
 */
export type PictureCopy = 'original' | 'blurred';

/**
 * Who may see a dater's photos. The original: the dater, whoever has unlocked a match with them
 * that the rule of who may be shown to whom allows (db/dater-shown.ts), and a moderator while the
 * dater is in an open report or appeal (the console's context). The blurred copy: those, and a
 * dater holding such a match who has not unlocked it yet. A dater never matched with them, whose
 * match was removed, or who may no longer see them (a ban, an under-age date) gets nothing, even
 * with a photo's address; nor does a locked match asking for the original.
 */
export function createMediaAccess(media: MediaRepository, moderation?: { mayViewForModeration(viewerId: string, daterId: string): Promise<boolean> }) {
  return {
    async mayView(viewerId: string, daterId: string, copy: PictureCopy): Promise<boolean> {
      if (viewerId === daterId) return true;
      const match = await media.shownMatchWith(viewerId, daterId);
      if (match && (match.unlocked || copy === 'blurred')) return true;
      return (await moderation?.mayViewForModeration(viewerId, daterId)) ?? false;
    },
  };
}

export type MediaAccess = ReturnType<typeof createMediaAccess>;
