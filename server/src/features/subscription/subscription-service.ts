import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import {
  isPremium,
  monthKey,
  PAYMENT_ERROR_CODES,
  SUBSCRIPTION_TEXTS,
  type PaidPlan,
  type PaymentReturn,
  type SubscriptionInfo,
  type SubscriptionStatus,
  type SubscriptionType,
} from '@kindred/contract';
import { PaymentProviderError, type PaymentEvent, type PaymentProviderAdapter } from '../../adapters/payments/payment-provider.js';
import { HttpError } from '../../http/error-handler.js';
import type { SessionUser } from '@kindred/contract';
import type { AllowanceRepository } from './allowance-repository.js';
import { describeSubscription } from './subscription-info.js';
import type { SubscriptionRepository, SubscriptionRow } from './subscription-repository.js';
import { DELETED_PLAN_LOG, type PlanToCancel } from './deleted-plan-job.js';
import { nextSubscriptionState, renewingPlan } from './subscription-state.js';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/db-errors.js';

export interface SubscriptionServiceOptions {
  subscriptions: SubscriptionRepository;
  allowance: AllowanceRepository;
  provider: PaymentProviderAdapter;
  publicUrl: string;
  log: FastifyBaseLogger;
  /** Called inside the event's transaction for money that moved, so the affiliate ledger stays exact. */
  onPayment?: (trx: Transaction<DB>, userId: string, event: PaymentEvent, provider: string) => Promise<void>;
  /** Told when a dater's premium starts or ends, to let them know on their devices. */
  onPremiumChange?: (userId: string, premium: boolean) => Promise<void>;
  now?: () => Date;
}

function premiumNow(row: SubscriptionRow | undefined, now: Date): boolean {
  if (!row) return false;
  return isPremium({ subscriptionType: row.subscription_type as SubscriptionType, status: row.status as SubscriptionStatus, currentPeriodEnd: row.current_period_end, cancelledAt: row.cancelled_at },
    now);
}

/** What deleting an account did to the dater's plan; a plan still to cancel goes to the retrying job. */
export type DeletedPlan = { outcome: 'none' | 'cancelled' } | { outcome: 'cancelling'; retry: PlanToCancel };

const notVerified = () => new HttpError(400, SUBSCRIPTION_TEXTS.notVerified, PAYMENT_ERROR_CODES.notVerified);

/**
 * Plans and payments. Premium is only ever granted from a verified provider webhook or from our
 * own server-side lookup of a checkout, never from what the browser says.
 */
