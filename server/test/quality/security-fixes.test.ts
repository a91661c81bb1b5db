import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEXTS } from '@kindred/contract';
import type { ChatBody, FakeOpenAi } from '../../../fakes/openai-server.js';
import { TestClient, uniqueEmail } from '../support/http-client.js';
import { REAL_ADDRESSES } from '../support/production-addresses.js';
import { imageForm, png } from '../support/images.js';
import { eventually } from '../support/payments.js';
import { runSearch, signedInSearcher } from '../support/searching.js';
import { startAppWithFakeAi } from '../support/app-with-fake-ai.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { rawRequest } from './support/raw-http.js';

/**
 * Regression tests for the findings of docs/security/known-gaps.md ("Known gaps", F1 to F3) that were fixed
 * after that page was written. F4 (card uploads) and the rest of F3 (the per-minute limits on
 * finishing onboarding and on the preference text) are in invariant-rate-limits.test.ts, beside
 * the other rate-limited routes.
 */
const EVIL = 'https://evil.example';
const AI_DAILY_CALLS = 3;

let t: TestApp;
let ai: FakeOpenAi;
let closeApp: () => Promise<void>;
beforeAll(async () => {
  ({ t, ai, close: closeApp } = await startAppWithFakeAi({ AI_TIMEOUT_SECONDS: '2', AI_EMBED_DIMENSIONS: '64', AI_DAILY_CALLS_PER_DATER: String(AI_DAILY_CALLS) }));
});
afterAll(() => closeApp());

async function dater() {
  return signedInSearcher(t, { gender: 'female' });
}

async function feedbackCount(userId: string): Promise<number> {
  const rows = await t.database.db.selectFrom('feedback').select('id').where('user_id', '=', userId).execute();
  return rows.length;
}

