import { expect } from 'vitest';
import { sandboxRedirectSchema, subscriptionInfoSchema, type PaymentReturn, type SubscriptionInfo } from '@kindred/contract';
import { signWebhookBody } from '../../src/adapters/payments/creem-wire.js';
import { deriveSandboxSecret, SANDBOX_SIGNATURE_HEADER } from '../../src/adapters/payments/sandbox/sandbox-provider.js';
import type { Selectable } from 'kysely';
import type { DB } from '../../src/db/schema.js';
import type { TestClient } from './http-client.js';
import type { TestApp } from './test-app.js';

/** The sandbox's signing secret, derived from the test app's session secret as the server does. */
export function sandboxSecret(t: TestApp): string {
  return deriveSandboxSecret(t.config.sessionSecret ?? '');
}

export async function subscriptionOf(client: TestClient): Promise<SubscriptionInfo> {
  const response = await client.get('/api/subscription');
  expect(response.status).toBe(200);
  return subscriptionInfoSchema.parse(await response.json());
}

/** Starts a checkout and pays it on the sandbox page, returning the success redirect's parameters. */
export async function payWithSandbox(client: TestClient): Promise<{ checkoutId: string; params: Required<PaymentReturn> }> {
  const started = await client.post('/api/subscription/create-checkout', { plan: 'premium' });
  expect(started.status).toBe(200);
  const { checkoutUrl } = (await started.json()) as { checkoutUrl: string };
  const checkoutId = new URL(checkoutUrl).pathname.split('/').pop() ?? '';
  const paid = await client.post(`/api/payments/sandbox/checkouts/${checkoutId}/pay`);
  expect(paid.status).toBe(200);
  const { redirectUrl } = sandboxRedirectSchema.parse(await paid.json());
  const query = new URL(redirectUrl, 'http://x').searchParams;
  return { checkoutId, params: Object.fromEntries(query) as Required<PaymentReturn> };
}

/** Posts a webhook body signed the way the sandbox signs it (or with any signature a test picks). */
export function postSandboxWebhook(t: TestApp, body: object | string, signature?: string): Promise<Response> {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  return fetch(`${t.baseUrl}/api/webhooks/sandbox`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature ?? signWebhookBody(raw, sandboxSecret(t)) },
    body: raw,
  });
}

/** Waits for something the worker does in the background, such as delivering a webhook. */
export async function eventually<T>(probe: () => Promise<T>, accept: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (accept(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A provider's subscription object for a paid sandbox checkout, as its webhooks carry it. */
export function sandboxSubscriptionObject(checkout: Selectable<DB['sandbox_checkouts']>, metadata: { user_id: string; request_id: string }, subscriptionId = checkout.subscription_id) {
  return {
    id: subscriptionId,
    object: 'subscription',
    status: 'active',
    product: { id: checkout.product_id },
    customer: { id: checkout.customer_id, email: 'x@example.test' },
    current_period_end_date: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    canceled_at: null,
    metadata,
    last_transaction: { amount: checkout.amount_minor, currency: checkout.currency },
  };
}
