import { sql, type Kysely } from 'kysely';
import { column, pairShown, value } from '../../db/dater-shown.js';
import type { DB } from '../../db/schema.js';

/** What deciding who may see a dater's photos reads. */
export function createMediaRepository(db: Kysely<DB>) {
  return {
    /**
     * The viewer's match with the dater, if they hold one now and the pair may be shown to each
     * other (db/dater-shown.ts): a removed match is gone, and a banned, suspended, deleted or
     * under-age dater's photos stop loading by their old addresses at once. `unlocked` says
     * whether the viewer has unlocked it (their own unlock; the other dater's does not count).
     */
    async shownMatchWith(viewerId: string, daterId: string): Promise<{ unlocked: boolean } | null> {
      const match = await db
        .selectFrom('matches as m')
        .select((eb) => eb.exists(eb.selectFrom('monthly_unlocks as u').select(sql`1`.as('one')).where('u.user_id', '=', viewerId).whereRef('u.match_id', '=', 'm.id')).as('unlocked'))
        .where('m.viewer_id', '=', viewerId)
        .where('m.other_id', '=', daterId)
        .where(pairShown(value(viewerId), column('m.other_id')))
        .limit(1)
        .executeTakeFirst();
      return match ? { unlocked: Boolean(match.unlocked) } : null;
    },
  };
}

export type MediaRepository = ReturnType<typeof createMediaRepository>;
