import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PAYMENT_RETURN_PARAMS, paymentReturnSchema, type PaidPlan, type PaymentReturn } from '@kindred/contract';
import { startFakeCreem, type FakeCreem } from '../../../fakes/creem-server.js';
import { createCreemProvider } from '../../src/adapters/payments/creem-provider.js';
import { PaymentProviderError, WebhookRejectedError, type PaymentEvent, type PaymentProviderAdapter, type WebhookRejection } from '../../src/adapters/payments/payment-provider.js';
import type { CreemPaymentsConfig } from '../../src/config/env.js';

const API_KEY = 'creem_test_5f1e9b2c7a_secret';
const WEBHOOK_SECRET = 'whsec_test_8d3a0f';
const PRODUCTS = { premium: 'prod_kindred_premium', premium_plus: 'prod_kindred_plus' };
const MAX_AGE_SECONDS = 600;
const DAY_MS = 24 * 60 * 60 * 1000;

let fake: FakeCreem;
let config: CreemPaymentsConfig;
let creem: PaymentProviderAdapter;
let receiver: { url: string; events: PaymentEvent[]; close(): Promise<void> };

/** Our side of a webhook delivery: the raw body and headers as Node hands them over. */
async function startReceiver(adapter: PaymentProviderAdapter): Promise<typeof receiver> {
  const events: PaymentEvent[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      try {
        events.push(adapter.parseWebhook(Buffer.concat(chunks), req.headers, new Date()));
        res.writeHead(200).end();
      } catch (error) {
        res.writeHead(error instanceof WebhookRejectedError ? 400 : 500).end(error instanceof WebhookRejectedError ? error.reason : '');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/webhooks/creem`;
  return { url, events, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

beforeAll(async () => {
  fake = await startFakeCreem({ apiKey: API_KEY, webhookSecret: WEBHOOK_SECRET, products: Object.values(PRODUCTS) });
  config = { kind: 'creem', apiUrl: fake.url, apiKey: API_KEY, webhookSecret: WEBHOOK_SECRET, products: PRODUCTS };
  creem = createCreemProvider(config, { webhookMaxAgeSeconds: MAX_AGE_SECONDS, timeoutMs: 2_000 });
  receiver = await startReceiver(creem);
});
afterAll(async () => {
  await receiver.close();
  await fake.close();
});
beforeEach(() => {
  fake.requests.length = 0;
});

let counter = 0;
function checkoutRequest(plan: PaidPlan = 'premium', referrerId: string | null = null) {
  counter += 1;
  return { requestId: `req_test_${counter}`, plan, userId: `user_${counter}`, email: `dater${counter}@example.com`, successUrl: 'https://kindred.example/subscription/success', referrerId };
}

async function paidCheckout(plan: PaidPlan = 'premium', at = new Date(Date.now() - 60_000)) {
  const request = checkoutRequest(plan);
  const created = await creem.createCheckout(request);
  return { request, created, at, ...fake.completeCheckout(created.checkoutId, { at }) };
}

async function expectProviderError(promise: Promise<unknown>, message: RegExp): Promise<void> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(PaymentProviderError);
  expect((error as Error).message).toMatch(message);
  expect((error as Error).message).not.toContain(API_KEY);
}

function rejection(run: () => unknown): WebhookRejection {
  try {
    run();
  } catch (error) {
    if (error instanceof WebhookRejectedError) return error.reason;
    throw error;
  }
  throw new Error('the webhook was accepted');
}

const signed = (body: string) => ({ 'creem-signature': fake.sign(body) });
const parse = (body: string, headers: http.IncomingHttpHeaders = signed(body), now = new Date()) => creem.parseWebhook(Buffer.from(body), headers, now);

describe('creating a checkout at Creem', () => {
  it('sends the key, the product, the request id, the email and our metadata, and returns the checkout URL', async () => {
    const request = checkoutRequest('premium', 'aff_77');
    const created = await creem.createCheckout(request);

    expect(created.checkoutId).toMatch(/^ch_/);
    expect(created.checkoutUrl).toBe(`${fake.url}/checkout/${created.checkoutId}`);
    const [sent] = fake.requests;
    expect(sent?.method).toBe('POST');
    expect(sent?.path).toBe('/v1/checkouts');
    expect(sent?.headers['x-api-key']).toBe(API_KEY);
    expect(sent?.headers['content-type']).toContain('application/json');
    expect(sent?.json).toEqual({
      product_id: PRODUCTS.premium,
      request_id: request.requestId,
      success_url: request.successUrl,
      customer: { email: request.email },
      metadata: { user_id: request.userId, request_id: request.requestId, referral_id: 'aff_77' },
    });
  });

  it('sells Premium Plus under its own product and leaves referral_id out when nobody referred the dater', async () => {
    const request = checkoutRequest('premium_plus');
    await creem.createCheckout(request);
    const body = fake.requests[0]?.json as { product_id: string; metadata: Record<string, unknown> };
    expect(body.product_id).toBe(PRODUCTS.premium_plus);
    expect(body.metadata).toEqual({ user_id: request.userId, request_id: request.requestId });
  });

  it('offers only the plans that have a product, and never asks Creem for one that has none', async () => {
    const premiumOnly = createCreemProvider({ ...config, products: { premium: PRODUCTS.premium, premium_plus: undefined } }, { webhookMaxAgeSeconds: MAX_AGE_SECONDS });
    expect([creem.offers('premium'), creem.offers('premium_plus')]).toEqual([true, true]);
    expect([premiumOnly.offers('premium'), premiumOnly.offers('premium_plus')]).toEqual([true, false]);
    await expectProviderError(premiumOnly.createCheckout(checkoutRequest('premium_plus')), /No Creem product/);
    expect(fake.requests).toHaveLength(0);
  });

  it('fails plainly on a wrong key, without repeating either key or what Creem said', async () => {
    const wrong = createCreemProvider({ ...config, apiKey: 'creem_wrong_key_31337' }, { webhookMaxAgeSeconds: MAX_AGE_SECONDS });
    const error = await wrong.createCheckout(checkoutRequest()).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect((error as Error).message).toBe('Creem POST /v1/checkouts answered 401.');
    expect(String((error as Error).stack)).not.toContain('creem_wrong_key_31337');
    expect(fake.requests[0]?.headers['x-api-key']).toBe('creem_wrong_key_31337');
  });

  it('turns a failing Creem, a broken body, a missing field, an unknown product and a timeout into PaymentProviderError', async () => {
    fake.failNext(503);
    await expectProviderError(creem.createCheckout(checkoutRequest()), /answered 503/);
    fake.failNext(200, '<html>gateway</html>');
    await expectProviderError(creem.createCheckout(checkoutRequest()), /not JSON/);
    fake.failNext(200, JSON.stringify({ id: 'ch_only_an_id' }));
    await expectProviderError(creem.createCheckout(checkoutRequest()), /checkout_url/);
    const unsold = createCreemProvider({ ...config, products: { premium: 'prod_nobody_sells', premium_plus: undefined } }, { webhookMaxAgeSeconds: MAX_AGE_SECONDS });
    await expectProviderError(unsold.createCheckout(checkoutRequest()), /answered 404/);

    const impatient = createCreemProvider(config, { webhookMaxAgeSeconds: MAX_AGE_SECONDS, timeoutMs: 150 });
    fake.hangNext();
    const started = Date.now();
    await expectProviderError(impatient.createCheckout(checkoutRequest()), /did not answer within 150 ms/);
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});

describe('looking a checkout up at Creem', () => {
  it('reports an unpaid checkout as open, with its request id and plan', async () => {
    const request = checkoutRequest('premium_plus');
    const { checkoutId } = await creem.createCheckout(request);
    const lookup = await creem.lookupCheckout(checkoutId);
    expect(lookup).toEqual({
      checkoutId,
      requestId: request.requestId,
      status: 'open',
      plan: 'premium_plus',
      orderId: null,
      customerId: null,
      subscriptionId: null,
      periodEnd: null,
      completedAt: null,
    });
  });

  it('maps a completed checkout to its plan, order, customer, subscription, period end and completion time', async () => {
    const at = new Date('2026-03-01T10:00:00.000Z');
    const paid = await paidCheckout('premium', at);
    fake.requests.length = 0;

    const lookup = await creem.lookupCheckout(paid.created.checkoutId);

    expect(lookup).toEqual({
      checkoutId: paid.created.checkoutId,
      requestId: paid.request.requestId,
      status: 'completed',
      plan: 'premium',
      orderId: paid.params.order_id,
      customerId: paid.params.customer_id,
      subscriptionId: paid.params.subscription_id,
      periodEnd: new Date(at.getTime() + 30 * DAY_MS),
      completedAt: at,
    });
    expect(lookup?.orderId).toMatch(/^ord_/);
    expect(lookup?.customerId).toMatch(/^cust_/);
    expect(lookup?.subscriptionId).toMatch(/^sub_/);
    const [sent] = fake.requests;
    expect([sent?.method, sent?.path, sent?.query.get('checkout_id'), sent?.headers['x-api-key']]).toEqual(['GET', '/v1/checkouts', paid.created.checkoutId, API_KEY]);
  });

  it('answers null for a checkout Creem does not know, even one whose id tries to smuggle a parameter', async () => {
    expect(await creem.lookupCheckout('ch_never_created')).toBeNull();
    expect(await creem.lookupCheckout('ch_a&checkout_id=ch_b')).toBeNull();
    expect(fake.requests[1]?.query.getAll('checkout_id')).toEqual(['ch_a&checkout_id=ch_b']);
  });

  it('refuses a failing lookup, an answer about another checkout, and a checkout without a status', async () => {
    const { checkoutId } = await creem.createCheckout(checkoutRequest());
    fake.failNext(500);
    await expectProviderError(creem.lookupCheckout(checkoutId), /answered 500/);
    fake.failNext(200, JSON.stringify({ id: 'ch_someone_else', status: 'completed' }));
    await expectProviderError(creem.lookupCheckout(checkoutId), /another checkout/);
    fake.failNext(200, JSON.stringify({ id: checkoutId }));
    await expectProviderError(creem.lookupCheckout(checkoutId), /status/);
  });
});

describe('the signed success redirect', () => {
  it('puts every parameter on the success URL in order, and they verify', async () => {
    const paid = await paidCheckout();
    const url = new URL(paid.returnUrl);
    expect(`${url.origin}${url.pathname}`).toBe('https://kindred.example/subscription/success');
    expect([...url.searchParams.keys()]).toEqual([...PAYMENT_RETURN_PARAMS, 'signature']);
    const params = paymentReturnSchema.parse(Object.fromEntries(url.searchParams));
    expect(params.request_id).toBe(paid.request.requestId);
    expect(params.checkout_id).toBe(paid.created.checkoutId);
    expect(creem.verifyReturnSignature(params)).toBe(true);
  });

  it('does not verify once any parameter is changed or removed', async () => {
    const { params } = await paidCheckout();
    for (const key of PAYMENT_RETURN_PARAMS) {
      expect(creem.verifyReturnSignature({ ...params, [key]: `${params[key]}x` }), `${key} changed`).toBe(false);
      const { [key]: _removed, ...rest } = params;
      expect(creem.verifyReturnSignature(rest), `${key} removed`).toBe(false);
    }
  });

  it('does not verify a changed, truncated, missing or foreign signature', async () => {
    const { params } = await paidCheckout();
    const signature = params.signature ?? '';
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`;
    const variants: PaymentReturn[] = [
      { ...params, signature: flipped },
      { ...params, signature: signature.slice(0, 32) },
      { ...params, signature: undefined },
      { ...params, signature: 'not-a-signature' },
    ];
    for (const variant of variants) expect(creem.verifyReturnSignature(variant)).toBe(false);
    const otherAccount = createCreemProvider({ ...config, apiKey: 'creem_other_account' }, { webhookMaxAgeSeconds: MAX_AGE_SECONDS });
    expect(otherAccount.verifyReturnSignature(params)).toBe(false);
  });
});

