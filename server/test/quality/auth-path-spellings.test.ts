import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient, uniqueEmail } from '../support/http-client.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { rawRequest } from './support/raw-http.js';

/**
 * Hole 1 of docs/security/outside-probe-and-fuzzer.md: the sign-in and sign-up limits were attached to exact paths, while
 * the auth library resolves dot segments, escapes and backslashes behind its catch-all route. So
 * "/api/auth/sign-in/./email" reached the password check uncounted. Each spelling below must
 * either be refused before the auth library sees it or be counted; none may ever sign anyone in
 * past the limit.
 */
const LIMIT = 3;
const PASSWORD = 'the-real-password-1';

/** Ways to write a path the auth library might resolve to its sign-in or sign-up handler. */
function spellings(action: 'sign-in' | 'sign-up'): string[] {
  return [
    `/api/auth/${action}/./email`,
    `/api/auth/x/../${action}/email`,
    `/api/auth/${action}/%2e/email`,
    `/api/auth/${action}/%2E/email`,
    `/api/auth/${action}\\email`,
    `/api/auth/./${action}/email`,
    `/api/auth//${action}/email`,
    `/api/auth/${action}//email`,
    `/api/auth/${action}/email/`,
    `/api/auth/${action}/email/.`,
    `/api/auth/${action}/%65mail`,
    `/api/auth/${action}%2Femail`,
    `/api/auth/${action}/email%2F`,
    `/api/auth/${action}/email;x`,
    `/api/auth/${action.toUpperCase()}/EMAIL`,
    `/%61pi/auth/${action}/email`,
    `/api/%61uth/${action}/email`,
    `/api/auth/x/..%2f${action}/email`,
    `/api/auth/${action}/email#x`,
  ];
}

let t: TestApp;
let address = 0;
/** Each case speaks from its own client address, so every case starts with a full allowance. */
function nextClient(): Record<string, string> {
  address += 1;
  return { 'x-forwarded-for': `203.0.113.${address}` };
}

beforeAll(async () => {
  t = await startTestApp({ AUTH_RATE_LIMIT_MAX: String(LIMIT), AUTH_RATE_LIMIT_WINDOW_SECONDS: '60', TRUST_PROXY: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
});

async function send(path: string, client: Record<string, string>, body: object) {
  const response = await rawRequest(t.baseUrl, 'POST', path, { ...client, origin: t.baseUrl, 'content-type': 'application/json' }, JSON.stringify(body));
  const setCookie = response.headers['set-cookie'] ?? '';
  return { status: response.status, signedIn: /session_token=[^;]+/.test(setCookie) && !/max-age=0/i.test(setCookie) };
}

describe('sign-in is limited however its path is spelled', () => {
  let email: string;
  beforeAll(async () => {
    email = uniqueEmail('spelling');
    await new TestClient(t.baseUrl).signUp(email, PASSWORD);
  });

  it.each(spellings('sign-in'))('%s never signs in past the limit', async (path) => {
    const client = nextClient();
    for (let i = 0; i < LIMIT; i++) expect((await send('/api/auth/sign-in/email', client, { email, password: `wrong-${i}-password` })).status).toBe(401);
    const bypass = await send(path, client, { email, password: PASSWORD });
    expect(bypass.signedIn, `${path} answered ${bypass.status}`).toBe(false);
    expect(bypass.status).toBeGreaterThanOrEqual(400);
    expect(bypass.status).toBeLessThan(500);
  });

  it.each(spellings('sign-in'))('guesses sent to %s are refused or counted', async (path) => {
    const client = nextClient();
    for (let i = 0; i < LIMIT; i++) {
      const guess = await send(path, client, { email, password: `wrong-${i}-password` });
      expect(guess.status, path).toBeGreaterThanOrEqual(400);
      expect(guess.status, path).toBeLessThan(500);
    }
    // Whatever the spelling did, the canonical path still admits the owner: guesses sent
    // through refused spellings never reached the password check, so they spent nothing.
    const owner = await send('/api/auth/sign-in/email', client, { email, password: PASSWORD });
    expect([200, 429]).toContain(owner.status);
  });

  it('a query string does not make a new path: the canonical route counts it', async () => {
    const client = nextClient();
    for (let i = 0; i < LIMIT; i++) expect((await send('/api/auth/sign-in/email?attempt=' + i, client, { email, password: `wrong-${i}-password` })).status).toBe(401);
    expect((await send('/api/auth/sign-in/email?again=1', client, { email, password: PASSWORD })).status).toBe(429);
  });
});

describe('sign-up is limited however its path is spelled', () => {
  it.each(spellings('sign-up'))('%s creates no account past the limit', async (path) => {
    const client = nextClient();
    for (let i = 0; i < LIMIT; i++) {
      expect((await send('/api/auth/sign-up/email', client, { email: uniqueEmail('spelling-up'), password: PASSWORD, name: '' })).status).toBe(200);
    }
    const email = uniqueEmail('spelling-bypass');
    const bypass = await send(path, client, { email, password: PASSWORD, name: '' });
    expect(bypass.signedIn, `${path} answered ${bypass.status}`).toBe(false);
    expect(bypass.status).toBeGreaterThanOrEqual(400);
    expect(bypass.status).toBeLessThan(500);
    const created = await t.database.db.selectFrom('user').select('id').where('email', '=', email).execute();
    expect(created).toEqual([]);
  });
});
