import type { IncomingHttpHeaders } from 'node:http';
import type { PaidPlan, PaymentProvider as PaymentProviderName, PaymentReturn } from '@kindred/contract';

/** What we ask a provider for when a dater presses Upgrade. */
export interface CheckoutRequest {
  /** Our own id for this checkout; the provider echoes it back on the return URL and webhooks. */
  requestId: string;
  plan: PaidPlan;
  userId: string;
  email: string;
  /** Where the provider sends the browser after payment; it appends the signed parameters. */
  successUrl: string;
  /** The affiliate who referred this dater, from our own attribution. */
  referrerId: string | null;
}

export interface CreatedCheckout {
  checkoutId: string;
  checkoutUrl: string;
}

/** What a provider says about a checkout when our server asks it directly. */
export interface CheckoutLookup {
  checkoutId: string;
  requestId: string | null;
  /** Only "completed" means paid. */
  status: 'open' | 'completed' | 'other';
  plan: PaidPlan | null;
  orderId: string | null;
  customerId: string | null;
  subscriptionId: string | null;
  periodEnd: Date | null;
  /** When the provider completed it, so a late lookup cannot override newer webhook events. */
  completedAt: Date | null;
}

/** The plan state a provider reports, in our terms. */
export type SubscriptionState = 'active' | 'cancel_at_period_end' | 'cancelled' | 'expired' | 'paused';

export interface SubscriptionChange {
  state: SubscriptionState;
  plan: PaidPlan | null;
  providerSubscriptionId: string | null;
  providerCustomerId: string | null;
  periodEnd: Date | null;
  cancelledAt: Date | null;
}

/** A webhook event whose signature and age have been checked, translated into our terms. */
export interface PaymentEvent {
  eventId: string;
  /** The provider's own name for it, kept for the record. */
  eventType: string;
  occurredAt: Date;
  /** From the metadata we attached at checkout. */
  userId: string | null;
  requestId: string | null;
  /** Null for events we record but do not act on (refunds, disputes, unknown types). */
  change: SubscriptionChange | null;
  amountMinor: number | null;
  currency: string | null;
  /** The provider's subscription, when the event names one outside a plan change (a refund). */
  providerSubscriptionId?: string;
  /** Money that moved: a charge (first payment or renewal) or a refund. Affiliates earn on these. */
  payment: { kind: 'charge' | 'refund'; amountMinor: number; currency: string } | null;
}

export type WebhookRejection = 'signature' | 'stale' | 'malformed';

/** A webhook that must not be applied. Answered with 400 so the sender sees it was refused. */
export class WebhookRejectedError extends Error {
  override name = 'WebhookRejectedError';
  constructor(readonly reason: WebhookRejection, message: string) {
    super(message);
  }
}

/** A provider call that failed; the dater is told to try again. */
export class PaymentProviderError extends Error {
  override name = 'PaymentProviderError';
}

/**
 * One payment provider. The composition root picks the implementation from PAYMENT_PROVIDER;
 * everything above this interface is the same for the sandbox and a real provider.
 */
export interface PaymentProviderAdapter {
  readonly name: PaymentProviderName;
  /** Whether this deployment sells the plan (a real provider needs a product for it). */
  offers(plan: PaidPlan): boolean;
  createCheckout(request: CheckoutRequest): Promise<CreatedCheckout>;
  /** Checks the signature the provider put on the success redirect. Timing-safe. */
  verifyReturnSignature(params: PaymentReturn): boolean;
  /** Asks the provider about a checkout; null when it does not know it. */
  lookupCheckout(checkoutId: string): Promise<CheckoutLookup | null>;
  /** Verifies a webhook's signature and age and translates it. Throws WebhookRejectedError. */
  parseWebhook(rawBody: Buffer, headers: IncomingHttpHeaders, now: Date): PaymentEvent;
  /** At period end the plan keeps running until its end; immediate ends it now. */
  cancelSubscription(providerSubscriptionId: string, mode: 'period_end' | 'immediate'): Promise<void>;
}
