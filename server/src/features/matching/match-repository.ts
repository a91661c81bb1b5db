import crypto from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import type { MatchNotification } from './match-notifier.js';

export interface NewMatch {
  otherId: string;
  compatibilityScore: number;
  noteForViewer: string;
  noteForOther: string;
  /** The searcher's "why you matched", their own preference fits first. */
  sharedThemes: string[];
  /** The other dater's: only what the two share, never what the searcher asked for. */
  themesForOther: string[];
}

/** The first key of the advisory locks that keep the daily cap per dater (the second is the dater). */
const DAILY_CAP_LOCK_SPACE = 2001;

/** Start of the current UTC day: the daily cap counts matches made since then. */
export function utcDayStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

export function createMatchRepository(db: Kysely<DB>) {
  return {
    async countSince(viewerId: string, since: Date): Promise<number> {
      const row = await db
        .selectFrom('matches')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('viewer_id', '=', viewerId)
        .where('matched_at', '>=', since)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /**
     * Of these daters, the ones who already got `cap` new matches since `since`: a search skips
     * them. The demo community is not capped: a demo dater is no person to flood, and a newcomer
     * should find them however many others did today.
     */
    async atCapAmong(userIds: readonly string[], since: Date, cap: number): Promise<Set<string>> {
      if (userIds.length === 0) return new Set();
      const rows = await db
        .selectFrom('matches')
        .innerJoin('profiles', 'profiles.user_id', 'matches.viewer_id')
        .select('viewer_id')
        .where('viewer_id', 'in', userIds)
        .where('profiles.is_demo', '=', false)
        .where('matched_at', '>=', since)
        .groupBy('viewer_id')
        .having((eb) => eb.fn.countAll(), '>=', cap)
        .execute();
      return new Set(rows.map((row) => row.viewer_id));
    },

    /**
     * Stores a match as two rows, one per viewer, sharing a pair id. Nothing is written, and null
     * comes back, when either side already has the pair (a concurrent search got there first) or
     * either dater (the demo community aside) already got `daily.cap` new matches since `daily.since`. The two daters' counts
     * are read under a lock on each of them, taken in a fixed order, so two searches at once can
     * never take one dater past the cap: the first to take the lock wins the last place.
     */
    async insertPair(viewerId: string, match: NewMatch, daily: { since: Date; cap: number }): Promise<{ viewerMatchId: string; otherMatchId: string } | null> {
      return inTransaction(db, async (trx) => {
        for (const id of [viewerId, match.otherId].sort()) {
          await sql`select pg_advisory_xact_lock(${DAILY_CAP_LOCK_SPACE}, hashtext(${id}))`.execute(trx);
        }
        const counts = await trx
          .selectFrom('matches')
          .innerJoin('profiles', 'profiles.user_id', 'matches.viewer_id')
          .select(['viewer_id', (eb) => eb.fn.countAll<string>().as('n')])
          .where('viewer_id', 'in', [viewerId, match.otherId])
          .where('profiles.is_demo', '=', false)
          .where('matched_at', '>=', daily.since)
          .groupBy('viewer_id')
          .execute();
        if (counts.some((row) => Number(row.n) >= daily.cap)) return null;
        const pairId = crypto.randomUUID();
        const common = { pair_id: pairId, compatibility_score: match.compatibilityScore };
        const inserted = await trx
          .insertInto('matches')
          .values([
            { ...common, viewer_id: viewerId, other_id: match.otherId, match_note: match.noteForViewer, shared_themes: match.sharedThemes },
            { ...common, viewer_id: match.otherId, other_id: viewerId, match_note: match.noteForOther, shared_themes: match.themesForOther },
          ])
          .onConflict((oc) => oc.columns(['viewer_id', 'other_id']).doNothing())
          .returning(['id', 'viewer_id'])
          .execute();
        const mine = inserted.find((row) => row.viewer_id === viewerId);
        const theirs = inserted.find((row) => row.viewer_id === match.otherId);
        if (mine && theirs) return { viewerMatchId: mine.id, otherMatchId: theirs.id };
        // One side existed: undo the half we wrote so the pair stays symmetrical.
        if (inserted.length > 0) await trx.deleteFrom('matches').where('pair_id', '=', pairId).execute();
        return null;
      });
    },

    /** The in-app notice of a new match, shown to the dater on their next visit. */
    async recordNotification(n: MatchNotification): Promise<void> {
      await db
        .insertInto('notifications')
        .values({
          user_id: n.userId,
          kind: 'match_created',
          payload: JSON.stringify({ matchId: n.matchId, name: n.otherFirstName, compatibilityScore: n.compatibilityScore }),
        })
        .execute();
    },
  };
}

export type MatchRepository = ReturnType<typeof createMatchRepository>;
