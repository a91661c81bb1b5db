import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

/** The dater's own side: the sanction that stands, their one appeal, a warning's acknowledgement. */
export function createModerationNoticeRepository(db: Kysely<DB>) {
  return {
    /**
     * The sanction in force now, the severest first: a ban, a suspension not yet over, a warning
     * not yet acknowledged. Lifted sanctions no longer stand.
     */
    async standing(userId: string) {
      return db
        .selectFrom('moderation_sanctions as s')
        .leftJoin('moderation_appeals as a', 'a.sanction_id', 's.id')
        .select(['s.id', 's.kind', 's.reason', 's.created_at', 's.ends_at', 'a.status as appeal_status', 'a.created_at as appeal_created_at'])
        .where('s.user_id', '=', userId)
        .where('s.lifted_at', 'is', null)
        .where((eb) =>
          eb.or([
            eb('s.kind', '=', 'ban'),
            eb.and([eb('s.kind', '=', 'suspend'), eb('s.ends_at', '>', sql<Date>`now()`)]),
            eb.and([eb('s.kind', '=', 'warn'), eb('s.acknowledged_at', 'is', null)]),
          ])
        )
        .orderBy(sql`case s.kind when 'ban' then 0 when 'suspend' then 1 else 2 end`)
        .orderBy('s.created_at', 'desc')
        .executeTakeFirst();
    },

    /** False when this sanction already has its appeal: the unique sanction_id decides, even under a race. */
    async appeal(userId: string, sanctionId: string, text: string): Promise<boolean> {
      const row = await db
        .insertInto('moderation_appeals')
        .values({ user_id: userId, sanction_id: sanctionId, text })
        .onConflict((oc) => oc.column('sanction_id').doNothing())
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },

    async acknowledge(userId: string, sanctionId: string): Promise<void> {
      await db
        .updateTable('moderation_sanctions')
        .set({ acknowledged_at: sql`now()` })
        .where('id', '=', sanctionId)
        .where('user_id', '=', userId)
        .where('kind', '=', 'warn')
        .execute();
    },
  };
}

export type ModerationNoticeRepository = ReturnType<typeof createModerationNoticeRepository>;
