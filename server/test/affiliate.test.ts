import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { affiliateSummarySchema } from '@kindred/contract';
import { signWebhookBody } from '../src/adapters/payments/creem-wire.js';
import { createAffiliateRepository } from '../src/features/affiliate/affiliate-repository.js';
import { createAffiliateService } from '../src/features/affiliate/affiliate-service.js';
import { TestClient, uniqueEmail } from './support/http-client.js';
import { eventually, payWithSandbox, postSandboxWebhook, sandboxSecret } from './support/payments.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

async function affiliate() {
  const client = new TestClient(t.baseUrl);
  await client.signUp(uniqueEmail('creator'));
  await client.post('/api/session/finalize');
  const summary = affiliateSummarySchema.parse(await (await client.get('/api/affiliate')).json());
  return { client, summary };
}

/** A visitor follows the link, then signs up and finishes sign-in, as the web app does. */
async function referredDater(link: string) {
  const client = new TestClient(t.baseUrl);
  const visit = await client.get(new URL(link).pathname + new URL(link).search);
  expect(visit.headers.get('set-cookie') ?? '').toMatch(/kindred_ref=[A-Za-z0-9_-]+; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax/);
  await client.signUp(uniqueEmail('referred'));
  const finalized = await client.post('/api/session/finalize');
  expect(finalized.status).toBe(200);
  const me = (await (await client.get('/api/me')).json()) as { user: { id: string } };
  return { client, userId: me.user.id };
}

const summaryOf = async (client: TestClient) => affiliateSummarySchema.parse(await (await client.get('/api/affiliate')).json());

