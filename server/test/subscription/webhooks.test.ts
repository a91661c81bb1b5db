import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signWebhookBody } from '../../src/adapters/payments/creem-wire.js';
import { TestClient, uniqueEmail } from '../support/http-client.js';
import { postSandboxWebhook, sandboxSecret, subscriptionOf } from '../support/payments.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { pino } from 'pino';
import { composeSubscription } from '../../src/composition/subscription.js';
import { createRepositories } from '../../src/composition/repositories.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ PAYMENT_WEBHOOK_MAX_AGE_SECONDS: '600' });
});
afterAll(async () => {
  await t.close();
});

let counter = 0;
const DAY = 86_400_000;

async function dater() {
  const client = new TestClient(t.baseUrl);
  await client.signUp(uniqueEmail('hooked'));
  const me = (await (await client.get('/api/me')).json()) as { user: { id: string } };
  return { client, userId: me.user.id };
}

/** A subscription event in the provider's format, for one dater's subscription. */
function event(userId: string, eventType: string, status: string, options: { at?: number; periodEnd?: number; subscriptionId?: string; id?: string } = {}) {
  counter += 1;
  return {
    id: options.id ?? `evt_test_${process.pid}_${counter}`,
    eventType,
    created_at: options.at ?? Date.now(),
    object: {
      id: options.subscriptionId ?? `sub_${userId}`,
      object: 'subscription',
      status,
      product: { id: 'sbx_prod_premium' },
      customer: { id: `cust_${userId}` },
      current_period_end_date: new Date(options.periodEnd ?? Date.now() + 30 * DAY).toISOString(),
      canceled_at: null,
      metadata: { user_id: userId },
    },
  };
}

async function outcomeOf(response: Promise<Response>): Promise<string> {
  const body = (await (await response).json()) as { outcome: string };
  return body.outcome;
}

async function rowOf(userId: string) {
  return t.database.db.selectFrom('subscriptions').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

describe('webhook signatures', () => {
  it('applies a genuine event', async () => {
    const { client, userId } = await dater();
    const response = await postSandboxWebhook(t, event(userId, 'subscription.active', 'active'));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true, outcome: 'applied' });
    expect(await subscriptionOf(client)).toMatchObject({ premium: true, subscriptionType: 'premium' });
  });

  it.each([
    ['a forged signature', (body: string) => ({ body, signature: 'f'.repeat(64) })],
    ['no signature', (body: string) => ({ body, signature: '' })],
    ['a signature that is not hex', (body: string) => ({ body, signature: 'not-hex' })],
    ['a signature made with another secret', (body: string) => ({ body, signature: signWebhookBody(body, 'another-secret') })],
    ['a body changed after signing', (body: string) => ({ body: body.replace('"active"', '"paused"'), signature: signWebhookBody(body, sandboxSecret(t)) })],
  ])('refuses %s with 400 and changes nothing', async (_label, make) => {
    const { userId } = await dater();
    const forged = make(JSON.stringify(event(userId, 'subscription.active', 'active')));
    const response = await postSandboxWebhook(t, forged.body, forged.signature);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'WEBHOOK_SIGNATURE' });
    expect(await rowOf(userId)).toBeUndefined();
  });

  it('refuses a stale event even with a valid signature, and one dated in the future', async () => {
    const { userId } = await dater();
    const stale = await postSandboxWebhook(t, event(userId, 'subscription.active', 'active', { at: Date.now() - 11 * 60_000 }));
    expect(stale.status).toBe(400);
    expect(await stale.json()).toMatchObject({ code: 'WEBHOOK_STALE' });
    const future = await postSandboxWebhook(t, event(userId, 'subscription.active', 'active', { at: Date.now() + 60 * 60_000 }));
    expect(future.status).toBe(400);
    expect(await rowOf(userId)).toBeUndefined();
  });

  it('refuses a signed body that is not an event, and answers unknown providers with 404', async () => {
    expect((await postSandboxWebhook(t, 'not json')).status).toBe(400);
    expect((await postSandboxWebhook(t, { hello: 'world' })).status).toBe(400);
    const creem = await fetch(`${t.baseUrl}/api/webhooks/creem`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(creem.status).toBe(404);
  });

  it('is reachable without a session or a same-site origin, as providers call it', async () => {
    const { userId } = await dater();
    const raw = JSON.stringify(event(userId, 'subscription.active', 'active'));
    const response = await fetch(`${t.baseUrl}/api/webhooks/sandbox`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://provider.example', 'sandbox-signature': signWebhookBody(raw, sandboxSecret(t)) },
      body: raw,
    });
    expect(response.status).toBe(200);
  });
});

