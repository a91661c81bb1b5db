import type { Kysely } from 'kysely';
import type { UnlockPrivacy } from '@kindred/contract';
import type { DB } from '../../db/schema.js';

/** The dater's own unlock privacy: mutual reveal (decision 039). Read and written by that dater only. */
export function createUnlockPrivacyRepository(db: Kysely<DB>) {
  return {
    async read(userId: string): Promise<UnlockPrivacy> {
      const row = await db.selectFrom('profiles').select('mutual_reveal').where('user_id', '=', userId).executeTakeFirst();
      return { mutualReveal: row?.mutual_reveal ?? false };
    },

    async write(userId: string, update: UnlockPrivacy): Promise<void> {
      await db.updateTable('profiles').set({ mutual_reveal: update.mutualReveal, updated_at: new Date() }).where('user_id', '=', userId).execute();
    },
  };
}

export type UnlockPrivacyRepository = ReturnType<typeof createUnlockPrivacyRepository>;