describe('F1: the same-origin write check decides on the route the router matched', () => {
  /** Percent-escapes the router decodes, in lower- and upper-case hex: each reaches POST /api/feedback. */
  const DECODED_TO_FEEDBACK = ['/%61pi/feedback', '/ap%69/feedback', '/%61%70%69/feedback', '/%61pi/f%65edback', '/%61pi/feedbac%6B', '/%61pi/feedbac%6b', '/%61pi/feedback?x=1'];
  /** Forms the router does not match today. If it ever did, they must be refused too, never served. */
  const NOT_ROUTED = ['/api%2Ffeedback', '/api%2ffeedback', '/%61pi%2Ffeedback', '//api/feedback', '/api//feedback', '//%61pi/feedback', '/api/./feedback', '/api/x/../feedback', '/%61PI/feedback',
    '/%2561pi/feedback'];

  it('refuses a foreign write to every encoded form of an API path, and writes nothing', async () => {
    const { client, userId } = await dater();
    const send = (path: string, origin: string) =>
      rawRequest(t.baseUrl, 'POST', path, { cookie: client.cookieHeader(), origin, 'content-type': 'application/json' }, JSON.stringify({ kind: 'bug', message: 'Written by another site' }));

    for (const path of DECODED_TO_FEEDBACK) {
      const response = await send(path, EVIL);
      expect(response.status, path).toBe(403);
      expect(JSON.parse(response.body.toString()), path).toMatchObject({ code: 'CROSS_ORIGIN' });
    }
    for (const path of NOT_ROUTED) {
      const response = await send(path, EVIL);
      expect([403, 404], `${path}: ${response.status}`).toContain(response.status);
    }
    expect(await feedbackCount(userId)).toBe(0);

    // The same encoded request from our own web app goes through: the 403 was the origin's doing.
    expect((await send('/%61pi/feedback', t.baseUrl)).status).toBe(200);
    expect(await feedbackCount(userId)).toBe(1);
  });

  it('refuses the writes a plain HTML form or script on another site could send: a photo upload, the preference text, account deletion', async () => {
    const { client, userId } = await dater();
    const headers = { cookie: client.cookieHeader(), origin: EVIL };
    const before = await t.database.db.selectFrom('profiles').select(['image_path', 'hope_to_meet', 'deleted_at']).where('user_id', '=', userId).executeTakeFirstOrThrow();

    const upload = await fetch(`${t.baseUrl}/%61pi/profile/images/profile`, { method: 'POST', headers, body: imageForm(await png(), 'me.png', 'image/png') });
    expect(upload.status).toBe(403);
    const text = await fetch(`${t.baseUrl}/%61pi/profile/preference-description`, {
      method: 'PUT',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ text: 'Chosen by another site.' }),
    });
    expect(text.status).toBe(403);
    const deletion = await fetch(`${t.baseUrl}/%61pi/account`, { method: 'DELETE', headers });
    expect(deletion.status).toBe(403);

    const after = await t.database.db.selectFrom('profiles').select(['image_path', 'hope_to_meet', 'deleted_at']).where('user_id', '=', userId).executeTakeFirstOrThrow();
    expect(after).toEqual(before);
    expect((await client.get('/api/me')).status).toBe(200);
  });

  it('still lets providers post back: the webhook by any path, the sign-in callback by its plain path only', async () => {
    // A webhook is verified by its signature, so an unsigned one is refused by that check (400),
    // not by the origin check, whatever the encoding.
    for (const path of ['/api/webhooks/sandbox', '/api/webhooks/%73andbox', '/%61pi/webhooks/sandbox']) {
      const response = await rawRequest(t.baseUrl, 'POST', path, { origin: 'https://provider.example', 'content-type': 'application/json' }, '{}');
      expect(response.status, path).toBe(400);
      expect(response.body.toString(), path).not.toContain('CROSS_ORIGIN');
    }

    // Apple's form_post comes from Apple's origin to the plain callback path; the auth library
    // checks it by state and PKCE, so the origin check lets it through.
    // SameSite=Lax keeps the dater's cookie off this cross-site post, so none is sent.
    const form = { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://appleid.apple.com' };
    const callback = await rawRequest(t.baseUrl, 'POST', '/api/auth/callback/apple', form, 'code=x&state=y');
    expect(callback.status).not.toBe(403);
    expect(callback.body.toString()).not.toContain('CROSS_ORIGIN');

    // The exemption is read off the raw path, so only the plain form has it: an escaped or
    // climbing path could mean another auth route to the auth library, and is checked. Since only
    // the auth endpoints we use are routed (decision 015), a climbing path may match no route at
    // all (404); either way it never reaches the auth library.
    for (const path of ['/%61pi/auth/callback/apple', '/api/auth/%63allback/apple', '/api/auth/callback/../sign-out', '/api/auth/callback/%2e%2e/sign-out', '/api/auth/callback//apple']) {
      const response = await rawRequest(t.baseUrl, 'POST', path, form, 'code=x&state=y');
      expect([403, 404], path).toContain(response.status);
      if (response.status === 403) expect(JSON.parse(response.body.toString()), path).toMatchObject({ code: 'CROSS_ORIGIN' });
    }
  });
});

describe('F2: the client address comes from configured proxies only', () => {
  const LIMIT = 3;
  let untrusting: TestApp;
  let behindProxy: TestApp;
  beforeAll(async () => {
    const limits = { AUTH_RATE_LIMIT_MAX: String(LIMIT), AUTH_RATE_LIMIT_WINDOW_SECONDS: '60' };
    // Production, as in the finding: NODE_ENV no longer decides whom to trust.
    untrusting = await startTestApp({ ...limits, NODE_ENV: 'production', PAYMENT_SANDBOX_IN_PRODUCTION: 'true', GENERATED_SECRETS_IN_PRODUCTION: 'true', MAIL_OUTBOX_IN_PRODUCTION: 'true',
      ...REAL_ADDRESSES });
    // The test client connects from 127.0.0.1, so it plays the proxy here.
    behindProxy = await startTestApp({ ...limits, TRUST_PROXY: '127.0.0.1' });
  });
  afterAll(async () => {
    await untrusting?.close();
    await behindProxy?.close();
  });

  const signIn = (app: TestApp, forwardedFor?: string) =>
    new TestClient(app.baseUrl).post('/api/auth/sign-in/email', { email: uniqueEmail(), password: 'not-the-password' }, forwardedFor ? { 'x-forwarded-for': forwardedFor } : {});

  it('ignores X-Forwarded-For without TRUST_PROXY, so a new address per attempt does not reset the sign-in limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT + 3; i++) statuses.push((await signIn(untrusting, `203.0.113.${i + 1}`)).status);
    expect(statuses).toEqual([401, 401, 401, 429, 429, 429]);
    const limited = await signIn(untrusting, '198.51.100.7');
    expect(await limited.json()).toMatchObject({ statusCode: 429, message: TEXTS.tooManyAttempts });
  });

  it('counts the forwarded address when the request comes from a trusted proxy', async () => {
    // Each client behind the proxy has its own count...
    const spread: number[] = [];
    for (let i = 0; i < LIMIT + 3; i++) spread.push((await signIn(behindProxy, `203.0.113.${i + 1}`)).status);
    expect(spread).toEqual([401, 401, 401, 401, 401, 401]);
    // ...and only the configured proxy is believed: a client that forges the left part of the
    // header is still counted by the address the proxy saw (the rightmost entry).
    const forged: number[] = [];
    for (let i = 0; i < LIMIT + 1; i++) forged.push((await signIn(behindProxy, `203.0.113.${i + 50}, 198.51.100.9`)).status);
    expect(forged).toEqual([401, 401, 401, 429]);
  });
});

