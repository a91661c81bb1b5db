import type { MediaRepository } from './media-repository.js';

/** Folders whose files belong to one dater: the segment after the folder is their user id. */
const DATER_FOLDERS = new Set(['profiles', 'covers', 'cards']);

/** The dater a media key belongs to (`profiles/<userId>/…`), or null for shared files such as the demo avatars. */
export function daterOfMediaKey(key: string): string | null {
  const [folder, userId] = key.split('/');
  return folder && userId && DATER_FOLDERS.has(folder) ? userId : null;
}

/**
 * Who may see a dater's photos: the dater, and whoever holds a match with them that the rule of
 * who may be shown to whom allows (db/dater-shown.ts). A dater never matched with them, whose
 * match was removed, or who may no longer see them (a ban, an under-age date) gets nothing, even
 * with a photo's address.
 * A moderator also sees the photos of a dater in an open report or appeal, the console's context.
 */
export function createMediaAccess(media: MediaRepository, moderation?: { mayViewForModeration(viewerId: string, daterId: string): Promise<boolean> }) {
  return {
    async mayView(viewerId: string, daterId: string): Promise<boolean> {
      if (viewerId === daterId) return true;
      if (await media.hasShownMatchWith(viewerId, daterId)) return true;
      return (await moderation?.mayViewForModeration(viewerId, daterId)) ?? false;
    },
  };
}

export type MediaAccess = ReturnType<typeof createMediaAccess>;
