import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FREE_MONTHLY_UNLOCKS, ownProfileSchema, PAYMENT_ERROR_CODES, PLAN_CATALOGUE, PREMIUM_SUPER_LIKES, SUBSCRIPTION_TEXTS, sandboxCheckoutSchema, type PaymentReturn } from '@kindred/contract';
import { signReturnParams } from '../../src/adapters/payments/creem-wire.js';
import { pino } from 'pino';
import { composeSubscription } from '../../src/composition/subscription.js';
import { createRepositories } from '../../src/composition/repositories.js';
import { daterWithMatches } from '../support/browsing.js';
import { signedInSearcher } from '../support/searching.js';
import { TestClient, uniqueEmail } from '../support/http-client.js';
import { eventually, payWithSandbox, sandboxSecret, subscriptionOf } from '../support/payments.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ SUBSCRIPTION_EXPIRY_INTERVAL_SECONDS: '1' });
});
afterAll(async () => {
  await t.close();
});

async function newDater() {
  const client = new TestClient(t.baseUrl);
  const email = uniqueEmail('payer');
  await client.signUp(email);
  return { client, email };
}

describe('plan and usage', () => {
  it('shows a new dater the free tier with nothing used', async () => {
    const { client } = await newDater();
    const info = await subscriptionOf(client);
    expect(info).toMatchObject({ subscriptionType: 'free', status: 'active', premium: false, nextBilling: null, endsAt: null, canCancel: false });
    expect(info.usage).toMatchObject({ matchesUnlocked: 0, totalMatches: FREE_MONTHLY_UNLOCKS, matchesRemaining: FREE_MONTHLY_UNLOCKS, superLikeLimit: 1 });
  });

  it('needs a session', async () => {
    const anonymous = new TestClient(t.baseUrl);
    expect((await anonymous.get('/api/subscription')).status).toBe(401);
    expect((await anonymous.post('/api/subscription/create-checkout')).status).toBe(401);
    expect((await anonymous.post('/api/subscription/cancel')).status).toBe(401);
    expect((await anonymous.post('/api/subscription/verify-return', {})).status).toBe(401);
  });
});

describe('checkout through the sandbox', () => {
  it('takes the dater from the session, never from the body, and shows the checkout only to them', async () => {
    const { client, email } = await newDater();
    const other = await newDater();
    const started = await client.post('/api/subscription/create-checkout', { plan: 'premium', userId: 'someone-else', userEmail: 'x@evil.test', referralId: 'evil' });
    expect(started.status).toBe(200);
    const { checkoutUrl } = (await started.json()) as { checkoutUrl: string };
    expect(checkoutUrl).toMatch(new RegExp(`^${t.baseUrl}/sandbox-checkout/sbx_ch_`));
    const checkoutId = checkoutUrl.split('/').pop();

    const page = sandboxCheckoutSchema.parse(await (await client.get(`/api/payments/sandbox/checkouts/${checkoutId}`)).json());
    expect(page).toMatchObject({ plan: 'premium', planName: 'Premium', amountMinor: PLAN_CATALOGUE.premium.amountMinor, currency: 'ZAR', email, status: 'open' });
    expect((await other.client.get(`/api/payments/sandbox/checkouts/${checkoutId}`)).status).toBe(404);
    expect((await other.client.post(`/api/payments/sandbox/checkouts/${checkoutId}/pay`)).status).toBe(404);
    expect((await client.get('/api/payments/sandbox/checkouts/not-an-id')).status).toBe(400);
    const row = await t.database.db.selectFrom('checkout_sessions').selectAll().where('provider_checkout_id', '=', checkoutId ?? '').executeTakeFirstOrThrow();
    expect(row.referrer_id).toBeNull();
  });

  it("passes the affiliate who referred the dater, from the server's own attribution", async () => {
    const referrer = await newDater();
    const { client } = await newDater();
    const ids = await t.database.db.selectFrom('user').select(['id', 'email']).where('email', 'in', [referrer.email]).execute();
    const me = (await (await client.get('/api/me')).json()) as { user: { id: string } };
    await t.database.db.insertInto('profiles').values({ user_id: ids[0]!.id }).onConflict((oc) => oc.doNothing()).execute();
    await t.database.db.insertInto('profiles').values({ user_id: me.user.id }).onConflict((oc) => oc.doNothing()).execute();
    await t.database.db.insertInto('referrals').values({ referred_id: me.user.id, referrer_id: ids[0]!.id }).execute();
    const { checkoutId } = await payWithSandbox(client);
    const sandboxRow = await t.database.db.selectFrom('sandbox_checkouts').select('metadata').where('id', '=', checkoutId).executeTakeFirstOrThrow();
    expect(sandboxRow.metadata).toMatchObject({ user_id: me.user.id, referral_id: ids[0]!.id });
  });

  it('grants premium and the verified badge on the verified return, before or after the webhook', async () => {
    const { client } = await signedInSearcher(t, { gender: 'female' });
    const { params } = await payWithSandbox(client);
    expect(Object.keys(params).sort()).toEqual(['checkout_id', 'customer_id', 'order_id', 'product_id', 'request_id', 'signature', 'subscription_id']);
    const verified = await client.post('/api/subscription/verify-return', params);
    expect(verified.status).toBe(200);
    const body = (await verified.json()) as { verified: boolean; subscription: { premium: boolean; nextBilling: string } };
    expect(body.verified).toBe(true);
    expect(body.subscription).toMatchObject({ premium: true, subscriptionType: 'premium', canCancel: true });
    expect(new Date(body.subscription.nextBilling).getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    // Reloading the success page verifies again without harm.
    expect((await client.post('/api/subscription/verify-return', params)).status).toBe(200);
    const profile = ownProfileSchema.parse(await (await client.get('/api/profile')).json());
    expect(profile.isPremium).toBe(true);
  });

  it('grants premium from the webhook alone when the dater never returns to the app', async () => {
    const { client } = await newDater();
    await payWithSandbox(client);
    const info = await eventually(() => subscriptionOf(client), (i) => i.premium);
    expect(info).toMatchObject({ premium: true, subscriptionType: 'premium' });
    const events = await t.database.db.selectFrom('payment_events').selectAll().where('event_type', '=', 'checkout.completed').execute();
    expect(events.length).toBeGreaterThan(0);
  });

  it('refuses a second checkout while premium', async () => {
    const { client } = await newDater();
    const { params } = await payWithSandbox(client);
    await client.post('/api/subscription/verify-return', params);
    const again = await client.post('/api/subscription/create-checkout', {});
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: PAYMENT_ERROR_CODES.alreadyPremium });
  });

  it('refuses a paid or cancelled checkout a second time', async () => {
    const { client } = await newDater();
    const { checkoutId } = await payWithSandbox(client);
    expect((await client.post(`/api/payments/sandbox/checkouts/${checkoutId}/pay`)).status).toBe(409);
    const second = await newDater();
    const started = (await (await second.client.post('/api/subscription/create-checkout')).json()) as { checkoutUrl: string };
    const id = started.checkoutUrl.split('/').pop();
    expect(await (await second.client.post(`/api/payments/sandbox/checkouts/${id}/cancel`)).json()).toEqual({ redirectUrl: '/profile' });
    expect((await second.client.post(`/api/payments/sandbox/checkouts/${id}/pay`)).status).toBe(409);
    expect((await subscriptionOf(second.client)).premium).toBe(false);
  });
});

