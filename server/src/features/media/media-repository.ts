import type { Kysely } from 'kysely';
import { column, pairShown, value } from '../../db/dater-shown.js';
import type { DB } from '../../db/schema.js';

/** What deciding who may see a dater's photos reads. */
export function createMediaRepository(db: Kysely<DB>) {
  return {
    /**
     * Whether the viewer holds a match with the dater now and the pair may be shown to each other
     * (db/dater-shown.ts): a removed match is gone, and a banned, suspended, deleted or under-age
     * dater's photos stop loading by their old addresses at once.
     */
    async hasShownMatchWith(viewerId: string, daterId: string): Promise<boolean> {
      const match = await db
        .selectFrom('matches as m')
        .select('m.id')
        .where('m.viewer_id', '=', viewerId)
        .where('m.other_id', '=', daterId)
        .where(pairShown(value(viewerId), column('m.other_id')))
        .limit(1)
        .executeTakeFirst();
      return match !== undefined;
    },
  };
}

export type MediaRepository = ReturnType<typeof createMediaRepository>;