describe('delivery semantics', () => {
  it('applies a replayed event once', async () => {
    const { userId } = await dater();
    const activation = event(userId, 'subscription.active', 'active');
    expect(await outcomeOf(postSandboxWebhook(t, activation))).toBe('applied');
    // The dater cancels; then the provider retries the old activation with the same id.
    expect(await outcomeOf(postSandboxWebhook(t, event(userId, 'subscription.scheduled_cancel', 'scheduled_cancel', { at: Date.now() + 1 })))).toBe('applied');
    const replay = await postSandboxWebhook(t, activation);
    expect(replay.status).toBe(200);
    expect(await outcomeOf(Promise.resolve(replay))).toBe('duplicate');
    expect((await rowOf(userId))?.cancelled_at).not.toBeNull();
    const recorded = await t.database.db.selectFrom('payment_events').select('event_id').where('event_id', '=', activation.id).execute();
    expect(recorded).toHaveLength(1);
  });

  it('applies an event delivered several times at once exactly once', async () => {
    const { userId } = await dater();
    const activation = event(userId, 'subscription.active', 'active');
    const outcomes = await Promise.all(Array.from({ length: 6 }, () => outcomeOf(postSandboxWebhook(t, activation))));
    expect(outcomes.filter((o) => o === 'applied')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'duplicate')).toHaveLength(5);
  });

  it('converges to the newest state when events arrive out of order', async () => {
    const { client, userId } = await dater();
    const base = Date.now() - 60_000;
    const activated = event(userId, 'subscription.active', 'active', { at: base });
    const renewed = event(userId, 'subscription.paid', 'active', { at: base + 10_000, periodEnd: Date.now() + 60 * DAY });
    const expired = event(userId, 'subscription.expired', 'expired', { at: base + 20_000 });
    for (const e of [expired, activated, renewed]) expect((await postSandboxWebhook(t, e)).status).toBe(200);
    expect(await rowOf(userId)).toMatchObject({ status: 'expired', subscription_type: 'free' });
    expect((await subscriptionOf(client)).premium).toBe(false);

    const { client: other, userId: otherId } = await dater();
    for (const e of [event(otherId, 'subscription.paid', 'active', { at: base + 10_000, periodEnd: Date.now() + 60 * DAY }),
      event(otherId, 'subscription.active', 'active', { at: base, periodEnd: Date.now() + 30 * DAY })])
    {
      expect((await postSandboxWebhook(t, e)).status).toBe(200);
    }
    const info = await subscriptionOf(other);
    expect(info.premium).toBe(true);
    // The older activation did not roll the renewed period end back.
    expect(new Date(info.nextBilling ?? 0).getTime()).toBeGreaterThan(Date.now() + 50 * DAY);
  });

  it('acknowledges an event for an unknown dater without inventing one', async () => {
    const response = await postSandboxWebhook(t, event('no-such-dater', 'subscription.active', 'active'));
    expect(response.status).toBe(200);
    expect(await outcomeOf(Promise.resolve(response))).toBe('unknown_dater');
    expect(await rowOf('no-such-dater')).toBeUndefined();
  });

  // A dater deleted between the check that they exist and the event's write: the write used to
  // fail on the foreign key and the webhook answered 500 (seen in CI, racing an account deletion).
  it('records an event for a dater deleted while it was being applied as for an unknown dater', async () => {
    const repositories = createRepositories(t.database.db);
    // The dater exists when the event is first checked, and is gone by the time it is written.
    let checks = 0;
    const raced = { ...repositories, subscriptions: { ...repositories.subscriptions, userExists: async (id: string) => checks++ === 0 || repositories.subscriptions.userExists(id) } };
    const payments = composeSubscription({ config: t.config, repositories: raced, nudgeWorker: () => {}, sessionSecret: t.config.sessionSecret ?? '', log: pino({ level: 'silent' }) });
    const eventId = `evt_deleted_${process.pid}`;
    const outcome = await payments.subscriptions.applyWebhook({
      eventId,
      eventType: 'checkout.completed',
      occurredAt: new Date(),
      userId: 'a-dater-deleted-just-now',
      requestId: null,
      change: { state: 'active', plan: 'premium', providerSubscriptionId: `sub_deleted_${process.pid}`, providerCustomerId: null, periodEnd: new Date(Date.now() + 30 * DAY), cancelledAt: null },
      amountMinor: 999,
      currency: 'EUR',
      payment: { kind: 'charge', amountMinor: 999, currency: 'EUR' },
    });
    expect(outcome).toBe('unknown_dater');
    const recorded = await t.database.db.selectFrom('payment_events').select(['event_id', 'user_id']).where('event_id', '=', eventId).execute();
    expect(recorded).toEqual([{ event_id: eventId, user_id: null }]);
    expect(await rowOf('a-dater-deleted-just-now')).toBeUndefined();
  });

  it('ends premium at once on an immediate cancellation', async () => {
    const { client, userId } = await dater();
    await postSandboxWebhook(t, event(userId, 'subscription.active', 'active', { at: Date.now() - 1000 }));
    await postSandboxWebhook(t, event(userId, 'subscription.canceled', 'canceled'));
    expect(await rowOf(userId)).toMatchObject({ status: 'cancelled', subscription_type: 'free' });
    expect((await subscriptionOf(client)).premium).toBe(false);
  });
});