describe('a tampered return grants nothing', () => {
  it.each(['request_id', 'checkout_id', 'order_id', 'customer_id', 'subscription_id', 'product_id', 'signature'] as const)('when %s is changed', async (key) => {
    const { client } = await newDater();
    const { params } = await payWithSandbox(client);
    const tampered = { ...params, [key]: `${params[key]}x` };
    const response = await client.post('/api/subscription/verify-return', tampered);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: PAYMENT_ERROR_CODES.notVerified });
  });

  it('when the parameters are genuine but belong to another dater', async () => {
    const payer = await newDater();
    const thief = await newDater();
    const { params } = await payWithSandbox(payer.client);
    const response = await thief.client.post('/api/subscription/verify-return', params);
    expect(response.status).toBe(400);
    expect((await subscriptionOf(thief.client)).premium).toBe(false);
  });

  it('when the signature is valid but the provider has not been paid', async () => {
    const { client } = await newDater();
    const started = (await (await client.post('/api/subscription/create-checkout')).json()) as { checkoutUrl: string; requestId: string };
    const forged: PaymentReturn = { request_id: started.requestId, checkout_id: started.checkoutUrl.split('/').pop(), order_id: 'ord_x', customer_id: 'cust_x', subscription_id: 'sub_x',
      product_id: 'sbx_prod_premium' };
    const response = await client.post('/api/subscription/verify-return', { ...forged, signature: signReturnParams(forged, sandboxSecret(t)) });
    expect(response.status).toBe(400);
    expect((await subscriptionOf(client)).premium).toBe(false);
  });

  it('when request_id or subscription_id is missing, with the product text', async () => {
    const { client } = await newDater();
    const { params } = await payWithSandbox(client);
    for (const key of ['request_id', 'subscription_id'] as const) {
      const { [key]: _dropped, ...rest } = params;
      const response = await client.post('/api/subscription/verify-return', rest);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ message: SUBSCRIPTION_TEXTS.invalidParameters, code: PAYMENT_ERROR_CODES.invalidParameters });
    }
    expect((await client.post('/api/subscription/verify-return', { request_id: 'x'.repeat(500) })).status).toBe(400);
  });
});