describe('referral links', () => {
  it('gives each dater an unguessable code and link, the same every time', async () => {
    const { client, summary } = await affiliate();
    expect(summary.code).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(summary.link).toBe(`${t.baseUrl}/?ref=${summary.code}`);
    expect((await summaryOf(client)).code).toBe(summary.code);
    expect(summary).toMatchObject({ signups: 0, payingReferrals: 0, earnings: [] });
    expect((await new TestClient(t.baseUrl).get('/api/affiliate')).status).toBe(401);
  });

  it('follows a ?ref visit through sign-up and checkout to 45% in the ledger', async () => {
    const { client: creator, summary } = await affiliate();
    const referred = await referredDater(summary.link);
    expect((await summaryOf(creator)).signups).toBe(1);

    const { checkoutId } = await payWithSandbox(referred.client);
    const metadata = await t.database.db.selectFrom('sandbox_checkouts').select('metadata').where('id', '=', checkoutId).executeTakeFirstOrThrow();
    expect(metadata.metadata.referral_id).toBeDefined();
    const credited = await eventually(() => summaryOf(creator), (s) => s.earnings.length > 0);
    expect(credited).toMatchObject({ payingReferrals: 1, earnings: [{ currency: 'ZAR', amountMinor: 4725 }] });
  });

  it('credits renewals and takes refunds back, once per event', async () => {
    const { client: creator, summary } = await affiliate();
    const referred = await referredDater(summary.link);
    const at = Date.now();
    const paid = (id: string, amount: number) => ({
      id,
      eventType: 'subscription.paid',
      created_at: at,
      object: { id: `sub_${referred.userId}`, status: 'active', product: { id: 'sbx_prod_premium' }, metadata: { user_id: referred.userId }, last_transaction: { amount, currency: 'zar' } },
    });
    const refund = { id: `evt_refund_${referred.userId}`, eventType: 'refund.created', created_at: at,
      object: { id: 'ref_1', refund_amount: 10_499, refund_currency: 'ZAR', subscription: { id: `sub_${referred.userId}`, metadata: { user_id: referred.userId } } } };
    for (const event of [paid(`evt_a_${referred.userId}`, 10_499), paid(`evt_b_${referred.userId}`, 10_499), paid(`evt_b_${referred.userId}`, 10_499), refund]) {
      expect((await postSandboxWebhook(t, event)).status).toBe(200);
    }
    const lines = await t.database.db.selectFrom('affiliate_commissions').select(['kind', 'amount_minor', 'payment_minor']).where('referred_id', '=', referred.userId).orderBy('created_at').execute();
    expect(lines).toEqual([
      { kind: 'commission', amount_minor: 4725, payment_minor: 10_499 },
      { kind: 'commission', amount_minor: 4725, payment_minor: 10_499 },
      { kind: 'reversal', amount_minor: -4725, payment_minor: 10_499 },
    ]);
    expect((await summaryOf(creator)).earnings).toEqual([{ currency: 'ZAR', amountMinor: 4725 }]);
  });

  it('never shows earnings from a referral it does not yet count as paying, while commissions land', async () => {
    const { client: creator, summary } = await affiliate();
    const referred = [];
    for (let i = 0; i < 4; i++) referred.push(await referredDater(summary.link));
    const me = (await (await creator.get('/api/me')).json()) as { user: { id: string } };
    const affiliates = createAffiliateRepository(t.database.db);

    let landing = true;
    const seen: Array<{ payingReferrals: number; earned: number }> = [];
    const watcher = (async () => {
      while (landing) {
        const stats = await affiliates.stats(me.user.id);
        seen.push({ payingReferrals: stats.payingReferrals, earned: stats.earnings.reduce((sum, e) => sum + e.amountMinor, 0) });
        // PGlite runs one transaction at a time; back-to-back reads would starve the webhook's.
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    try {
      for (const dater of referred) {
        const paid = {
          id: `evt_snapshot_${dater.userId}`,
          eventType: 'subscription.paid',
          created_at: Date.now(),
          object: { id: `sub_${dater.userId}`, status: 'active', product: { id: 'sbx_prod_premium' }, metadata: { user_id: dater.userId }, last_transaction: { amount: 10_499, currency: 'zar' } },
        };
        expect((await postSandboxWebhook(t, paid)).status).toBe(200);
      }
    } finally {
      landing = false;
    }
    await watcher;

    expect(seen.length).toBeGreaterThan(referred.length);
    for (const snapshot of seen) expect(snapshot.earned).toBe(snapshot.payingReferrals * 4725);
    expect(await summaryOf(creator)).toMatchObject({ payingReferrals: 4, earnings: [{ currency: 'ZAR', amountMinor: 4 * 4725 }] });
  });

  it('refuses self-referral, ignores unknown codes, and never re-attributes a dater', async () => {
    const { client, summary } = await affiliate();
    const me = (await (await client.get('/api/me')).json()) as { user: { id: string } };
    const service = createAffiliateService({ affiliates: createAffiliateRepository(t.database.db), publicUrl: t.baseUrl, links: t.config.affiliateLinks });
    expect(await service.attributeSignUp(me.user.id, summary.code)).toBe(false);
    await expect(t.database.db.insertInto('referrals').values({ referred_id: me.user.id, referrer_id: me.user.id }).execute()).rejects.toThrow();
    expect((await summaryOf(client)).signups).toBe(0);

    const stranger = new TestClient(t.baseUrl);
    await stranger.get('/?ref=NoSuchCode123');
    await stranger.signUp(uniqueEmail('stranger'));
    await stranger.post('/api/session/finalize');
    const strangerMe = (await (await stranger.get('/api/me')).json()) as { user: { id: string } };
    expect(await t.database.db.selectFrom('referrals').selectAll().where('referred_id', '=', strangerMe.user.id).execute()).toEqual([]);
    // A referred dater stays with their first referrer.
    const { summary: other } = await affiliate();
    const referred = await referredDater(summary.link);
    expect(await service.attributeSignUp(referred.userId, other.code)).toBe(false);

    const visitWithBadCode = await new TestClient(t.baseUrl).get('/?ref=<script>');
    expect(visitWithBadCode.headers.get('set-cookie')).toBeNull();
  });

  it('refuses a forged refund', async () => {
    const body = JSON.stringify({ id: 'evt_forged_refund', eventType: 'refund.created', created_at: Date.now(), object: { refund_amount: 1, refund_currency: 'ZAR' } });
    expect((await postSandboxWebhook(t, body, signWebhookBody(body, `${sandboxSecret(t)}x`))).status).toBe(400);
  });
});
