import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
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
     * Stores a match as two rows, one per viewer, sharing a pair id. If either side already has
     * the pair (a concurrent search got there first) nothing is written and null comes back.
     */
    async insertPair(viewerId: string, match: NewMatch): Promise<{ viewerMatchId: string; otherMatchId: string } | null> {
      return inTransaction(db, async (trx) => {
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
