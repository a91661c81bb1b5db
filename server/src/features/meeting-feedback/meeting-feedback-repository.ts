import { sql, type Kysely } from 'kysely';
import type { MeetingAnswer } from '@kindred/contract';
import { column, daterShown, notBlockedBy, pairShown, profileShown } from '../../db/dater-shown.js';
import type { DB } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';

/** One answer as the dater gave it; the score is taken from the match, never from the caller. */
export interface MeetingAnswerRow {
  met: MeetingAnswer;
  again: 'yes' | 'no' | null;
  uncomfortable: boolean | null;
}

/** Answers per exact score and kind, the calibration report's raw material. */
export interface ScoreAnswerCounts {
  score: number;
  synthetic: boolean;
  /** Final answers: yes or no ("not yet" is still open). */
  answered: number;
  met: number;
  metAndAgain: number;
}

export function createMeetingFeedbackRepository(db: Kysely<DB>) {
  return {
    /**
     * The unlocker's oldest unlock that is due: unlocked at or before `dueBefore` (and not before
     * `notBefore`, so old unlocks are not asked about out of the blue), the match still there and
     * the pair still shown to each other (db/dater-shown.ts), and either never answered or answered "not
     * yet" at or before `dueBefore` fewer than `maxAsks` times.
     */
    async dueQuestion(unlockerId: string, window: { dueBefore: Date; notBefore: Date; maxAsks: number }) {
      return db
        .selectFrom('monthly_unlocks as u')
        .innerJoin('matches as m', (join) => join.onRef('m.id', '=', 'u.match_id').onRef('m.viewer_id', '=', 'u.user_id'))
        .innerJoin('profiles as p', 'p.user_id', 'm.other_id')
        .leftJoin('meeting_feedback as f', (join) => join.onRef('f.unlocker_id', '=', 'u.user_id').onRef('f.other_id', '=', 'm.other_id'))
        .select(['m.id as matchId', 'p.name', sql<number>`coalesce(f.asked_count, 0)`.as('askedBefore')])
        .where('u.user_id', '=', unlockerId)
        .where('u.unlocked_at', '<=', window.dueBefore)
        .where('u.unlocked_at', '>=', window.notBefore)
        // Only about a dater the unlocker may still be shown (db/dater-shown.ts).
        .where(profileShown('p'))
        .where(daterShown(column('u.user_id')))
        .where(notBlockedBy(column('u.user_id'), column('m.other_id')))
        .where((eb) =>
          eb.or([
            eb('f.id', 'is', null),
            eb.and([eb('f.met', '=', 'not_yet'), eb('f.answered_at', '<=', window.dueBefore), eb('f.asked_count', '<', window.maxAsks)]),
          ])
        )
        .orderBy('u.unlocked_at')
        .orderBy('m.id')
        .limit(1)
        .executeTakeFirst();
    },

    /** The unlocker's own match with its score, and whether they unlocked it; undefined for anyone else's. */
    async unlockedMatch(unlockerId: string, matchId: string) {
      return db
        .selectFrom('matches as m')
        .select(['m.id', 'm.other_id', 'm.compatibility_score'])
        .select((eb) => eb.exists(eb.selectFrom('monthly_unlocks as u').select(sql`1`.as('one')).where('u.user_id', '=', unlockerId).whereRef('u.match_id', '=', 'm.id')).as('unlocked'))
        .where('m.id', '=', matchId)
        .where('m.viewer_id', '=', unlockerId)
        .where(pairShown(column('m.viewer_id'), column('m.other_id')))
        .executeTakeFirst();
    },

    /**
     * Stores the answer as the pair's label, keeping the score of the first answer. "Not again"
     * blocks the pair from the unlocker's side only, in the same transaction: searches skip a pair
     * blocked either way, and the other dater's own list reads only their own blocks, so nothing
     * changes for them.
     */
    async record(pair: { unlockerId: string; otherId: string; matchId: string; score: number }, answer: MeetingAnswerRow, notAgain: boolean, now: Date) {
      await inTransaction(db, async (trx) => {
        await trx
          .insertInto('meeting_feedback')
          .values({ unlocker_id: pair.unlockerId, other_id: pair.otherId, match_id: pair.matchId, compatibility_score: pair.score, ...answer, answered_at: now })
          .onConflict((oc) =>
            oc.columns(['unlocker_id', 'other_id']).doUpdateSet({
              ...answer,
              match_id: pair.matchId,
              answered_at: now,
              asked_count: sql`meeting_feedback.asked_count + 1`,
            })
          )
          .execute();
        if (notAgain) {
          await trx
            .insertInto('blocks')
            .values({ blocker_id: pair.unlockerId, blocked_id: pair.otherId, reason: 'user_removed' })
            .onConflict((oc) => oc.columns(['blocker_id', 'blocked_id']).doNothing())
            .execute();
        }
      });
    },

    /** Counts per exact score, real and synthetic apart; calibration-bands.ts groups them. */
    async answersByScore(): Promise<ScoreAnswerCounts[]> {
      const rows = await db
        .selectFrom('meeting_feedback')
        .select([
          'compatibility_score as score',
          'synthetic',
          sql<string>`count(*) filter (where met in ('yes', 'no'))`.as('answered'),
          sql<string>`count(*) filter (where met = 'yes')`.as('met'),
          sql<string>`count(*) filter (where met = 'yes' and again = 'yes')`.as('metAndAgain'),
        ])
        .groupBy(['compatibility_score', 'synthetic'])
        .orderBy('compatibility_score')
        .execute();
      return rows.map((row) => ({ score: row.score, synthetic: row.synthetic, answered: Number(row.answered), met: Number(row.met), metAndAgain: Number(row.metAndAgain) }));
    },
  };
}

export type MeetingFeedbackRepository = ReturnType<typeof createMeetingFeedbackRepository>;
