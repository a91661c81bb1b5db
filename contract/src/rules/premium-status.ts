import type { SubscriptionRecord } from '../domain.js';

/**
 * Premium counts only when all three hold: the type is not free, the status is active, and the
 * period end is absent or still ahead. A missing record is the free tier.
 */
export function isPremium(subscription: SubscriptionRecord | null | undefined, now: Date): boolean {
  if (!subscription) return false;
  if (subscription.subscriptionType === 'free') return false;
  if (subscription.status !== 'active') return false;
  const end = subscription.currentPeriodEnd;
  return end === null || end.getTime() > now.getTime();
}
