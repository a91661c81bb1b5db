import crypto from 'node:crypto';
import { z } from 'zod';
import { PAYMENT_RETURN_PARAMS, type PaidPlan, type PaymentReturn } from '@kindred/contract';
import { WebhookRejectedError, type PaymentEvent, type SubscriptionChange, type SubscriptionState } from './payment-provider.js';

/**
 * Creem's wire format: the success-redirect signature, the webhook signature and the event
 * shapes. The built-in sandbox speaks the same format with its own secret, so the code that
 * verifies real payments is the code every sandbox payment exercises too.
 */

/** SHA-256 over "key=value|…|salt=secret" of the present parameters, in the given order. */
export function signReturnParams(params: PaymentReturn, secret: string, order: readonly (typeof PAYMENT_RETURN_PARAMS)[number][] = PAYMENT_RETURN_PARAMS): string {
  const parts = order.filter((key) => params[key] !== undefined).map((key) => `${key}=${params[key]}`);
  return crypto.createHash('sha256').update([...parts, `salt=${secret}`].join('|')).digest('hex');
}

/**
 * Creem signs the parameters in the order its redirect carries them, and its documentation shows
 * request_id both first and last. Both orders are accepted; each is an exact, keyed digest, so
 * accepting two does not let a changed value through.
 */
const REQUEST_ID_LAST = [...PAYMENT_RETURN_PARAMS.filter((key) => key !== 'request_id'), 'request_id' as const];

export function verifyReturnParams(params: PaymentReturn, secret: string): boolean {
  const given = params.signature;
  if (!given) return false;
  const first = hexEquals(signReturnParams(params, secret), given);
  const last = hexEquals(signReturnParams(params, secret, REQUEST_ID_LAST), given);
  return first || last;
}

/** HMAC-SHA256 of the raw body, hex, as sent in the creem-signature header. */
export function signWebhookBody(rawBody: Buffer | string, secret: string): string {
  return crypto.createHmac('sha256', secret).update(rawBody).digest('hex');
}

/** Compares two hex digests in constant time; anything that is not hex of the right length fails. */
export function hexEquals(expected: string, given: string): boolean {
  if (!/^[0-9a-f]+$/i.test(given) || given.length !== expected.length) return false;
  return crypto.timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(given.toLowerCase(), 'hex'));
}

/**
 * What the ledger columns hold: an amount in minor units that fits a 32-bit integer and an ISO 4217
 * code. An event outside them is refused as malformed (400) instead of failing the write (500).
 */
const minorAmount = z.number().int().min(0).max(2_147_483_647);
const currencyCode = z.string().regex(/^[A-Za-z]{3}$/);

const idOrObject = z.union([z.string(), z.object({ id: z.string() }).loose()]).optional().nullable();
const metadataSchema = z.record(z.string(), z.unknown()).optional().nullable();

const subscriptionObjectSchema = z
  .object({
    id: z.string(),
    status: z.string(),
    product: idOrObject,
    customer: idOrObject,
    current_period_end_date: z.string().optional().nullable(),
    canceled_at: z.string().optional().nullable(),
    metadata: metadataSchema,
    last_transaction: z.object({ amount: minorAmount.optional(), currency: currencyCode.optional() }).loose().optional().nullable(),
  })
  .loose();

const checkoutObjectSchema = z
  .object({
    id: z.string(),
    request_id: z.string().optional().nullable(),
    status: z.string().optional(),
    product: idOrObject,
    customer: idOrObject,
    order: z.object({ id: z.string(), amount: minorAmount.optional(), currency: currencyCode.optional() }).loose().optional().nullable(),
    subscription: subscriptionObjectSchema.optional().nullable(),
    metadata: metadataSchema,
  })
  .loose();

export const creemEventSchema = z.object({
  id: z.string().min(1).max(200),
  eventType: z.string().min(1).max(100),
  /** Milliseconds since the epoch. */
  created_at: z.number().int().positive(),
  object: z.record(z.string(), z.unknown()),
});
export type CreemEvent = z.infer<typeof creemEventSchema>;
export type CreemCheckoutObject = z.infer<typeof checkoutObjectSchema>;
export type CreemSubscriptionObject = z.infer<typeof subscriptionObjectSchema>;

const FUTURE_SKEW_MS = 5 * 60 * 1000;

export interface WebhookVerification {
  header: string;
  secret: string;
  maxAgeSeconds: number;
  planForProduct(productId: string): PaidPlan | null;
}

/** Verifies signature and age, then translates a Creem-format event. Throws WebhookRejectedError. */
export function parseCreemWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>, now: Date, verification: WebhookVerification): PaymentEvent {
  const given = headers[verification.header];
  if (typeof given !== 'string' || !hexEquals(signWebhookBody(rawBody, verification.secret), given)) {
    throw new WebhookRejectedError('signature', 'The webhook signature does not match.');
  }
  const text = rawBody.toString('utf8');
  // PostgreSQL text cannot hold NUL, so an event carrying one could never be stored.
  if (text.includes('\\u0000')) throw new WebhookRejectedError('malformed', 'The webhook body holds a NUL character.');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new WebhookRejectedError('malformed', 'The webhook body is not JSON.');
  }
  const event = creemEventSchema.safeParse(json);
  if (!event.success) throw new WebhookRejectedError('malformed', 'The webhook body is not an event.');
  const occurredAt = new Date(event.data.created_at);
  const age = now.getTime() - occurredAt.getTime();
  if (age > verification.maxAgeSeconds * 1000) throw new WebhookRejectedError('stale', 'The webhook event is too old.');
  if (age < -FUTURE_SKEW_MS) throw new WebhookRejectedError('stale', 'The webhook event is dated in the future.');
  return translate(event.data, occurredAt, verification.planForProduct);
}

