import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCheckoutResponseSchema, PAYMENT_ERROR_CODES, type PaymentReturn } from '@kindred/contract';
import { startFakeCreem, type FakeCreem } from '../../../fakes/creem-server.js';
import { signReturnParams } from '../../src/adapters/payments/creem-wire.js';
import { TestClient, uniqueEmail } from '../support/http-client.js';
import { subscriptionOf } from '../support/payments.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/** The whole app configured for Creem, talking to the fake Creem API over real HTTP. */
let fake: FakeCreem;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeCreem({ products: ['prod_app_premium'] });
  t = await startTestApp({
    PAYMENT_PROVIDER: 'creem',
    CREEM_API_URL: fake.url,
    CREEM_API_KEY: fake.settings.apiKey,
    CREEM_WEBHOOK_SECRET: fake.settings.webhookSecret,
    CREEM_PRODUCT_PREMIUM: 'prod_app_premium',
  });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

async function checkout() {
  const client = new TestClient(t.baseUrl);
  const email = uniqueEmail('creem');
  await client.signUp(email);
  const response = await client.post('/api/subscription/create-checkout', { plan: 'premium' });
  expect(response.status).toBe(200);
  const body = createCheckoutResponseSchema.parse(await response.json());
  const checkoutId = [...fake.checkouts.keys()].find((id) => fake.checkouts.get(id)?.request_id === body.requestId);
  if (!checkoutId) throw new Error('the fake never saw the checkout');
  return { client, email, body, checkoutId };
}

const paramsOf = (url: string) => Object.fromEntries(new URL(url).searchParams) as PaymentReturn;

describe('Creem', () => {
  it('creates the checkout at Creem with the key, product, request id, e-mail and metadata, and sends the browser there', async () => {
    const { email, body, checkoutId } = await checkout();
    expect(body.checkoutUrl).toBe(`${fake.url}/checkout/${checkoutId}`);
    const sent = fake.requests.find((r) => r.method === 'POST' && r.path === '/v1/checkouts' && (r.json as { request_id?: string }).request_id === body.requestId);
    expect(sent?.headers['x-api-key']).toBe(fake.settings.apiKey);
    expect(sent?.json).toMatchObject({ product_id: 'prod_app_premium', success_url: `${t.baseUrl}/subscription/success`, customer: { email }, metadata: { request_id: body.requestId } });
  });

  it('grants premium from a signed checkout.completed webhook and applies a redelivery once', async () => {
    const { client, checkoutId } = await checkout();
    const completed = fake.completeCheckout(checkoutId);
    expect(await fake.deliverWebhook(`${t.baseUrl}/api/webhooks/creem`, completed.webhookBody)).toBe(200);
    expect(await fake.deliverWebhook(`${t.baseUrl}/api/webhooks/creem`, completed.webhookBody)).toBe(200);
    expect(await subscriptionOf(client)).toMatchObject({ premium: true, subscriptionType: 'premium', canCancel: true });
    const events = await t.database.db.selectFrom('payment_events').selectAll().where('provider', '=', 'creem').where('event_type', '=', 'checkout.completed').execute();
    expect(events.filter((e) => e.event_id === JSON.parse(completed.webhookBody).id)).toHaveLength(1);
    expect(events.find((e) => e.event_id === JSON.parse(completed.webhookBody).id)).toMatchObject({ amount_minor: 10_499, currency: 'ZAR' });
  });

  it('refuses a webhook signed with the wrong secret', async () => {
    const { client, checkoutId } = await checkout();
    const completed = fake.completeCheckout(checkoutId);
    const response = await fetch(`${t.baseUrl}/api/webhooks/creem`, { method: 'POST', headers: { 'content-type': 'application/json', 'creem-signature': 'a'.repeat(64) },
      body: completed.webhookBody });
    expect(response.status).toBe(400);
    expect((await subscriptionOf(client)).premium).toBe(false);
  });

  it('grants premium from the verified return URL after looking the checkout up at Creem', async () => {
    const { client, checkoutId } = await checkout();
    const completed = fake.completeCheckout(checkoutId);
    const response = await client.post('/api/subscription/verify-return', paramsOf(completed.returnUrl));
    expect(response.status).toBe(200);
    expect(fake.requests.some((r) => r.method === 'GET' && r.path === '/v1/checkouts' && r.query.get('checkout_id') === checkoutId)).toBe(true);
    expect((await subscriptionOf(client)).premium).toBe(true);
  });

  it('grants nothing for a tampered return URL or one whose checkout Creem has not completed', async () => {
    const { client, checkoutId } = await checkout();
    const completed = fake.completeCheckout(checkoutId);
    const tampered = { ...paramsOf(completed.returnUrl), subscription_id: 'sub_someone_else' };
    expect((await client.post('/api/subscription/verify-return', tampered)).status).toBe(400);

    const second = await checkout();
    const unpaid: PaymentReturn = { request_id: second.body.requestId, checkout_id: second.checkoutId, subscription_id: 'sub_x' };
    // Even correctly signed (a leaked key), an unpaid checkout is refused by the lookup.
    const response = await second.client.post('/api/subscription/verify-return', { ...unpaid, signature: signReturnParams(unpaid, fake.settings.apiKey) });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: PAYMENT_ERROR_CODES.notVerified });
    expect((await subscriptionOf(client)).premium).toBe(false);
    expect((await subscriptionOf(second.client)).premium).toBe(false);
  });

  it('cancels at Creem at the period end, and follows the later webhooks to expiry', async () => {
    const { client, checkoutId } = await checkout();
    const completed = fake.completeCheckout(checkoutId);
    await client.post('/api/subscription/verify-return', paramsOf(completed.returnUrl));
    expect((await client.post('/api/subscription/cancel')).status).toBe(200);
    const subscriptionId = paramsOf(completed.returnUrl).subscription_id ?? '';
    const cancel = fake.requests.find((r) => r.method === 'POST' && r.path === `/v1/subscriptions/${subscriptionId}/cancel`);
    expect(cancel?.json).toEqual({ mode: 'scheduled' });
    expect(await subscriptionOf(client)).toMatchObject({ premium: true, canCancel: false });

    const expired = fake.subscriptionEvent(subscriptionId, 'subscription.expired', { created_at: Date.now() + 1000 });
    expect(await fake.deliverWebhook(`${t.baseUrl}/api/webhooks/creem`, expired)).toBe(200);
    expect(await subscriptionOf(client)).toMatchObject({ premium: false, subscriptionType: 'free', status: 'expired' });
  });

  it('tells the dater to try again when Creem fails, without a 5xx of our own', async () => {
    const client = new TestClient(t.baseUrl);
    await client.signUp(uniqueEmail('creem-down'));
    fake.failNext(500);
    const response = await client.post('/api/subscription/create-checkout', {});
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ code: PAYMENT_ERROR_CODES.providerFailed, message: 'Failed to start upgrade process. Please try again.' });
    expect((await client.post('/api/subscription/create-checkout', { plan: 'premium_plus' })).status).toBe(400);
    expect((await client.post('/api/webhooks/sandbox', {})).status).toBe(404);
  });
});
