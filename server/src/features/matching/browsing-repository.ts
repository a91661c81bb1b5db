import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { column, daterShown, notBlockedBy, profileShown } from '../../db/dater-shown.js';
import { inTransaction } from '../../db/transaction.js';
import { compileOnce } from '../../db/compiled-query.js';
import { viewerDistanceKm } from './distance-filter-repository.js';

/** The columns of another dater a match card may use. Private fields are not even selected. */
const CARD_COLUMNS = [
  'm.id',
  'm.other_id',
  'm.pair_id',
  'm.compatibility_score',
  'm.match_note',
  'm.shared_themes',
  'm.is_new',
  'm.matched_at',
  'p.name',
  'p.gender',
  'p.country',
  'p.bio',
  'p.image_path',
  'p.cover_image_path',
  'p.is_demo',
  'p.home_city_name',
] as const;

/** When the pair matched, their score, and when each side unlocked: the moderation console's match history. */
async function pairHistory(trx: Transaction<DB>, pairId: string, reporterId: string) {
  const sides = await trx
    .selectFrom('matches as m')
    .select(['m.viewer_id', 'm.matched_at', 'm.compatibility_score'])
    .select((eb) => eb.selectFrom('monthly_unlocks as u').select((u) => u.fn.min('u.unlocked_at').as('first')).whereRef('u.match_id', '=', 'm.id').as('unlocked_at'))
    .where('m.pair_id', '=', pairId)
    .execute();
  const reporter = sides.find((side) => side.viewer_id === reporterId);
  const reported = sides.find((side) => side.viewer_id !== reporterId);
  return {
    matched_at: reporter?.matched_at ?? reported?.matched_at ?? null,
    compatibility_score: reporter?.compatibility_score ?? reported?.compatibility_score ?? null,
    reporter_unlocked_at: reporter?.unlocked_at ?? null,
    reported_unlocked_at: reported?.unlocked_at ?? null,
  };
}

