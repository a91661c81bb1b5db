import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountDeletionResponseSchema, createCheckoutResponseSchema, meResponseSchema, type PaymentReturn } from '@kindred/contract';
import { startFakeCreem, type FakeCreem } from '../../../fakes/creem-server.js';
import { TestClient, uniqueEmail } from '../support/http-client.js';
import { eventually, payWithSandbox, subscriptionOf } from '../support/payments.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Leaving stops billing (decision 043): deleting an account whose paid plan still renews cancels
 * it at the provider at once, and a job keeps trying when the provider fails. The purge removes
 * the dater's subscription rows moments later, so the job carries what it needs itself.
 */
const paramsOf = (url: string) => Object.fromEntries(new URL(url).searchParams) as PaymentReturn;

async function userIdOf(client: TestClient): Promise<string> {
  return meResponseSchema.parse(await (await client.get('/api/me')).json()).user.id;
}

async function deleteAccount(client: TestClient) {
  const response = await client.request('DELETE', '/api/account');
  expect(response.status).toBe(200);
  return accountDeletionResponseSchema.parse(await response.json());
}

describe('deleting an account with a Creem plan', () => {
  let fake: FakeCreem;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFakeCreem({ products: ['prod_leaving_premium'] });
    t = await startTestApp({
      PAYMENT_PROVIDER: 'creem',
      CREEM_API_URL: fake.url,
      CREEM_API_KEY: fake.settings.apiKey,
      CREEM_WEBHOOK_SECRET: fake.settings.webhookSecret,
      CREEM_PRODUCT_PREMIUM: 'prod_leaving_premium',
    });
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  /** A dater on a renewing Premium plan, paid at the fake Creem and confirmed by our server. */
  async function payingDater() {
    const client = new TestClient(t.baseUrl);
    await client.signUp(uniqueEmail('leaving'));
    const started = await client.post('/api/subscription/create-checkout', { plan: 'premium' });
    expect(started.status).toBe(200);
    const { requestId } = createCheckoutResponseSchema.parse(await started.json());
    const checkoutId = [...fake.checkouts.keys()].find((id) => fake.checkouts.get(id)?.request_id === requestId) ?? '';
    const completed = fake.completeCheckout(checkoutId);
    expect((await client.post('/api/subscription/verify-return', paramsOf(completed.returnUrl))).status).toBe(200);
    expect(await subscriptionOf(client)).toMatchObject({ premium: true, canCancel: true });
    const subscriptionId = paramsOf(completed.returnUrl).subscription_id ?? '';
    expect(fake.subscriptions.get(subscriptionId)?.status).toBe('active');
    return { client, userId: await userIdOf(client), subscriptionId };
  }

  const cancelCalls = (subscriptionId: string) => fake.requests.filter((r) => r.method === 'POST' && r.path === `/v1/subscriptions/${subscriptionId}/cancel`);

  async function purged(userId: string) {
    const job = await eventually(
      () => t.database.db.selectFrom('jobs').select('status').where('singleton_key', '=', `purge:${userId}`).executeTakeFirst(),
      (row) => row?.status === 'succeeded',
      20_000,
    );
    expect(job?.status).toBe('succeeded');
  }

  it('cancels the plan at Creem at once, exactly once, with the immediate mode', async () => {
    const { client, userId, subscriptionId } = await payingDater();
    const answer = await deleteAccount(client);
    // Already done when the answer comes, before the purge takes the subscription rows.
    expect(cancelCalls(subscriptionId).map((r) => r.json)).toEqual([{ mode: 'immediate' }]);
    expect(fake.subscriptions.get(subscriptionId)?.status).toBe('canceled');
    expect(answer).toEqual({ ok: true, plan: 'cancelled' });
    expect((await client.get('/api/me')).status).toBe(401);

    // The purge runs, and nothing calls Creem a second time.
    await purged(userId);
    expect(await t.database.db.selectFrom('subscriptions').select('user_id').where('user_id', '=', userId).executeTakeFirst()).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(cancelCalls(subscriptionId)).toHaveLength(1);
  });

  it('still deletes the account when Creem fails, and a job retries the cancellation until it goes through', { timeout: 60_000 }, async () => {
    const { client, userId, subscriptionId } = await payingDater();
    // Creem is down for the call made at deletion and for the job's first try.
    fake.failNext(503, undefined, 2);
    const answer = await deleteAccount(client);
    expect(cancelCalls(subscriptionId)).toHaveLength(1);
    expect(answer).toEqual({ ok: true, plan: 'cancelling' });

    // The deletion is recorded all the same: no session, and the purge runs.
    expect((await client.get('/api/me')).status).toBe(401);
    await purged(userId);
    expect(await t.database.db.selectFrom('subscriptions').select('user_id').where('user_id', '=', userId).executeTakeFirst()).toBeUndefined();

    // The purge took the subscription rows, not what the retry needs: the job names the
    // provider and Creem's subscription, and no dater. It waits 5 s after its failed first try.
    const retry = await eventually(
      () =>
        t.database.db.selectFrom('jobs').select(['status', 'attempts', 'error', 'payload', 'user_id']).where('kind', '=', 'cancel_plan_of_deleted_account').where(
          sql<string>`payload->>'providerSubscriptionId'`,
          '=',
          subscriptionId,
        ).executeTakeFirst(),
      (row) => row?.status === 'succeeded',
      30_000,
    );
    expect(retry).toMatchObject({ status: 'succeeded', attempts: 2, user_id: null, payload: { provider: 'creem', providerSubscriptionId: subscriptionId } });
    expect(retry?.error).toContain('503');
    expect(JSON.stringify(retry?.payload)).not.toContain(userId);

    // Two failed calls, then the one that went through: the plan no longer renews at Creem.
    expect(cancelCalls(subscriptionId).map((r) => r.json)).toEqual([{ mode: 'immediate' }, { mode: 'immediate' }, { mode: 'immediate' }]);
    expect(fake.subscriptions.get(subscriptionId)?.status).toBe('canceled');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(cancelCalls(subscriptionId)).toHaveLength(3);
  });

  it('calls Creem for nothing when the plan was already cancelled and only runs to its end', async () => {
    const { client, userId, subscriptionId } = await payingDater();
    expect((await client.post('/api/subscription/cancel')).status).toBe(200);
    expect(cancelCalls(subscriptionId).map((r) => r.json)).toEqual([{ mode: 'scheduled' }]);

    expect(await deleteAccount(client)).toEqual({ ok: true, plan: 'none' });
    await purged(userId);
    expect(cancelCalls(subscriptionId)).toHaveLength(1);
  });

  it('calls Creem for nothing when the dater never paid', async () => {
    const client = new TestClient(t.baseUrl);
    await client.signUp(uniqueEmail('leaving-free'));
    const before = fake.requests.length;
    expect(await deleteAccount(client)).toEqual({ ok: true, plan: 'none' });
    expect(fake.requests.length).toBe(before);
  });
});

