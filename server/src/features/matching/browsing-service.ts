import {
  decideUnlock,
  FREE_MONTHLY_UNLOCKS,
  FREE_PROFILE_VIEWS,
  FREE_SUPER_LIKES,
  HOME_TEXTS,
  isPremium,
  monthKey,
  nextMonthStart,
  PREMIUM_SUPER_LIKES,
  remainingUnlocks,
  type MatchDetail,
  type MatchSummary,
  type SessionUser,
  type UnlockReason,
  type UnlockStatus,
} from '@kindred/contract';
import { HttpError } from '../../http/error-handler.js';
import type { AllowanceRepository } from '../subscription/allowance-repository.js';
import type { BrowsingRepository, MatchRow } from './browsing-repository.js';
import { toDetail, toHandles, toSummary, waitsForMutual } from './match-view.js';

const notFound = () => new HttpError(404, `${HOME_TEXTS.matchNotFound}.`, 'MATCH_NOT_FOUND');

export function createBrowsingService(deps: {
  browsing: BrowsingRepository;
  allowance: AllowanceRepository;
  /** Told after a super like is saved, to push it to the other dater's devices. */
  onSuperLike?: (otherId: string, fromFirstName: string) => Promise<void>;
  /**
   * Told once per pair, after a dater's first unlock of a match is saved: the unlocked dater's own
   * match id, so a push can open their card for the one who unlocked them (decision 039).
   */
  onUnlocked?: (otherId: string, otherMatchId: string) => Promise<void>;
  /** Told after a report is saved, so the automatic protection can hide the reported dater (docs/product-moderation.md). */
  onReported?: (reportedId: string) => Promise<void>;
  /** Throws a 403 for a dater whose address is not verified (decision 054); unlocking waits for it. */
  requireVerified?: (userId: string) => Promise<void>;
  now?: () => Date;
}) {
  const { browsing, allowance } = deps;
  const now = deps.now ?? (() => new Date());

  async function premium(userId: string) {
    return isPremium(await allowance.subscription(userId), now());
  }

  async function ownMatch(user: SessionUser, matchId: string): Promise<MatchRow> {
    const row = await browsing.find(user.id, matchId);
    if (!row) throw notFound();
    return row;
  }

  async function detail(row: MatchRow): Promise<MatchDetail> {
    const premium = (await allowance.premiumSet([row.other_id], now())).has(row.other_id);
    // Mutual reveal: while waiting, the handles are not even read (docs/security.md, rule 3).
    const handles = waitsForMutual(row) ? null : toHandles(await browsing.handles(row.other_id));
    return toDetail(row, premium, handles);
  }

  return {
    async status(user: SessionUser): Promise<UnlockStatus> {
      const month = monthKey(now());
      const isPrem = await premium(user.id);
      const used = (await allowance.usage(user.id, month)).matches_unlocked;
      return {
        premium: isPrem,
        month,
        used,
        limit: isPrem ? null : FREE_MONTHLY_UNLOCKS,
        remaining: remainingUnlocks(isPrem, used),
        resetsAt: nextMonthStart(now()).toISOString(),
      };
    },

    async list(user: SessionUser): Promise<MatchSummary[]> {
      const [rows, isPrem, usage] = await Promise.all([browsing.list(user.id), premium(user.id), allowance.usage(user.id, monthKey(now()))]);
      // One query for every unlocked card's handles rather than one per card: a Premium dater
      // may have unlocked the whole list, and the feed is the most requested screen.
      const unlockedOthers = rows.filter((r) => r.unlocked && !waitsForMutual(r)).map((r) => r.other_id);
      const [premiumOthers, handles] = await Promise.all([allowance.premiumSet([...new Set(rows.map((r) => r.other_id))], now()), browsing.handlesOf(unlockedOthers)]);
      return rows.map((row, index) => {
        const unlocked = Boolean(row.unlocked);
        // The locked rule (docs/product.md#unlocks-and-the-monthly-allowance). The position is the
        // card's place in the best-fit order the dater sees. A lock shows only once every unlock is
        // spent, so a better match arriving above a card can relabel it, never take an unlock away.
        const locked = !isPrem && !unlocked && index >= FREE_MONTHLY_UNLOCKS && usage.matches_unlocked >= FREE_MONTHLY_UNLOCKS;
        const found = unlocked ? handles.get(row.other_id) : undefined;
        return toSummary(row, { premium: premiumOthers.has(row.other_id), locked, handles: found ? toHandles(found) : null });
      });
    },

    /**
     * The dater pressed a match, so it is no longer new. A free dater's first view of a match they
     * have not unlocked is one of the month's profile views (docs/product.md#match-detail); opening
     * it again, or opening an unlocked match, never counts. The usage row is locked while the match
     * turns seen, so two presses at once count once.
     */
    async markViewed(user: SessionUser, matchId: string) {
      const row = await ownMatch(user, matchId);
      if (row.unlocked || !row.is_new) {
        await browsing.markViewed(user.id, matchId);
        return { ok: true as const };
      }
      const month = monthKey(now());
      await browsing.inTransaction(async (trx) => {
        const usage = await allowance.lockUsage(trx, user.id, month);
        const isPrem = isPremium(await allowance.subscription(user.id, trx), now());
        if (!isPrem && usage.profile_views >= FREE_PROFILE_VIEWS) throw new HttpError(403, HOME_TEXTS.profileViewsUsed, 'PROFILE_VIEW_LIMIT');
        if (await browsing.markFirstViewed(trx, user.id, matchId)) await allowance.increment(trx, user.id, month, 'profile_views');
      });
      return { ok: true as const };
    },

    /**
     * Unlocks a match for good. The unlock row and the usage counter change in one transaction
     * holding a lock on this month's usage row, so concurrent requests cannot exceed the limit.
     */
    async unlock(user: SessionUser, matchId: string): Promise<{ reason: UnlockReason; remaining: number | null; match: MatchDetail }> {
      await deps.requireVerified?.(user.id);
      const month = monthKey(now());
      const outcome = await browsing.inTransaction(async (trx) => {
        const row = await browsing.find(user.id, matchId, trx);
        if (!row) throw notFound();
        const usage = await allowance.lockUsage(trx, user.id, month);
        const isPrem = isPremium(await allowance.subscription(user.id, trx), now());
        const decision = decideUnlock({ alreadyUnlocked: await browsing.isUnlocked(trx, user.id, matchId), premium: isPrem, unlockedThisMonth: usage.matches_unlocked });
        if (!decision.allowed) throw new HttpError(403, HOME_TEXTS.cannotUnlock(decision.reason), decision.reason);
        // A mutual reveal still spends the unlock: the dater chose this match, and handles follow later.
        const firstUnlock = decision.reason !== 'already_unlocked' && (await browsing.recordUnlock(trx, user.id, matchId, month));
        if (firstUnlock) await allowance.increment(trx, user.id, month, 'matches_unlocked');
        const used = usage.matches_unlocked + (decision.reason === 'already_unlocked' ? 0 : 1);
        return { row: { ...row, unlocked: true }, reason: decision.reason, remaining: remainingUnlocks(isPrem, used), firstUnlock };
      });
      // Only the first unlock of a match tells the other dater: a pair once unlocked stays so, and a
      // removed pair is blocked for good, so this is once per pair.
      if (outcome.firstUnlock && deps.onUnlocked) {
        const otherMatchId = await browsing.reverseMatchId(outcome.row.pair_id, outcome.row.other_id);
        if (otherMatchId) await deps.onUnlocked(outcome.row.other_id, otherMatchId);
      }
      return { reason: outcome.reason, remaining: outcome.remaining, match: await detail(outcome.row as MatchRow) };
    },

    /** The detail screen, for unlocked matches only; opening it is never a profile view. */
    async detail(user: SessionUser, matchId: string): Promise<MatchDetail> {
      const row = await ownMatch(user, matchId);
      if (!row.unlocked) throw new HttpError(403, HOME_TEXTS.cannotUnlock('not_unlocked'), 'MATCH_LOCKED');
      return detail(row);
    },

    async superLike(user: SessionUser, matchId: string): Promise<{ remaining: number | null }> {
      const row = await ownMatch(user, matchId);
      if (!row.unlocked) throw new HttpError(403, HOME_TEXTS.cannotSuperLike, 'MATCH_LOCKED');
      const month = monthKey(now());
      const otherMatchId = await browsing.reverseMatchId(row.pair_id, row.other_id);
      const outcome = await browsing.inTransaction(async (trx) => {
        const usage = await allowance.lockUsage(trx, user.id, month);
        const subscription = await allowance.subscription(user.id, trx);
        const isPrem = isPremium(subscription, now());
        const limit = !isPrem ? FREE_SUPER_LIKES : subscription?.subscriptionType === 'premium_plus' ? null : PREMIUM_SUPER_LIKES;
        if (limit !== null && usage.super_likes_used >= limit) throw new HttpError(403, HOME_TEXTS.cannotSuperLike, 'SUPER_LIKE_LIMIT');
        await allowance.increment(trx, user.id, month, 'super_likes_used');
        const firstName = ((await browsing.nameOf(trx, user.id)) ?? '').split(/\s+/)[0] ?? '';
        await browsing.notifySuperLike(trx, row.other_id, { matchId: otherMatchId, name: firstName });
        return { remaining: limit === null ? null : limit - usage.super_likes_used - 1, firstName };
      });
      await deps.onSuperLike?.(row.other_id, outcome.firstName);
      return { remaining: outcome.remaining };
    },

    async remove(user: SessionUser, matchId: string) {
      const row = await ownMatch(user, matchId);
      await browsing.separate(user.id, row.other_id, row.pair_id, 'user_removed');
      return { ok: true as const };
    },

    async report(user: SessionUser, matchId: string, report: { reason: string; comment?: string }) {
      const row = await ownMatch(user, matchId);
      await browsing.separate(user.id, row.other_id, row.pair_id, 'reported', { reason: report.reason, comment: report.comment?.trim() || null });
      await deps.onReported?.(row.other_id);
      return { ok: true as const };
    },
  };
}

export type BrowsingService = ReturnType<typeof createBrowsingService>;
