import crypto from 'node:crypto';
import { PAID_PLANS, PLAN_CATALOGUE, type PaidPlan, type PaymentReturn, type SandboxCheckout } from '@kindred/contract';
import type { SandboxPaymentsConfig } from '../../../config/env.js';
import { parseCreemWebhook, signReturnParams, verifyReturnParams } from '../creem-wire.js';
import type { CheckoutLookup, PaymentProviderAdapter } from '../payment-provider.js';
import { checkoutCompletedEvent, sandboxId, subscriptionEvent } from './sandbox-events.js';
import type { SandboxCheckoutRepository, SandboxCheckoutRow } from './sandbox-checkout-repository.js';

export const SANDBOX_SIGNATURE_HEADER = 'sandbox-signature';

export interface SandboxProviderOptions {
  config: SandboxPaymentsConfig;
  store: SandboxCheckoutRepository;
  /** Signs redirects and webhooks; derived from the session secret so every process agrees. */
  secret: string;
  publicUrl: string;
  webhookMaxAgeSeconds: number;
  /** Queues delivery of a signed event to the webhook endpoint. */
  sendWebhook(event: object): Promise<void>;
  now?: () => Date;
}

/** The sandbox's side of the checkout page: what the dater sees and the two buttons. */
export interface SandboxCheckoutPage {
  view(userId: string, checkoutId: string): Promise<SandboxCheckout | null>;
  /** Pays an open checkout; null when it is not this dater's or not open. Returns the signed success redirect. */
  pay(userId: string, checkoutId: string): Promise<string | null>;
  cancel(userId: string, checkoutId: string): Promise<boolean>;
}

export type SandboxProvider = PaymentProviderAdapter & { page: SandboxCheckoutPage };

export function deriveSandboxSecret(sessionSecret: string): string {
  return crypto.createHmac('sha256', sessionSecret).update('kindred sandbox payments').digest('hex');
}

const productId = (plan: PaidPlan) => `sbx_prod_${plan}`;
const planForProduct = (id: string): PaidPlan | null => PAID_PLANS.find((plan) => productId(plan) === id) ?? null;

/**
 * The embedded payment provider. Its checkout page is served by our app and simulates payment;
 * everything after that is what a real provider does: a signed success redirect, a signed webhook
 * delivered over HTTP to our own endpoint, and a lookup our server can ask.
 */
export function createSandboxProvider(options: SandboxProviderOptions): SandboxProvider {
  const { config, store, secret, publicUrl } = options;
  const now = options.now ?? (() => new Date());

  function lookupOf(row: SandboxCheckoutRow): CheckoutLookup {
    return {
      checkoutId: row.id,
      requestId: row.request_id,
      status: row.status === 'paid' ? 'completed' : row.status === 'open' ? 'open' : 'other',
      plan: planForProduct(row.product_id),
      orderId: row.order_id,
      customerId: row.customer_id,
      subscriptionId: row.subscription_id,
      periodEnd: row.period_end,
      completedAt: row.paid_at,
    };
  }

  const page: SandboxCheckoutPage = {
    async view(userId, checkoutId) {
      const row = await store.find(checkoutId);
      if (!row || row.user_id !== userId) return null;
      const plan = planForProduct(row.product_id) ?? 'premium';
      return {
        checkoutId: row.id,
        plan,
        planName: PLAN_CATALOGUE[plan].name,
        amountMinor: row.amount_minor,
        currency: row.currency,
        periodDays: Math.max(1, Math.round(config.billingPeriodSeconds / 86_400)),
        email: row.email,
        status: row.status as SandboxCheckout['status'],
      };
    },

    async pay(userId, checkoutId) {
      const paidAt = now();
      const row = await store.markPaid(checkoutId, userId, {
        orderId: sandboxId('ord'),
        customerId: sandboxId('cust'),
        subscriptionId: sandboxId('sub'),
        periodEnd: new Date(paidAt.getTime() + config.billingPeriodSeconds * 1000),
        paidAt,
      });
      if (!row) return null;
      // As Creem does: the checkout completes, and the subscription's first payment is its own event.
      await options.sendWebhook(checkoutCompletedEvent(row, paidAt));
      await options.sendWebhook(subscriptionEvent(row, 'subscription.paid', 'active', paidAt));
      const params: PaymentReturn = {
        request_id: row.request_id,
        checkout_id: row.id,
        order_id: row.order_id ?? undefined,
        customer_id: row.customer_id ?? undefined,
        subscription_id: row.subscription_id ?? undefined,
        product_id: row.product_id,
      };
      const query = new URLSearchParams({ ...(params as Record<string, string>), signature: signReturnParams(params, secret) });
      const target = new URL(row.success_url);
      return `${target.pathname}?${query.toString()}`;
    },

    cancel: (userId, checkoutId) => store.markCancelled(checkoutId, userId),
  };

  return {
    name: 'sandbox',
    page,
    offers: () => true,

    async createCheckout(request) {
      const id = sandboxId('sbx_ch');
      const price = PLAN_CATALOGUE[request.plan];
      await store.insert({
        id,
        requestId: request.requestId,
        userId: request.userId,
        email: request.email,
        plan: request.plan,
        productId: productId(request.plan),
        amountMinor: price.amountMinor,
        currency: price.currency,
        successUrl: request.successUrl,
        metadata: { user_id: request.userId, request_id: request.requestId, ...(request.referrerId ? { referral_id: request.referrerId } : {}) },
      });
      return { checkoutId: id, checkoutUrl: `${publicUrl}/sandbox-checkout/${id}` };
    },

    verifyReturnSignature: (params) => verifyReturnParams(params, secret),

    async lookupCheckout(checkoutId) {
      const row = await store.find(checkoutId);
      return row ? lookupOf(row) : null;
    },

    parseWebhook: (rawBody, headers, at) => parseCreemWebhook(rawBody, headers, at, { header: SANDBOX_SIGNATURE_HEADER, secret, maxAgeSeconds: options.webhookMaxAgeSeconds, planForProduct }),

    async cancelSubscription(subscriptionId, mode) {
      const at = now();
      const row = await store.setSubscriptionStatus(subscriptionId, mode === 'immediate' ? 'canceled' : 'scheduled_cancel', mode === 'immediate' ? at : undefined);
      if (!row) return;
      const event = mode === 'immediate'
        ? subscriptionEvent(row, 'subscription.canceled', 'canceled', at, at)
        : subscriptionEvent(row, 'subscription.scheduled_cancel', 'scheduled_cancel', at, at);
      await options.sendWebhook(event);
    },
  };
}