export function createSubscriptionService(options: SubscriptionServiceOptions) {
  const { subscriptions, allowance, provider, log } = options;
  const now = options.now ?? (() => new Date());

  async function info(userId: string): Promise<SubscriptionInfo> {
    const at = now();
    const [row, usage] = await Promise.all([subscriptions.find(userId), allowance.usage(userId, monthKey(at))]);
    return describeSubscription(row, usage, at);
  }

  /** Applies a provider-reported change in one transaction; false when it was older than what we have. */
  async function applyChange(userId: string, event: Pick<PaymentEvent, 'change' | 'occurredAt' | 'requestId'> & Partial<PaymentEvent>,
    recordFirst?: Parameters<SubscriptionRepository['recordEvent']>[1])
  {
    const result = await subscriptions.inTransaction(async (trx) => {
      await subscriptions.lockPlanChanges(trx, userId);
      if (recordFirst && !(await subscriptions.recordEvent(trx, recordFirst))) return 'duplicate' as const;
      if (recordFirst && event.payment && options.onPayment) await options.onPayment(trx, userId, event as PaymentEvent, provider.name);
      if (!event.change) return 'recorded' as const;
      const current = await subscriptions.findForUpdate(trx, userId);
      const next = nextSubscriptionState(current, event.change, event.occurredAt, provider.name);
      if (next) await subscriptions.write(trx, userId, next);
      if (event.requestId && event.change.state === 'active') await subscriptions.completeCheckout(trx, event.requestId, event.occurredAt);
      const was = premiumNow(current, now());
      const is = next ? premiumNow({ user_id: userId, ...next }, now()) : was;
      return { outcome: next ? ('applied' as const) : ('superseded' as const), changed: was !== is, premium: is };
    });
    if (typeof result !== 'string' && result.changed) await options.onPremiumChange?.(userId, result.premium);
    return typeof result === 'string' ? result : result.outcome;
  }

  return {
    info,

    async createCheckout(user: SessionUser, plan: PaidPlan): Promise<{ checkoutUrl: string; requestId: string }> {
      if (premiumNow(await subscriptions.find(user.id), now())) throw new HttpError(409, SUBSCRIPTION_TEXTS.alreadyPremium, PAYMENT_ERROR_CODES.alreadyPremium);
      if (!provider.offers(plan)) throw new HttpError(400, SUBSCRIPTION_TEXTS.planUnavailable, PAYMENT_ERROR_CODES.planUnavailable);
      const requestId = `req_${crypto.randomBytes(18).toString('base64url')}`;
      const referrerId = await subscriptions.referrerOf(user.id);
      const email = (await subscriptions.emailOf(user.id)) ?? user.email;
      await subscriptions.insertCheckout({ requestId, userId: user.id, provider: provider.name, plan, referrerId });
      try {
        const created = await provider.createCheckout({ requestId, plan, userId: user.id, email, successUrl: `${options.publicUrl}/subscription/success`, referrerId });
        await subscriptions.setProviderCheckout(requestId, created.checkoutId);
        return { checkoutUrl: created.checkoutUrl, requestId };
      } catch (error) {
        if (!(error instanceof PaymentProviderError)) throw error;
        log.warn({ err: error, provider: provider.name }, 'checkout could not be created');
        throw new HttpError(502, SUBSCRIPTION_TEXTS.upgradeFailed, PAYMENT_ERROR_CODES.providerFailed);
      }
    },

    /**
     * The success page's parameters. They prove nothing alone: the signature must match and the
     * provider must confirm, when asked directly, that this dater's checkout was paid.
     */
    async verifyReturn(user: SessionUser, params: PaymentReturn): Promise<SubscriptionInfo> {
      if (!params.request_id || !params.subscription_id) {
        throw new HttpError(400, SUBSCRIPTION_TEXTS.invalidParameters, PAYMENT_ERROR_CODES.invalidParameters);
      }
      if (!params.checkout_id || !provider.verifyReturnSignature(params)) throw notVerified();
      const checkout = await subscriptions.findCheckout(params.request_id);
      if (!checkout || checkout.user_id !== user.id || checkout.provider !== provider.name) throw notVerified();
      if (checkout.provider_checkout_id && checkout.provider_checkout_id !== params.checkout_id) throw notVerified();
      let lookup;
      try {
        lookup = await provider.lookupCheckout(params.checkout_id);
      } catch (error) {
        if (!(error instanceof PaymentProviderError)) throw error;
        log.warn({ err: error }, 'checkout lookup failed');
        throw notVerified();
      }
      if (!lookup || lookup.status !== 'completed' || lookup.requestId !== params.request_id) throw notVerified();
      if (lookup.subscriptionId && lookup.subscriptionId !== params.subscription_id) throw notVerified();
      await applyChange(user.id, {
        occurredAt: lookup.completedAt ?? now(),
        requestId: params.request_id,
        change: {
          state: 'active',
          plan: lookup.plan ?? (checkout.plan as PaidPlan),
          providerSubscriptionId: lookup.subscriptionId ?? params.subscription_id,
          providerCustomerId: lookup.customerId,
          periodEnd: lookup.periodEnd,
          cancelledAt: null,
        },
      });
      return info(user.id);
    },

    /** Ends premium at the period end: the plan stays active with cancelled_at stamped. */
    async cancel(user: SessionUser): Promise<SubscriptionInfo> {
      const at = now();
      const row = await subscriptions.find(user.id);
      if (!row || !premiumNow(row, at) || row.cancelled_at || !row.provider_subscription_id) {
        throw new HttpError(409, SUBSCRIPTION_TEXTS.nothingToCancel, PAYMENT_ERROR_CODES.nothingToCancel);
      }
      try {
        await provider.cancelSubscription(row.provider_subscription_id, 'period_end');
      } catch (error) {
        if (!(error instanceof PaymentProviderError)) throw error;
        log.warn({ err: error }, 'subscription could not be cancelled at the provider');
        throw new HttpError(502, SUBSCRIPTION_TEXTS.cancelFailed, PAYMENT_ERROR_CODES.providerFailed);
      }
      await applyChange(user.id, {
        occurredAt: at,
        requestId: null,
        change: { state: 'cancel_at_period_end', plan: null, providerSubscriptionId: row.provider_subscription_id, providerCustomerId: null, periodEnd: null, cancelledAt: at },
      });
      return info(user.id);
    },

    /** An operator's immediate cancellation: the provider stops billing and premium ends now. */
    async cancelNow(userId: string): Promise<SubscriptionInfo> {
      const at = now();
      const row = await subscriptions.find(userId);
      if (row?.provider_subscription_id) await provider.cancelSubscription(row.provider_subscription_id, 'immediate');
      await applyChange(userId, {
        occurredAt: at,
        requestId: null,
        change: { state: 'cancelled', plan: null, providerSubscriptionId: row?.provider_subscription_id ?? null, providerCustomerId: null, periodEnd: null, cancelledAt: at },
      });
      return info(userId);
    },

    /**
     * Account deletion (decision 043): a plan that would renew is cancelled at the provider now,
     * 'immediate', before the purge removes the rows that name it. This never fails the deletion:
     * when the provider cannot be reached or refuses, the plan is returned for the job that retries.
     */
    async cancelForDeletion(userId: string): Promise<DeletedPlan> {
      const plan = renewingPlan(await subscriptions.find(userId));
      if (!plan) return { outcome: 'none' };
      // A plan at a provider this deployment no longer uses: the job records that it cannot.
      if (plan.provider !== provider.name) return { outcome: 'cancelling', retry: plan };
      try {
        await provider.cancelSubscription(plan.providerSubscriptionId, 'immediate');
      } catch (error) {
        log.warn({ err: error, ...plan }, `${DELETED_PLAN_LOG} failed; the account is deleted and a job retries the cancellation`);
        return { outcome: 'cancelling', retry: plan };
      }
      log.info(plan, `${DELETED_PLAN_LOG}: cancelled at the provider`);
      return { outcome: 'cancelled' };
    },

    /** A verified webhook event: applied at most once per event id, never over a newer one. */
    /**
     * 'subscription_conflict': the event names one dater and a provider subscription that belongs
     * to another. Nothing is applied or recorded (a retry meets the same answer), and the route
     * answers 409 and logs it for the operator: moving a paid plan between daters on the word of
     * one event would be wrong either way.
     */
    async applyWebhook(event: PaymentEvent): Promise<'applied' | 'duplicate' | 'superseded' | 'recorded' | 'unknown_dater' | 'subscription_conflict'> {
      let userId = event.userId && (await subscriptions.userExists(event.userId)) ? event.userId : null;
      const subscriptionId = event.change?.providerSubscriptionId ?? event.providerSubscriptionId;
      const owner = subscriptionId ? await subscriptions.userForProviderSubscription(provider.name, subscriptionId) : undefined;
      if (userId && owner && owner !== userId) return 'subscription_conflict';
      if (!userId && owner) userId = owner;
      const record = { provider: provider.name, eventId: event.eventId, eventType: event.eventType, userId, amountMinor: event.amountMinor, currency: event.currency };
      // Still recorded, so a retry is recognised, and acknowledged so the provider stops retrying.
      const recordUnknown = async () => ((await subscriptions.inTransaction((trx) => subscriptions.recordEvent(trx, { ...record, userId: null }))) ? 'unknown_dater' : 'duplicate');
      if (!userId) return recordUnknown();
      try {
        return await applyChange(userId, event, record);
      } catch (error) {
        // Two events racing to give one provider subscription to two daters: the second loses.
        if (isUniqueViolation(error)) return 'subscription_conflict';
        // The dater's account was deleted after the check above: the event is one for an unknown dater.
        // Any other missing row (a referrer deleted mid-way) fails the delivery, and the provider's retry applies it.
        if (isForeignKeyViolation(error) && !(await subscriptions.userExists(userId))) return recordUnknown();
        throw error;
      }
    },

    async expireDue(): Promise<number> {
      const expired = await subscriptions.expireDue(now());
      for (const userId of expired) await options.onPremiumChange?.(userId, false);
      return expired.length;
    },
  };
}

export type SubscriptionService = ReturnType<typeof createSubscriptionService>;