export function createBrowsingRepository(db: Kysely<DB>) {
  function matchesOf(executor: Kysely<DB> | Transaction<DB>, viewerId: string) {
    return executor
      .selectFrom('matches as m')
      .innerJoin('profiles as p', 'p.user_id', 'm.other_id')
      .select(CARD_COLUMNS)
      .select(sql<number | null>`dater_age(p.birth_date)`.as('age'))
      // The "Selfie verified" mark is public by design (decision 042); only whether it is set leaves here.
      .select(sql<boolean>`p.selfie_verified_at is not null`.as('selfie_verified'))
      // How far apart the two homes are, from the viewer's own row; the coordinates stay here (match-view.ts rounds it).
      .select(viewerDistanceKm().as('distance_km'))
      // Whether the other dater keeps their handles for daters they unlocked too (mutual reveal). It
      // stays on the server: only "waiting", for a viewer who already unlocked them, leaves (match-view.ts).
      .select('p.mutual_reveal as other_mutual_reveal')
      // When the other dater unlocked the viewer: their own match row of the pair, their first unlock of it.
      .select((eb) =>
        eb
          .selectFrom('monthly_unlocks as yu')
          .innerJoin('matches as r', 'r.id', 'yu.match_id')
          .select((u) => u.fn.min('yu.unlocked_at').as('first'))
          .whereRef('r.pair_id', '=', 'm.pair_id')
          .whereRef('r.viewer_id', '=', 'm.other_id')
          .whereRef('yu.user_id', '=', 'm.other_id')
          .as('unlocked_you_at')
      )
      .select((eb) => eb.exists(eb.selectFrom('monthly_unlocks as u').select(sql`1`.as('one')).where('u.user_id', '=', viewerId).whereRef('u.match_id', '=', 'm.id')).as('unlocked'))
      .where('m.viewer_id', '=', viewerId)
      // The one rule of who may be shown to whom (db/dater-shown.ts), for both daters of the pair:
      // a dater who is deleted, under age, suspended, banned or hidden by the automatic protection
      // leaves every match list at once, their own included, and is back when they pass again.
      .where(profileShown('p'))
      .where(daterShown(column('m.viewer_id')))
      .where(notBlockedBy(column('m.viewer_id'), column('m.other_id')));
  }

  // The feed's and a match's reads have a fixed shape: built and compiled once, run with the viewer put in.
  // Best fit first (docs/product.md#the-order-of-matches): the percentage, then the newer match, then
  // the id, so matches of one search with one percentage keep one order on every request and the
  // position-based locked rule always counts the same cards.
  const listOf = compileOnce(1, (viewerId: string) => matchesOf(db, viewerId).orderBy('m.compatibility_score', 'desc').orderBy('m.matched_at', 'desc').orderBy('m.id'));
  const oneOf = compileOnce(2, (viewerId: string, matchId: string) => matchesOf(db, viewerId).where('m.id', '=', matchId));

  return {
    /** Runs `work` in one transaction, for steps that must hold together with the allowance's counters. */
    inTransaction<T>(work: (trx: Transaction<DB>) => Promise<T>): Promise<T> {
      return inTransaction(db, work);
    },

    list(viewerId: string) {
      return listOf(db, viewerId);
    },

    /** One of the viewer's own matches; another dater's match id finds nothing. */
    async find(viewerId: string, matchId: string, executor: Kysely<DB> | Transaction<DB> = db) {
      const [row] = await oneOf(executor, viewerId, matchId);
      return row;
    },

    /** Contact handles, read only once the caller has checked the unlock. */
    async handles(otherId: string) {
      return db.selectFrom('profiles').select(['instagram', 'linkedin', 'calendly']).where('user_id', '=', otherId).executeTakeFirstOrThrow();
    },

    /** Several daters' contact handles in one query, keyed by dater; the caller passes unlocked matches' daters only. */
    async handlesOf(otherIds: readonly string[]) {
      if (otherIds.length === 0) return new Map<string, { instagram: string; linkedin: string; calendly: string }>();
      const rows = await db.selectFrom('profiles').select(['user_id', 'instagram', 'linkedin', 'calendly']).where('user_id', 'in', otherIds).execute();
      return new Map(rows.map(({ user_id, ...handles }) => [user_id, handles]));
    },

    /** Turns a new match seen, inside the allowance's transaction; true only for the call that turned it. */
    async markFirstViewed(trx: Transaction<DB>, viewerId: string, matchId: string): Promise<boolean> {
      const result = await trx.updateTable('matches').set({ is_new: false }).where('id', '=', matchId).where('viewer_id', '=', viewerId).where('is_new', '=', true).executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async markViewed(viewerId: string, matchId: string): Promise<boolean> {
      const result = await db.updateTable('matches').set({ is_new: false }).where('id', '=', matchId).where('viewer_id', '=', viewerId).executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async isUnlocked(trx: Transaction<DB>, viewerId: string, matchId: string): Promise<boolean> {
      const row = await trx.selectFrom('monthly_unlocks').select('id').where('user_id', '=', viewerId).where('match_id', '=', matchId).executeTakeFirst();
      return row !== undefined;
    },

    async recordUnlock(trx: Transaction<DB>, viewerId: string, matchId: string, month: string): Promise<boolean> {
      const row = await trx
        .insertInto('monthly_unlocks')
        .values({ user_id: viewerId, match_id: matchId, month_year: month })
        .onConflict((oc) => oc.columns(['user_id', 'match_id', 'month_year']).doNothing())
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Remove and report: the pair is blocked both ways for good and both match rows go. */
    async separate(viewerId: string, otherId: string, pairId: string, reason: 'user_removed' | 'reported', report?: { reason: string; comment: string | null }) {
      await inTransaction(db, async (trx) => {
        await trx
          .insertInto('blocks')
          .values([
            { blocker_id: viewerId, blocked_id: otherId, reason },
            { blocker_id: otherId, blocked_id: viewerId, reason },
          ])
          .onConflict((oc) => oc.columns(['blocker_id', 'blocked_id']).doNothing())
          .execute();
        // The match and its unlocks go below, so a report keeps their history for the moderators first.
        const history = report ? await pairHistory(trx, pairId, viewerId) : null;
        await trx.deleteFrom('matches').where('pair_id', '=', pairId).execute();
        if (report) await trx.insertInto('reports').values({ reporter_id: viewerId, reported_id: otherId, reason: report.reason, comment: report.comment, ...history }).execute();
      });
    },

    /** The dater's name as their profile gives it. */
    async nameOf(trx: Transaction<DB>, userId: string): Promise<string | undefined> {
      const row = await trx.selectFrom('profiles').select('name').where('user_id', '=', userId).executeTakeFirst();
      return row?.name;
    },

    async notifySuperLike(trx: Transaction<DB>, otherId: string, payload: Record<string, unknown>) {
      await trx.insertInto('notifications').values({ user_id: otherId, kind: 'super_like', payload: JSON.stringify(payload) }).execute();
    },

    /** The other side's match row, to address a notification to it. */
    async reverseMatchId(pairId: string, otherId: string): Promise<string | undefined> {
      const row = await db.selectFrom('matches').select('id').where('pair_id', '=', pairId).where('viewer_id', '=', otherId).executeTakeFirst();
      return row?.id;
    },
  };
}

export type BrowsingRepository = ReturnType<typeof createBrowsingRepository>;
export type MatchRow = NonNullable<Awaited<ReturnType<BrowsingRepository['find']>>>;