describe('Creem webhooks', () => {
  it('accepts a genuine checkout.completed delivered over HTTP and reads the dater, plan, period end and amount', async () => {
    const paid = await paidCheckout('premium_plus');
    receiver.events.length = 0;

    expect(await fake.deliverWebhook(receiver.url, paid.webhookBody)).toBe(200);

    const [event] = receiver.events;
    expect(event).toMatchObject({
      eventId: expect.stringMatching(/^evt_/) as unknown,
      eventType: 'checkout.completed',
      occurredAt: paid.at,
      userId: paid.request.userId,
      requestId: paid.request.requestId,
      amountMinor: 10_499,
      currency: 'ZAR',
    });
    expect(event?.change).toEqual({
      state: 'active',
      plan: 'premium_plus',
      providerSubscriptionId: paid.params.subscription_id,
      providerCustomerId: paid.params.customer_id,
      periodEnd: new Date(paid.at.getTime() + 30 * DAY_MS),
      cancelledAt: null,
    });
  });

  it('refuses a forged signature, a body altered after signing and a missing header, over HTTP too', async () => {
    const { webhookBody, request } = await paidCheckout();
    const forged = crypto.createHmac('sha256', 'whsec_attacker').update(webhookBody).digest('hex');
    expect(rejection(() => parse(webhookBody, { 'creem-signature': forged }))).toBe('signature');
    const altered = webhookBody.replace(request.userId, 'user_attacker');
    expect(altered).not.toBe(webhookBody);
    expect(rejection(() => parse(altered, signed(webhookBody)))).toBe('signature');
    expect(rejection(() => parse(webhookBody, {}))).toBe('signature');
    expect(rejection(() => parse(webhookBody, { 'creem-signature': fake.sign(webhookBody).slice(2) }))).toBe('signature');

    const attacker = await fetch(receiver.url, { method: 'POST', headers: { 'content-type': 'application/json', 'creem-signature': 'ab'.repeat(32) }, body: webhookBody });
    expect([attacker.status, await attacker.text()]).toEqual([400, 'signature']);
  });

  it('refuses events older than the maximum age or dated in the future, and accepts them inside the window', async () => {
    const { params } = await paidCheckout();
    const subscriptionId = params.subscription_id ?? '';
    const now = new Date();
    const at = (offsetMs: number) => fake.subscriptionEvent(subscriptionId, 'subscription.active', { created_at: now.getTime() + offsetMs });
    expect(rejection(() => parse(at(-(MAX_AGE_SECONDS + 1) * 1000), undefined, now))).toBe('stale');
    expect(rejection(() => parse(at(DAY_MS), undefined, now))).toBe('stale');
    expect(parse(at(-(MAX_AGE_SECONDS - 5) * 1000), undefined, now).change?.state).toBe('active');
    expect(parse(at(60_000), undefined, now).change?.state).toBe('active');
  });

  it('refuses a correctly signed body that is not JSON, or not an event', () => {
    expect(rejection(() => parse('{"id": "evt_1", "eventType": '))).toBe('malformed');
    expect(rejection(() => parse(JSON.stringify({ hello: 'world' })))).toBe('malformed');
  });

  it('reads subscription events: a scheduled cancellation and a renewal with its amount', async () => {
    const paid = await paidCheckout();
    const subscriptionId = paid.params.subscription_id ?? '';
    await creem.cancelSubscription(subscriptionId, 'period_end');

    const cancelled = parse(fake.subscriptionEvent(subscriptionId, 'subscription.scheduled_cancel'));
    expect(cancelled.userId).toBe(paid.request.userId);
    expect(cancelled.change).toMatchObject({ state: 'cancel_at_period_end', plan: 'premium', providerSubscriptionId: subscriptionId, periodEnd: new Date(paid.at.getTime() + 30 * DAY_MS) });
    expect(cancelled.change?.cancelledAt).toBeInstanceOf(Date);
    expect(cancelled.amountMinor).toBeNull();

    const renewed = parse(fake.subscriptionEvent(subscriptionId, 'subscription.paid', { last_transaction: { amount: 10_499, currency: 'zar' } }));
    expect([renewed.change?.state, renewed.amountMinor, renewed.currency]).toEqual(['active', 10_499, 'ZAR']);
  });
});

