import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meResponseSchema } from '@kindred/contract';
import { makePremium } from '../support/coach.js';
import { TestClient, uniqueEmail } from '../support/http-client.js';
import { postSandboxWebhook } from '../support/payments.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { CARD_INPUT } from './support/fixtures.js';
import { rawGet, rawRequest } from './support/raw-http.js';

/** What the authorisation matrix and the fuzz test found, each pinned down by a plain example. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

async function signedIn(finalize = true): Promise<{ client: TestClient; userId: string }> {
  const client = new TestClient(t.baseUrl);
  await client.signUp(uniqueEmail('finding'));
  if (finalize) await client.post('/api/session/finalize');
  const userId = meResponseSchema.parse(await (await client.get('/api/me')).json()).user.id;
  return { client, userId };
}

describe('found by the fuzz test', () => {
  it('refuses a multipart upload with broken framing with a 400, not a 500', async () => {
    const { client } = await signedIn();
    for (const [path, field] of [['/api/profile/images/profile', 'image'], ['/api/voice/transcriptions', 'audio']] as const) {
      const part = `--b\r\nContent-Disposition: form-data; name="${field}"; filename="x.png"\r\nContent-Type: image/png\r\n\r\nabc\r\n`;
      const noBoundary = await rawRequest(t.baseUrl, 'POST', path, { cookie: client.cookieHeader(), origin: t.baseUrl, 'content-type': 'multipart/form-data' }, `${part}--b--\r\n`);
      expect(noBoundary.status, path).toBe(400);
      const cutOff = await rawRequest(t.baseUrl, 'POST', path, { cookie: client.cookieHeader(), origin: t.baseUrl, 'content-type': 'multipart/form-data; boundary=b' }, part);
      expect(cutOff.status, path).toBe(400);
      expect(JSON.parse(cutOff.body.toString())).toMatchObject({ code: 'BAD_MULTIPART' });
    }
  });

  it('refuses text holding a NUL character with a 400 and writes none of it', async () => {
    const { client, userId } = await signedIn();
    const before = await t.database.db.selectFrom('profiles').select(['bio', 'country']).where('user_id', '=', userId).executeTakeFirstOrThrow();
    const cases: [string, string, unknown][] = [
      ['PATCH', '/api/profile', { bio: 'a\u0000b', country: 'Lesotho' }],
      ['PUT', '/api/profile/preference-description', { text: 'Someone \u0000 kind' }],
      ['POST', '/api/feedback', { kind: 'bug', message: 'broken \u0000 here' }],
      ['POST', '/api/cards', { ...CARD_INPUT, name: 'Sam\u0000' }],
      ['PUT', '/api/preferences', { minAge: 20, maxAge: 30, lookingFor: 'male', country: '', culturalBackground: [], interests: ['ja\u0000zz'], lifestyle: 'active', showVerifiedOnly: false,
        voiceMatching: false }],
    ];
    for (const [method, path, body] of cases) {
      const response = await client.request(method, path, body);
      expect(response.status, path).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'NUL_CHARACTER' });
    }
    expect(await t.database.db.selectFrom('profiles').select(['bio', 'country']).where('user_id', '=', userId).executeTakeFirstOrThrow()).toEqual(before);
  });

  it('answers a page path that is not a valid URL with a 404, not a 500', async () => {
    for (const path of ['//[', '//[?ref=abcdefgh', '//%F4%8E%9E%84']) {
      expect((await rawGet(t.baseUrl, path)).status, path).toBe(404);
    }
  });

  it('refuses signed provider events whose amount, currency or text cannot be stored, and records nothing', async () => {
    const { client, userId } = await signedIn();
    await makePremium(client);
    const sub = await t.database.db.selectFrom('subscriptions').select('provider_subscription_id').where('user_id', '=', userId).executeTakeFirstOrThrow();
    const subscription = (over: Record<string, unknown>) => ({ id: sub.provider_subscription_id, status: 'active', metadata: { user_id: userId }, last_transaction: { amount: 100, currency: 'ZAR' },
      ...over });
    const events = [
      { id: 'evt_finding_amount', eventType: 'subscription.paid', created_at: Date.now(), object: subscription({ last_transaction: { amount: 2 ** 40, currency: 'ZAR' } }) },
      { id: 'evt_finding_currency', eventType: 'subscription.paid', created_at: Date.now(), object: subscription({ last_transaction: { amount: 100, currency: 'dollars' } }) },
      { id: 'evt_finding_refund', eventType: 'refund.created', created_at: Date.now(), object: { refund_amount: 2 ** 40, refund_currency: 'ZAR', metadata: { user_id: userId } } },
      { id: 'evt_finding_\u0000', eventType: 'dispute.created', created_at: Date.now(), object: { metadata: { user_id: userId } } },
    ];
    for (const event of events) {
      const response = await postSandboxWebhook(t, event);
      expect(response.status, event.id).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'WEBHOOK_MALFORMED' });
    }
    expect(await t.database.db.selectFrom('payment_events').select('event_id').where('event_id', 'like', 'evt_finding%').execute()).toEqual([]);
  });

  it('tells an account with no profile yet to finish signing up, where it failed with a 500', async () => {
    const { client } = await signedIn(false);
    for (const [method, path, body] of [['GET', '/api/affiliate', undefined], ['POST', '/api/cards', CARD_INPUT]] as const) {
      const response = await client.request(method, path, body);
      expect(response.status, path).toBe(404);
      expect(await response.json()).toMatchObject({ code: 'NO_PROFILE' });
    }
  });
});
