import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInSearcher } from '../support/searching.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { rawRequest } from './support/raw-http.js';

/**
 * Hole 3 of docs/security/outside-probe-and-fuzzer.md: a write carrying the session cookie but no Origin was accepted,
 * even with "Referer: https://evil.example" and "Sec-Fetch-Site: cross-site". Every such write
 * must now show it comes from our origin: Origin, or Sec-Fetch-Site: same-origin without it.
 */
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/**
 * Verified by other means (a signature, the auth library's state and PKCE, the e-mail link's
 * signed token), so not asked for an origin.
 */
const FOREIGN_BY_DESIGN = new Set(['POST /api/webhooks/:provider', 'POST /api/auth/callback/:provider', 'POST /api/match-digest/unsubscribe']);

let t: TestApp;
let cookie: string;
let userId: string;
beforeAll(async () => {
  t = await startTestApp();
  const dater = await signedInSearcher(t, { gender: 'female' });
  cookie = dater.client.cookieHeader();
  userId = dater.userId;
});
afterAll(async () => {
  await t.close();
});

const feedbackCount = async () => (await t.database.db.selectFrom('feedback').select('id').where('user_id', '=', userId).execute()).length;
const aboutMe = async () => (await t.database.db.selectFrom('profiles').select('bio').where('user_id', '=', userId).executeTakeFirstOrThrow()).bio;

function send(method: string, path: string, headers: Record<string, string>, body: object = {}) {
  return rawRequest(t.baseUrl, method, path, { cookie, 'content-type': 'application/json', ...headers }, JSON.stringify(body));
}

describe('a cookie-authenticated write must prove it comes from our origin', () => {
  const refusedHeaders: [string, Record<string, string>][] = [
    ['no Origin and no Sec-Fetch-Site', {}],
    ['only a foreign Referer and Sec-Fetch-Site: cross-site', { referer: 'https://evil.example/page', 'sec-fetch-site': 'cross-site' }],
    ['only our own Referer (which a non-browser client can write)', { referer: 'http://127.0.0.1/home' }],
    ['Sec-Fetch-Site: same-site (a sibling subdomain)', { 'sec-fetch-site': 'same-site' }],
    ['Sec-Fetch-Site: none (typed into the address bar)', { 'sec-fetch-site': 'none' }],
    ['Origin: null (a sandboxed frame or a data: page)', { origin: 'null' }],
    ['a foreign Origin', { origin: 'https://evil.example' }],
  ];

  it.each(refusedHeaders)('refuses a profile change with %s, and writes nothing', async (_label, headers) => {
    const before = await aboutMe();
    const response = await send('PATCH', '/api/profile', headers, { bio: 'Written by someone else entirely' });
    expect(response.status).toBe(403);
    expect(JSON.parse(response.body.toString())).toMatchObject({ statusCode: 403 });
    expect(await aboutMe()).toBe(before);
  });

  it('refuses feedback and notification settings without an origin', async () => {
    expect((await send('POST', '/api/feedback', {}, { kind: 'bug', message: 'Written without an origin' })).status).toBe(403);
    expect((await send('PUT', '/api/notifications/settings', {}, { dontShowAgain: true })).status).toBe(403);
    expect(await feedbackCount()).toBe(0);
    const settings = await t.database.db.selectFrom('profiles').select('notification_dont_show_again').where('user_id', '=', userId).executeTakeFirstOrThrow();
    expect(settings.notification_dont_show_again).toBe(false);
  });

  it('accepts our Origin, or Sec-Fetch-Site: same-origin when a browser leaves Origin out', async () => {
    expect((await send('POST', '/api/feedback', { origin: t.baseUrl }, { kind: 'bug', message: 'Sent from the app itself' })).status).toBe(200);
    expect((await send('POST', '/api/feedback', { 'sec-fetch-site': 'same-origin' }, { kind: 'bug', message: 'Sent from the app, no Origin' })).status).toBe(200);
    expect(await feedbackCount()).toBe(2);
  });

  it('asks every unsafe route but the signed webhooks and sign-in callbacks for the proof', async () => {
    const unsafe = t.app.routeTable.filter((route) => UNSAFE.has(route.method) && !FOREIGN_BY_DESIGN.has(`${route.method} ${route.url}`));
    expect(unsafe.length).toBeGreaterThan(20);
    for (const route of unsafe) {
      const path = route.url.replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000').replace('*', 'x');
      const response = await send(route.method, path, {});
      expect(response.status, `${route.method} ${route.url}`).toBe(403);
    }
  });

  it('leaves writes without a session cookie to their own checks', async () => {
    const response = await rawRequest(t.baseUrl, 'POST', '/api/auth/sign-in/email', { 'content-type': 'application/json' },
      JSON.stringify({ email: 'nobody@example.test', password: 'wrong-password-1' }));
    expect(response.status).toBe(401);
  });
});