describe('cancelling at Creem', () => {
  it('schedules the cancellation at period end', async () => {
    const { params } = await paidCheckout();
    const subscriptionId = params.subscription_id ?? '';
    fake.requests.length = 0;
    await creem.cancelSubscription(subscriptionId, 'period_end');
    const [sent] = fake.requests;
    expect([sent?.method, sent?.path, sent?.headers['x-api-key'], sent?.json]).toEqual(['POST', `/v1/subscriptions/${subscriptionId}/cancel`, API_KEY, { mode: 'scheduled' }]);
    expect(fake.subscriptions.get(subscriptionId)?.status).toBe('scheduled_cancel');
  });

  it('cancels immediately when asked to', async () => {
    const { params } = await paidCheckout();
    const subscriptionId = params.subscription_id ?? '';
    fake.requests.length = 0;
    await creem.cancelSubscription(subscriptionId, 'immediate');
    expect(fake.requests[0]?.json).toEqual({ mode: 'immediate' });
    expect(fake.subscriptions.get(subscriptionId)?.status).toBe('canceled');
  });

  it('encodes the id into the path and fails on an unknown subscription or a failing Creem', async () => {
    await expectProviderError(creem.cancelSubscription('sub/../../checkouts', 'period_end'), /answered 404/);
    expect(fake.requests[0]?.path).toBe('/v1/subscriptions/sub%2F..%2F..%2Fcheckouts/cancel');
    const { params } = await paidCheckout();
    fake.failNext(502);
    await expectProviderError(creem.cancelSubscription(params.subscription_id ?? '', 'immediate'), /answered 502/);
    expect(fake.subscriptions.get(params.subscription_id ?? '')?.status).toBe('active');
  });
});
