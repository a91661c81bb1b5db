import { describe, expect, it } from 'vitest';
import { createCreemProvider } from '../../src/adapters/payments/creem-provider.js';
import { PaymentProviderError } from '../../src/adapters/payments/payment-provider.js';
import { API_KEY, checkoutRequest, config, creem, DAY_MS, fake, MAX_AGE_SECONDS, paidCheckout, PRODUCTS, useFakeCreem } from '../support/creem-provider.js';

// What the Creem adapter asks of Creem: checkouts, their look-up and cancellations.
useFakeCreem();

async function expectProviderError(promise: Promise<unknown>, message: RegExp): Promise<void> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(PaymentProviderError);
  expect((error as Error).message).toMatch(message);
  expect((error as Error).message).not.toContain(API_KEY);
}

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