describe('deleting an account with a sandbox plan', () => {
  // An API process alone: no worker runs, so the purge waits and the sandbox's own records can be read.
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ PROCESS_ROLE: 'api' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('cancels the plan through the sandbox provider at once, as with a real provider', async () => {
    const client = new TestClient(t.baseUrl);
    await client.signUp(uniqueEmail('leaving-sandbox'));
    const { params } = await payWithSandbox(client);
    expect((await client.post('/api/subscription/verify-return', params)).status).toBe(200);
    const userId = await userIdOf(client);
    const sandboxRecord = () => t.database.db.selectFrom('sandbox_checkouts').select(['subscription_status']).where('subscription_id', '=', params.subscription_id).executeTakeFirstOrThrow();
    expect(await sandboxRecord()).toEqual({ subscription_status: 'active' });

    const answer = await deleteAccount(client);
    expect(await sandboxRecord()).toEqual({ subscription_status: 'canceled' });
    expect(answer).toEqual({ ok: true, plan: 'cancelled' });
    // The sandbox tells our webhook, as Creem would, and the purge is queued behind it; no retry is needed.
    const jobs = await t.database.db.selectFrom('jobs').select(['kind', 'payload', 'singleton_key']).where('status', '=', 'queued').execute();
    expect(
      jobs.filter((job) => job.kind === 'deliver_sandbox_webhook' && JSON.stringify(job.payload).includes('subscription.canceled') && JSON.stringify(job.payload).includes(params.subscription_id)),
    ).toHaveLength(1);
    expect(jobs.filter((job) => job.singleton_key === `purge:${userId}`)).toHaveLength(1);
    expect(jobs.filter((job) => job.kind === 'cancel_plan_of_deleted_account')).toEqual([]);
  });
});
