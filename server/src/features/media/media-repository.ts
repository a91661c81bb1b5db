import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

/** What deciding who may see a dater's photos reads. */
export function createMediaRepository(db: Kysely<DB>) {
  return {
    /** Whether the viewer holds a match with the dater now (a removed match is gone). */
    async hasMatchWith(viewerId: string, daterId: string): Promise<boolean> {
      const match = await db.selectFrom('matches').select('id').where('viewer_id', '=', viewerId).where('other_id', '=', daterId).limit(1).executeTakeFirst();
      return match !== undefined;
    },
  };
}

export type MediaRepository = ReturnType<typeof createMediaRepository>;
