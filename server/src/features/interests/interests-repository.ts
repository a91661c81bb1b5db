import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

export function createInterestsRepository(db: Kysely<DB>) {
  return {
    async list(userId: string): Promise<string[]> {
      const rows = await db.selectFrom('profile_interests').select('interest').where('user_id', '=', userId).orderBy('position').execute();
      return rows.map((r) => r.interest);
    },

    /** Appends interests after the existing ones, keeping their order. */
    async append(userId: string, startAt: number, interests: string[]): Promise<void> {
      if (interests.length === 0) return;
      await db.insertInto('profiles').values({ user_id: userId }).onConflict((oc) => oc.column('user_id').doNothing()).execute();
      await db
        .insertInto('profile_interests')
        .values(interests.map((interest, i) => ({ user_id: userId, interest, position: startAt + i })))
        .onConflict((oc) => oc.columns(['user_id', 'interest']).doNothing())
        .execute();
    },
  };
}

export type InterestsRepository = ReturnType<typeof createInterestsRepository>;
