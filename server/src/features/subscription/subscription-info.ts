import {
  FREE_MONTHLY_UNLOCKS,
  FREE_SUPER_LIKES,
  isPremium,
  monthKey,
  nextMonthStart,
  PREMIUM_SUPER_LIKES,
  remainingUnlocks,
  type SubscriptionInfo,
  type SubscriptionStatus,
  type SubscriptionType,
} from '@kindred/contract';
import type { SubscriptionRow } from './subscription-repository.js';

export interface MonthlyUsage {
  matches_unlocked: number;
  super_likes_used: number;
}

/** What the subscription card shows: the plan as the premium rule sees it, and this month's usage. */
export function describeSubscription(row: SubscriptionRow | undefined, usage: MonthlyUsage, now: Date): SubscriptionInfo {
  const record = row
    ? { subscriptionType: row.subscription_type as SubscriptionType, status: row.status as SubscriptionStatus, currentPeriodEnd: row.current_period_end, cancelledAt: row.cancelled_at }
    : null;
  const premium = isPremium(record, now);
  const type: SubscriptionType = premium && record ? record.subscriptionType : 'free';
  // A paid plan past its end reads as expired even before the expiry job has moved it.
  const status: SubscriptionStatus = !record ? 'active' : record.subscriptionType !== 'free' && !premium && record.status === 'active' ? 'expired' : record.status;
  const ending = premium && record?.cancelledAt != null;
  const periodEnd = record?.currentPeriodEnd?.toISOString() ?? null;
  const superLikeLimit = !premium ? FREE_SUPER_LIKES : type === 'premium_plus' ? null : PREMIUM_SUPER_LIKES;
  return {
    subscriptionType: type,
    status,
    premium,
    nextBilling: premium && !ending ? periodEnd : null,
    endsAt: ending ? periodEnd : null,
    cancelledAt: record?.cancelledAt?.toISOString() ?? null,
    canCancel: premium && !ending && row?.provider_subscription_id != null,
    usage: {
      month: monthKey(now),
      matchesUnlocked: usage.matches_unlocked,
      totalMatches: premium ? null : FREE_MONTHLY_UNLOCKS,
      matchesRemaining: remainingUnlocks(premium, usage.matches_unlocked),
      superLikesUsed: usage.super_likes_used,
      superLikeLimit,
      resetsAt: nextMonthStart(now).toISOString(),
    },
  };
}