describe('premium, cancel and expiry', () => {
  it('unlocks without limit, cancels at the period end, and is free again once the period has passed', async () => {
    const { client, matches } = await daterWithMatches(t, PREMIUM_SUPER_LIKES + 2);
    for (const match of matches.slice(0, FREE_MONTHLY_UNLOCKS)) expect((await client.post(`/api/matches/${match.id}/unlock`)).status).toBe(200);
    expect((await client.post(`/api/matches/${matches[FREE_MONTHLY_UNLOCKS]!.id}/unlock`)).status).toBe(403);

    const { params } = await payWithSandbox(client);
    expect((await client.post('/api/subscription/verify-return', params)).status).toBe(200);
    const last = matches.length - 1;
    for (const match of matches.slice(FREE_MONTHLY_UNLOCKS, last)) expect((await client.post(`/api/matches/${match.id}/unlock`)).status).toBe(200);
    // Premium's 10 super likes a month, where a free dater has one.
    for (const match of matches.slice(0, PREMIUM_SUPER_LIKES)) expect((await client.post(`/api/matches/${match.id}/super-like`)).status).toBe(200);
    const eleventh = await client.post(`/api/matches/${matches[PREMIUM_SUPER_LIKES]!.id}/super-like`);
    expect(eleventh.status).toBe(403);
    expect(await eleventh.json()).toMatchObject({ code: 'SUPER_LIKE_LIMIT' });

    const cancelled = await client.post('/api/subscription/cancel');
    expect(cancelled.status).toBe(200);
    const info = await subscriptionOf(client);
    expect(info).toMatchObject({ premium: true, status: 'active', canCancel: false, nextBilling: null });
    expect(info.endsAt).not.toBeNull();
    expect(info.cancelledAt).not.toBeNull();
    expect((await client.post('/api/subscription/cancel')).status).toBe(409);
    // The sandbox tells our webhook about the scheduled cancel too; it must not end premium early.
    const sandboxCancel = await eventually(
      () => t.database.db.selectFrom('payment_events').select('event_type').where('event_type', '=', 'subscription.scheduled_cancel').execute(),
      (rows) => rows.length > 0,
    );
    expect(sandboxCancel.length).toBeGreaterThan(0);
    expect((await subscriptionOf(client)).premium).toBe(true);
    expect((await client.post(`/api/matches/${matches[last]!.id}/unlock`)).status).toBe(200);

    // The period ends; the expiry job (every second here) moves the plan to expired and free.
    const me = (await (await client.get('/api/me')).json()) as { user: { id: string } };
    await t.database.db.updateTable('subscriptions').set({ current_period_end: new Date(Date.now() - 1000) }).where('user_id', '=', me.user.id).execute();
    const row = await eventually(
      () => t.database.db.selectFrom('subscriptions').selectAll().where('user_id', '=', me.user.id).executeTakeFirstOrThrow(),
      (r) => r.status === 'expired',
    );
    expect(row).toMatchObject({ status: 'expired', subscription_type: 'free' });
    expect(await subscriptionOf(client)).toMatchObject({ premium: false, subscriptionType: 'free', status: 'expired' });
  });

  it("ends premium at once with the operator's immediate cancellation", async () => {
    const { client, userId } = await signedInSearcher(t, { gender: 'male' });
    const { params } = await payWithSandbox(client);
    await client.post('/api/subscription/verify-return', params);
    const payments = composeSubscription({ config: t.config, repositories: createRepositories(t.database.db), nudgeWorker: () => {}, sessionSecret: t.config.sessionSecret ?? '',
      log: pino({ level: 'silent' }) });
    const info = await payments.subscriptions.cancelNow(userId);
    expect(info).toMatchObject({ premium: false, subscriptionType: 'free', status: 'cancelled' });
    // The sandbox is told to stop billing, and its cancellation webhook changes nothing further.
    const sandbox = await t.database.db.selectFrom('sandbox_checkouts').select('subscription_status').where('subscription_id', '=', params.subscription_id).executeTakeFirstOrThrow();
    expect(sandbox.subscription_status).toBe('canceled');
    const delivered = await eventually(
      () => t.database.db.selectFrom('payment_events').select('event_id').where('user_id', '=', userId).where('event_type', '=', 'subscription.canceled').execute(),
      (rows) => rows.length > 0,
    );
    expect(delivered).toHaveLength(1);
    expect(await subscriptionOf(client)).toMatchObject({ premium: false, status: 'cancelled' });
  });

  it('has nothing to cancel for a free dater', async () => {
    const { client } = await newDater();
    const response = await client.post('/api/subscription/cancel');
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ code: PAYMENT_ERROR_CODES.nothingToCancel, message: SUBSCRIPTION_TEXTS.nothingToCancel });
    expect((await client.post('/api/subscription/cancel', { userId: 'x' })).status).toBe(400);
  });
});
