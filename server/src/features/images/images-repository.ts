import type { Kysely } from 'kysely';
import type { ImageKind } from '@kindred/contract';
import type { DB } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';

const COLUMN = { profile: 'image_path', cover: 'cover_image_path' } as const;

export function createImagesRepository(db: Kysely<DB>) {
  return {
    async paths(userId: string) {
      const row = await db.selectFrom('profiles').select(['image_path', 'cover_image_path']).where('user_id', '=', userId).executeTakeFirst();
      return { imagePath: row?.image_path ?? null, coverImagePath: row?.cover_image_path ?? null };
    },

    /**
     * Points the dater's image at a new key (or none) and returns the key it replaced. A new or
     * removed profile photo also ends "Selfie verified": the moderator compared the selfie with
     * the photo that is gone (decision 042), so the dater takes a new selfie to get the mark back.
     */
    async replace(userId: string, kind: ImageKind, key: string | null): Promise<string | null> {
      const column = COLUMN[kind];
      return inTransaction(db, async (trx) => {
        await trx.insertInto('profiles').values({ user_id: userId }).onConflict((oc) => oc.column('user_id').doNothing()).execute();
        // Locked, so two uploads at once each learn the key the other replaced and none is orphaned.
        const before = await trx.selectFrom('profiles').select(column).where('user_id', '=', userId).forUpdate().executeTakeFirstOrThrow();
        const markEnds = kind === 'profile' ? { selfie_verified_at: null } : {};
        await trx.updateTable('profiles').set({ [column]: key, ...markEnds, updated_at: new Date() }).where('user_id', '=', userId).execute();
        return (before as Record<string, string | null>)[column] ?? null;
      });
    },
  };
}

export type ImagesRepository = ReturnType<typeof createImagesRepository>;
