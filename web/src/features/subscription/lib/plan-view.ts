import {
  FREE_MONTHLY_UNLOCKS,
  FREE_SUPER_LIKES,
  LOW_REMAINING_UNLOCKS,
  monthKey,
  nextMonthStart,
  SUBSCRIPTION_TEXTS,
  type SubscriptionInfo,
  type SubscriptionType,
} from '@kindred/contract';
import { calendarDate } from '../../../shared/lib/calendar-dates';

const TIER_NAMES: Record<SubscriptionType, string> = { free: 'Free', premium: 'Premium', premium_plus: 'Premium Plus' };

export function tierName(type: SubscriptionType): string {
  return TIER_NAMES[type];
}

/**
 * When the plan cannot be loaded, the card shows the free tier with zero usage rather
 * than an error. The server still decides what the dater may do, so this only shapes the card.
 */
export function freeTierDefaults(now: Date = new Date()): SubscriptionInfo {
  return {
    subscriptionType: 'free',
    status: 'active',
    premium: false,
    nextBilling: null,
    endsAt: null,
    cancelledAt: null,
    canCancel: false,
    usage: {
      month: monthKey(now),
      matchesUnlocked: 0,
      totalMatches: FREE_MONTHLY_UNLOCKS,
      matchesRemaining: FREE_MONTHLY_UNLOCKS,
      superLikesUsed: 0,
      superLikeLimit: FREE_SUPER_LIKES,
      resetsAt: nextMonthStart(now).toISOString(),
    },
  };
}

/** A calendar date in words, e.g. "December 21, 2026", on the dater's own calendar. */
function formatPlanDate(iso: string): string {
  return calendarDate(iso, 'date');
}

/** When free unlocks return: the start of a UTC month, so read in UTC, e.g. "December 1". */
export function formatResetDate(iso: string): string {
  return calendarDate(iso, 'month-day', { utc: true });
}

/**
 * The status pill. A paid plan that was cancelled at the period end is still active until then, so
 * it reads "Active"; the billing line says when it ends. A free dater's status describes the paid
 * plan they had, if any, so it names it.
 */
export function statusLabel(info: SubscriptionInfo): string {
  // Premium requires an active status, so any other status belongs to a plan that has ended.
  return info.status === 'active' ? 'Active' : `Premium ${info.status}`;
}

export interface BillingLine {
  label: 'Next billing' | 'Ends on';
  date: string;
}

/** The renewal date, or the end date of a plan cancelled at period end; null for free daters. */
export function billingLine(info: SubscriptionInfo): BillingLine | null {
  if (info.endsAt) return { label: 'Ends on', date: formatPlanDate(info.endsAt) };
  if (info.nextBilling) return { label: 'Next billing', date: formatPlanDate(info.nextBilling) };
  return null;
}

export type UsageView =
  | { unlimited: true; used: number }
  | { unlimited: false; used: number; total: number; remaining: number; percent: number; low: boolean };

/**
 * The matches-used meter. It turns red when LOW_REMAINING_UNLOCKS (2) or fewer remain;
 * premium has no limit, so no meter at all.
 */
export function usageView(info: SubscriptionInfo): UsageView {
  const { matchesUnlocked: used, totalMatches, matchesRemaining } = info.usage;
  if (info.premium || totalMatches === null) return { unlimited: true, used };
  const remaining = Math.max(0, matchesRemaining ?? totalMatches - used);
  const percent = totalMatches > 0 ? Math.min(100, Math.round((Math.min(used, totalMatches) / totalMatches) * 100)) : 100;
  return { unlimited: false, used, total: totalMatches, remaining, percent, low: remaining <= LOW_REMAINING_UNLOCKS };
}

/** A free dater's card shows the first 3 benefits (what Premium adds), a premium one all of them. */
export function shownBenefits(info: SubscriptionInfo): readonly string[] {
  return info.premium ? SUBSCRIPTION_TEXTS.benefits : SUBSCRIPTION_TEXTS.benefits.slice(0, 3);
}
