/**
 * The Creem payments adapter pointed at the fake Creem server, for the adapter's own tests: one
 * fake and one adapter per test file, the request log emptied before every test, and the helpers
 * that start and pay checkouts. The bindings are live: read them inside tests, after `beforeAll`.
 */
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { PaidPlan } from '@kindred/contract';
import { startFakeCreem, type FakeCreem } from '../../../fakes/creem-server.js';
import { createCreemProvider } from '../../src/adapters/payments/creem-provider.js';
import type { PaymentProviderAdapter } from '../../src/adapters/payments/payment-provider.js';
import type { CreemPaymentsConfig } from '../../src/config/env.js';

export const API_KEY = 'creem_test_5f1e9b2c7a_secret';
export const WEBHOOK_SECRET = 'whsec_test_8d3a0f';
export const PRODUCTS = { premium: 'prod_kindred_premium', premium_plus: 'prod_kindred_plus' };
export const MAX_AGE_SECONDS = 600;
export const DAY_MS = 24 * 60 * 60 * 1000;

export let fake: FakeCreem;
export let config: CreemPaymentsConfig;
export let creem: PaymentProviderAdapter;

/** Registers the hooks that start the fake and the adapter for the calling test file. */
export function useFakeCreem(): void {
  beforeAll(async () => {
    fake = await startFakeCreem({ apiKey: API_KEY, webhookSecret: WEBHOOK_SECRET, products: Object.values(PRODUCTS) });
    config = { kind: 'creem', apiUrl: fake.url, apiKey: API_KEY, webhookSecret: WEBHOOK_SECRET, products: PRODUCTS };
    creem = createCreemProvider(config, { webhookMaxAgeSeconds: MAX_AGE_SECONDS, timeoutMs: 2_000 });
  });
  afterAll(async () => {
    await fake.close();
  });
  beforeEach(() => {
    fake.requests.length = 0;
  });
}

let counter = 0;
export function checkoutRequest(plan: PaidPlan = 'premium', referrerId: string | null = null) {
  counter += 1;
  return { requestId: `req_test_${counter}`, plan, userId: `user_${counter}`, email: `dater${counter}@example.com`, successUrl: 'https://kindred.example/subscription/success', referrerId };
}

export async function paidCheckout(plan: PaidPlan = 'premium', at = new Date(Date.now() - 60_000)) {
  const request = checkoutRequest(plan);
  const created = await creem.createCheckout(request);
  return { request, created, at, ...fake.completeCheckout(created.checkoutId, { at }) };
}
