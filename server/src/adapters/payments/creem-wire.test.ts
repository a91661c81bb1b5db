import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hexEquals, parseCreemWebhook, signReturnParams, verifyReturnParams, type WebhookVerification } from './creem-wire.js';
import type { PaymentEvent } from './payment-provider.js';

describe('signReturnParams', () => {
  const all = { request_id: 'req_42', checkout_id: 'ch_7', order_id: 'ord_9', customer_id: 'cust_3', subscription_id: 'sub_5', product_id: 'prod_1' };

  it('matches a vector computed outside the code: sha256 of the joined parameters and the salt', () => {
    // printf '%s' 'request_id=req_42|checkout_id=ch_7|order_id=ord_9|customer_id=cust_3|subscription_id=sub_5|product_id=prod_1|salt=creem_test_key' | sha256sum
    expect(signReturnParams(all, 'creem_test_key')).toBe('c605a4326f56f7088df28e3fea721767af09a6c440aecd8ba2500cbc0b4dcbc0');
  });

  it('leaves absent parameters out instead of signing them as empty', () => {
    // printf '%s' 'checkout_id=ch_7|product_id=prod_1|salt=creem_test_key' | sha256sum
    expect(signReturnParams({ product_id: 'prod_1', checkout_id: 'ch_7' }, 'creem_test_key')).toBe('e4cd32c07423fe636cfe9b5a89fe13f6dddd89f901f77d250b5250eff3fc2d36');
  });

  it('signs in the fixed parameter order whatever order the object has', () => {
    const reversed = Object.fromEntries(Object.entries(all).reverse());
    expect(signReturnParams(reversed, 'creem_test_key')).toBe('c605a4326f56f7088df28e3fea721767af09a6c440aecd8ba2500cbc0b4dcbc0');
  });

  it('verifies only with a signature that matches the key', () => {
    const signature = 'c605a4326f56f7088df28e3fea721767af09a6c440aecd8ba2500cbc0b4dcbc0';
    expect(verifyReturnParams({ ...all, signature }, 'creem_test_key')).toBe(true);
    expect(verifyReturnParams({ ...all, signature }, 'creem_other_key')).toBe(false);
    expect(verifyReturnParams(all, 'creem_test_key')).toBe(false);
  });
});

describe('hexEquals', () => {
  const digest = crypto.createHash('sha256').update('kindred').digest('hex');

  it('accepts the same digest in either case', () => {
    expect(hexEquals(digest, digest)).toBe(true);
    expect(hexEquals(digest, digest.toUpperCase())).toBe(true);
  });

  it('refuses a different length, without throwing as timingSafeEqual would', () => {
    expect(hexEquals(digest, digest.slice(0, -2))).toBe(false);
    expect(hexEquals(digest, `${digest}00`)).toBe(false);
    expect(hexEquals(digest, '')).toBe(false);
  });

  it('refuses anything that is not hex, even at the right length', () => {
    expect(hexEquals(digest, `${digest.slice(0, -1)}g`)).toBe(false);
    expect(hexEquals(digest, ' '.repeat(digest.length))).toBe(false);
    expect(hexEquals(digest, `${digest.slice(0, -1)}\u00e9`)).toBe(false);
  });

  it('refuses a digest that differs in one character', () => {
    const last = digest.at(-1) === 'a' ? 'b' : 'a';
    expect(hexEquals(digest, `${digest.slice(0, -1)}${last}`)).toBe(false);
  });
});