function refId(value: z.infer<typeof idOrObject>): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

function metaString(metadata: Record<string, unknown> | null | undefined, key: string): string | null {
  const value = metadata?.[key];
  return typeof value === 'string' && value.length > 0 ? value : null;
}

function date(value: string | null | undefined): Date | null {
  if (!value) return null;
  const parsed = new Date(value);
  return Number.isNaN(parsed.getTime()) ? null : parsed;
}

const STATE_BY_STATUS: Record<string, SubscriptionState> = {
  active: 'active',
  trialing: 'active',
  paid: 'active',
  scheduled_cancel: 'cancel_at_period_end',
  canceled: 'cancelled',
  cancelled: 'cancelled',
  expired: 'expired',
  paused: 'paused',
  unpaid: 'paused',
};

function subscriptionChange(sub: CreemSubscriptionObject, planForProduct: WebhookVerification['planForProduct'], fallbackState?: SubscriptionState): SubscriptionChange | null {
  const state = STATE_BY_STATUS[sub.status] ?? fallbackState;
  if (!state) return null;
  const productId = refId(sub.product);
  return {
    state,
    plan: productId ? planForProduct(productId) : null,
    providerSubscriptionId: sub.id,
    providerCustomerId: refId(sub.customer),
    periodEnd: date(sub.current_period_end_date),
    cancelledAt: date(sub.canceled_at),
  };
}

function translate(event: CreemEvent, occurredAt: Date, planForProduct: WebhookVerification['planForProduct']): PaymentEvent {
  const base = { eventId: event.id, eventType: event.eventType, occurredAt };
  if (event.eventType === 'checkout.completed') {
    const checkout = checkoutObjectSchema.safeParse(event.object);
    if (!checkout.success) throw new WebhookRejectedError('malformed', 'The checkout in the webhook is malformed.');
    const c = checkout.data;
    const productId = refId(c.product);
    const sub = c.subscription ? subscriptionChange(c.subscription, planForProduct, 'active') : null;
    return {
      ...base,
      userId: metaString(c.metadata, 'user_id'),
      requestId: c.request_id ?? metaString(c.metadata, 'request_id'),
      change: sub ?? {
        state: 'active',
        plan: productId ? planForProduct(productId) : null,
        providerSubscriptionId: null,
        providerCustomerId: refId(c.customer),
        periodEnd: null,
        cancelledAt: null,
      },
      amountMinor: c.order?.amount ?? null,
      currency: c.order?.currency?.toUpperCase() ?? null,
      // The first charge of a subscription also arrives as subscription.paid, which is where it counts.
      payment: null,
    };
  }
  if (event.eventType.startsWith('subscription.')) {
    const parsed = subscriptionObjectSchema.safeParse(event.object);
    if (!parsed.success) throw new WebhookRejectedError('malformed', 'The subscription in the webhook is malformed.');
    const sub = parsed.data;
    const paid = event.eventType === 'subscription.paid';
    return {
      ...base,
      userId: metaString(sub.metadata, 'user_id'),
      requestId: metaString(sub.metadata, 'request_id'),
      change: subscriptionChange(sub, planForProduct),
      amountMinor: paid ? (sub.last_transaction?.amount ?? null) : null,
      currency: paid ? (sub.last_transaction?.currency?.toUpperCase() ?? null) : null,
      payment: paid ? charge(sub.last_transaction?.amount, sub.last_transaction?.currency) : null,
    };
  }
  if (event.eventType === 'refund.created') return translateRefund(event, base);
  // Disputes and anything newer are recorded but change nothing here.
  return { ...base, userId: metaString(event.object.metadata as Record<string, unknown> | undefined, 'user_id'), requestId: null, change: null, amountMinor: null, currency: null, payment: null };
}

function charge(amount: number | undefined, currency: string | undefined): PaymentEvent['payment'] {
  return amount !== undefined && amount > 0 && currency ? { kind: 'charge', amountMinor: amount, currency: currency.toUpperCase() } : null;
}

const refundObjectSchema = z
  .object({
    refund_amount: minorAmount,
    refund_currency: currencyCode,
    metadata: metadataSchema,
    subscription: z.union([z.string(), z.object({ id: z.string(), metadata: metadataSchema }).loose()]).optional().nullable(),
    checkout: z.union([z.string(), z.object({ id: z.string(), metadata: metadataSchema }).loose()]).optional().nullable(),
  })
  .loose();

/** A refund: the dater is found through the metadata of the subscription or checkout it refers to. */
function translateRefund(event: CreemEvent, base: Pick<PaymentEvent, 'eventId' | 'eventType' | 'occurredAt'>): PaymentEvent {
  const parsed = refundObjectSchema.safeParse(event.object);
  if (!parsed.success) throw new WebhookRejectedError('malformed', 'The refund in the webhook is malformed.');
  const refund = parsed.data;
  const nested = (value: typeof refund.subscription) => (value && typeof value === 'object' ? value.metadata : undefined);
  const userId = metaString(refund.metadata, 'user_id') ?? metaString(nested(refund.subscription), 'user_id') ?? metaString(nested(refund.checkout), 'user_id');
  const subscriptionId = refund.subscription ? (typeof refund.subscription === 'string' ? refund.subscription : refund.subscription.id) : null;
  const currency = refund.refund_currency.toUpperCase();
  return {
    ...base,
    userId,
    requestId: null,
    // No plan change: a refund alone does not end the plan; the provider says so separately.
    change: null,
    amountMinor: refund.refund_amount,
    currency,
    payment: refund.refund_amount > 0 ? { kind: 'refund', amountMinor: refund.refund_amount, currency } : null,
    ...(subscriptionId ? { providerSubscriptionId: subscriptionId } : {}),
  };
}
