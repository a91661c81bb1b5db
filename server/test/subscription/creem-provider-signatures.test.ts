import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_RETURN_PARAMS, paymentReturnSchema, type PaymentReturn } from '@kindred/contract';
import { createCreemProvider } from '../../src/adapters/payments/creem-provider.js';
import { WebhookRejectedError, type PaymentEvent, type PaymentProviderAdapter, type WebhookRejection } from '../../src/adapters/payments/payment-provider.js';
import { config, creem, DAY_MS, fake, MAX_AGE_SECONDS, paidCheckout, useFakeCreem } from '../support/creem-provider.js';

// What Creem signs and the Creem adapter verifies: the success redirect and the webhooks.
useFakeCreem();

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
  receiver = await startReceiver(creem);
});
afterAll(async () => {
  await receiver.close();
});

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