describe('parseCreemWebhook', () => {
  const secret = 'whsec_unit';
  const now = new Date('2026-05-10T12:00:00.000Z');
  const verification: WebhookVerification = {
    header: 'creem-signature',
    secret,
    maxAgeSeconds: 3600,
    planForProduct: (id) => (id === 'prod_p' ? 'premium' : id === 'prod_pp' ? 'premium_plus' : null),
  };

  function deliver(eventType: string, object: Record<string, unknown>): PaymentEvent {
    const body = Buffer.from(JSON.stringify({ id: 'evt_1', eventType, created_at: now.getTime() - 1000, object }));
    return parseCreemWebhook(body, { 'creem-signature': crypto.createHmac('sha256', secret).update(body).digest('hex') }, now, verification);
  }

  const subscription = (status: string) => ({
    id: 'sub_1',
    object: 'subscription',
    status,
    product: { id: 'prod_pp' },
    customer: 'cust_1',
    current_period_end_date: '2026-06-09T12:00:00.000Z',
    canceled_at: null,
    metadata: { user_id: 'user_1', request_id: 'req_1' },
  });

  it.each([
    ['active', 'active'],
    ['trialing', 'active'],
    ['scheduled_cancel', 'cancel_at_period_end'],
    ['canceled', 'cancelled'],
    ['expired', 'expired'],
    ['paused', 'paused'],
    ['unpaid', 'paused'],
  ])('translates a subscription in status %s to %s', (status, state) => {
    const event = deliver('subscription.update', subscription(status));
    expect(event.change).toEqual({
      state,
      plan: 'premium_plus',
      providerSubscriptionId: 'sub_1',
      providerCustomerId: 'cust_1',
      periodEnd: new Date('2026-06-09T12:00:00.000Z'),
      cancelledAt: null,
    });
    expect([event.userId, event.requestId, event.amountMinor]).toEqual(['user_1', 'req_1', null]);
  });

  it('records a subscription in a status it does not know without changing anything', () => {
    expect(deliver('subscription.update', subscription('incomplete_expired')).change).toBeNull();
  });

  it('turns a refund into a refund payment, finding the dater through its subscription', () => {
    const event = deliver('refund.created', { id: 'ref_1', refund_amount: 10_499, refund_currency: 'zar', subscription: { id: 'sub_1', metadata: { user_id: 'user_4' } } });
    expect(event).toMatchObject({ userId: 'user_4', change: null, providerSubscriptionId: 'sub_1', payment: { kind: 'refund', amountMinor: 10_499, currency: 'ZAR' } });
    expect(() => deliver('refund.created', { id: 'ref_2', metadata: { user_id: 'user_4' } })).toThrow(/malformed/);
  });

  it('takes a charge from subscription.paid only', () => {
    expect(deliver('subscription.paid', { ...subscription('active'), last_transaction: { amount: 500, currency: 'zar' } }).payment).toEqual({ kind: 'charge', amountMinor: 500, currency: 'ZAR' });
    expect(deliver('subscription.active', { ...subscription('active'), last_transaction: { amount: 500, currency: 'zar' } }).payment).toBeNull();
  });

  it.each(['dispute.created', 'customer.updated', 'something.new'])('records %s without a change, keeping the dater from the metadata', (eventType) => {
    const event = deliver(eventType, { id: 'obj_1', metadata: { user_id: 'user_9' } });
    expect(event).toMatchObject({ eventType, userId: 'user_9', requestId: null, change: null, amountMinor: null, currency: null });
  });

  it('takes the amount only from a renewal, in upper-case currency', () => {
    const paid = deliver('subscription.paid', { ...subscription('active'), last_transaction: { amount: 19_999, currency: 'zar' } });
    expect([paid.amountMinor, paid.currency]).toEqual([19_999, 'ZAR']);
    const updated = deliver('subscription.update', { ...subscription('active'), last_transaction: { amount: 19_999, currency: 'zar' } });
    expect([updated.amountMinor, updated.currency]).toEqual([null, null]);
  });

  it('makes a one-off checkout without a subscription an active plan of its product', () => {
    const event = deliver('checkout.completed', { id: 'ch_1', request_id: 'req_7', product: 'prod_p', customer: { id: 'cust_2' }, order: { id: 'ord_1', amount: 10_499, currency: 'zar' },
      metadata: { user_id: 'user_2' } });
    expect(event.change).toEqual({ state: 'active', plan: 'premium', providerSubscriptionId: null, providerCustomerId: 'cust_2', periodEnd: null, cancelledAt: null });
    expect([event.userId, event.requestId, event.amountMinor, event.currency]).toEqual(['user_2', 'req_7', 10_499, 'ZAR']);
  });
});

describe('return signature order', () => {
  it('accepts request_id signed last as well as first, and nothing else', () => {
    const params = { request_id: 'req_1', checkout_id: 'ch_1', order_id: 'ord_1', customer_id: 'cust_1', subscription_id: 'sub_1', product_id: 'prod_1' };
    const last = crypto.createHash('sha256').update('checkout_id=ch_1|order_id=ord_1|customer_id=cust_1|subscription_id=sub_1|product_id=prod_1|request_id=req_1|salt=k').digest('hex');
    const shuffled = crypto.createHash('sha256').update('order_id=ord_1|checkout_id=ch_1|customer_id=cust_1|subscription_id=sub_1|product_id=prod_1|request_id=req_1|salt=k').digest('hex');
    expect(verifyReturnParams({ ...params, signature: last }, 'k')).toBe(true);
    expect(verifyReturnParams({ ...params, signature: shuffled }, 'k')).toBe(false);
    expect(verifyReturnParams({ ...params, request_id: 'req_2', signature: last }, 'k')).toBe(false);
  });
});