describe("F3: finishing onboarding and the preference text draw on the dater's daily AI quota", () => {
  const nameRequests = () => ai.requests.filter((r) => r.path === '/chat/completions' && /first names?/i.test(String((r.json as ChatBody).messages[0]?.content ?? '')));
  const embedRequests = () => ai.requests.filter((r) => r.path === '/embeddings');
  const essentialsRequests = () => ai.requests.filter((r) => r.path === '/chat/completions' && /essentials/i.test(String((r.json as ChatBody).messages[0]?.content ?? '')));

  async function answer(client: TestClient) {
    const answers = ['Hi, my name is Thandi and I love hiking', 'I teach music and walk my dog at dawn.', 'Someone kind who reads.'];
    for (const [i, text] of answers.entries()) expect((await client.request('PUT', `/api/onboarding/answers/${i + 1}`, { text })).status).toBe(200);
  }

  it('asks the model again only within the quota, and embeds only text that changed', async () => {
    const { client, userId } = await dater();
    await answer(client);
    const names = nameRequests().length;
    const embeds = embedRequests().length;
    const reads = essentialsRequests().length;
    const complete = async () => {
      const response = await client.post('/api/onboarding/complete');
      expect(response.status).toBe(200);
      return ((await response.json()) as { name: string }).name;
    };
    const calls = () => [nameRequests().length - names, embedRequests().length - embeds, essentialsRequests().length - reads];

    // The first finish: the name by the model, then two jobs for the new text: its embedding and
    // the model's reading of the essentials (3 of 3 calls).
    expect(await complete()).toBe('Thandi');
    await eventually(async () => calls(), ([, embedded, read]) => embedded === 1 && read === 1);
    expect(calls()).toEqual([1, 1, 1]);
    // The quota is used up: finishing again finds the name by the local rule, and the same text is
    // neither embedded nor read again.
    expect(await complete()).toBe('Thandi');
    expect(calls()).toEqual([1, 1, 1]);
    // New text is saved but neither embedded nor read by the model today; the local reader and the
    // concept vectors stand in meanwhile.
    const changed = await client.request('PUT', '/api/profile/preference-description', { text: 'A calm gardener who cooks.' });
    expect(changed.status).toBe(200);
    expect(calls()).toEqual([1, 1, 1]);
    // A search the same day finds the stored embedding stale, but embedding the new text would be
    // a fourth call: it waits too, and the search retrieves through the concept vectors.
    expect((await runSearch(client)).status).toBe('succeeded');
    expect(calls()).toEqual([1, 1, 1]);

    const usage = await t.database.db.selectFrom('ai_usage').select('calls').where('user_id', '=', userId).execute();
    expect(usage.map((row) => row.calls)).toEqual([AI_DAILY_CALLS]);
  });

  it('does not embed the same preference text twice', async () => {
    const { client } = await dater();
    const embeds = embedRequests().length;
    for (let i = 0; i < 3; i++) {
      expect((await client.request('PUT', '/api/profile/preference-description', { text: 'Someone who laughs at my puns.' })).status).toBe(200);
      await eventually(async () => embedRequests().length - embeds, (count) => count >= 1);
    }
    expect(embedRequests().length - embeds).toBe(1);
  });
});
