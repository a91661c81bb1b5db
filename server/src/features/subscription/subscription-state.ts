import { PAYMENT_PROVIDERS, type PaymentProvider } from '@kindred/contract';
import type { SubscriptionChange } from '../../adapters/payments/payment-provider.js';
import type { PlanToCancel } from './deleted-plan-job.js';
import type { SubscriptionRow, SubscriptionWrite } from './subscription-repository.js';

const isProvider = (name: string | null): name is PaymentProvider => PAYMENT_PROVIDERS.some((provider) => provider === name);

/**
 * The provider plan that would bill the dater again, which deleting the account must cancel
 * (decision 043): a paid plan at a provider, active or paused, not already cancelled. One cancelled
 * at the period end, expired or free renews nothing, so it needs no call. The period end is not
 * consulted: a plan whose renewal the provider has not reported yet may still renew.
 */
export function renewingPlan(row: SubscriptionRow | undefined): PlanToCancel | null {
  if (!row?.provider_subscription_id || !isProvider(row.provider)) return null;
  if (row.subscription_type === 'free' || row.cancelled_at !== null) return null;
  if (row.status !== 'active' && row.status !== 'paused') return null;
  return { provider: row.provider, providerSubscriptionId: row.provider_subscription_id };
}

/**
 * The next subscription row after a provider reports a change, or null when the change must not
 * apply. Providers retry and reorder events, so an event older than the newest one already
 * applied is ignored, and so is an ending of a plan the dater has since replaced. Whatever order
 * events arrive in, the row ends where the newest event left it.
 */
export function nextSubscriptionState(
  current: SubscriptionRow | undefined,
  change: SubscriptionChange,
  occurredAt: Date,
  provider: string,
): SubscriptionWrite | null {
  if (current?.last_event_at && occurredAt.getTime() < current.last_event_at.getTime()) return null;
  const replaced = current?.provider_subscription_id && change.providerSubscriptionId && current.provider_subscription_id !== change.providerSubscriptionId;
  if (replaced && change.state !== 'active') return null;

  const paidType = change.plan ?? (current && current.subscription_type !== 'free' ? current.subscription_type : 'premium');
  const periodEnd = change.periodEnd ?? (replaced ? null : (current?.current_period_end ?? null));
  const base = {
    provider,
    provider_customer_id: change.providerCustomerId ?? current?.provider_customer_id ?? null,
    provider_subscription_id: change.providerSubscriptionId ?? current?.provider_subscription_id ?? null,
    last_event_at: occurredAt,
  };
  switch (change.state) {
    case 'active':
      return { ...base, subscription_type: paidType, status: 'active', current_period_end: periodEnd, cancelled_at: null };
    case 'cancel_at_period_end':
      // Premium runs on to the period end; only the stamp says it will not renew.
      return { ...base, subscription_type: paidType, status: 'active', current_period_end: periodEnd, cancelled_at: change.cancelledAt ?? current?.cancelled_at ?? occurredAt };
    case 'cancelled':
      // Ended at once, as support's cancel-now does (docs/product-account.md#subscription): free from now on.
      return { ...base, subscription_type: 'free', status: 'cancelled', current_period_end: occurredAt, cancelled_at: change.cancelledAt ?? occurredAt };
    case 'expired':
      return { ...base, subscription_type: 'free', status: 'expired', current_period_end: periodEnd, cancelled_at: current?.cancelled_at ?? null };
    case 'paused':
      return { ...base, subscription_type: paidType, status: 'paused', current_period_end: periodEnd, cancelled_at: current?.cancelled_at ?? null };
  }
}
