import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient, uniqueEmail } from '../support/http-client.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Hole 5 of docs/security/outside-probe-and-fuzzer.md: sign-up told anyone whether an e-mail had an account ("User already
 * exists"); the raw session token was in the JSON of sign-in, sign-up and get-session; and
 * revoke-session answered {"status":true} for a token that was not the caller's, which kept
 * working.
 */
const PASSWORD = 'the-owners-password-1';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

/** The shape of a JSON value: its keys and their types, recursively, without the values. */
function shapeOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shapeOf);
  if (value === null || typeof value !== 'object') return value === null ? 'null' : typeof value;
  return Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)).map(([key, item]) => [key, shapeOf(item)]));
}

function sessionTokenOf(client: TestClient): string {
  const pair = client.cookieHeader().split('; ').find((cookie) => cookie.includes('session_token='));
  return decodeURIComponent(pair?.split('=')[1] ?? '').split('.')[0] ?? '';
}

describe('sign-up does not tell whether an e-mail has an account', () => {
  it('answers a taken e-mail exactly as a new one, and signs in only the new account', async () => {
    const owner = uniqueEmail('owner');
    await new TestClient(t.baseUrl).signUp(owner, PASSWORD);

    const fresh = new TestClient(t.baseUrl);
    const newAnswer = await fresh.post('/api/auth/sign-up/email', { email: uniqueEmail('fresh'), password: 'a-guess-password-2', name: '' });
    const taken = new TestClient(t.baseUrl);
    const takenAnswer = await taken.post('/api/auth/sign-up/email', { email: owner, password: 'a-guess-password-2', name: '' });

    expect(takenAnswer.status).toBe(newAnswer.status);
    expect(newAnswer.status).toBe(200);
    const newBody = (await newAnswer.json()) as { user: { email: string } };
    const takenText = await takenAnswer.text();
    expect(shapeOf(JSON.parse(takenText))).toEqual(shapeOf(newBody));
    expect(takenText).not.toMatch(/exist/i);
    expect(JSON.parse(takenText)).toMatchObject({ user: { email: owner } });

    // Only the genuinely new account is signed in; the owner's account gained no session.
    expect(fresh.hasSession()).toBe(true);
    expect(taken.hasSession()).toBe(false);
    expect((await taken.get('/api/me')).status).toBe(401);
  });

  it('gives no session to a sign-up that names a taken e-mail with its real password either', async () => {
    const owner = uniqueEmail('owner-real');
    await new TestClient(t.baseUrl).signUp(owner, PASSWORD);
    const again = new TestClient(t.baseUrl);
    expect((await again.post('/api/auth/sign-up/email', { email: owner, password: PASSWORD, name: '' })).status).toBe(200);
    // Sign-up is not a second way to test a password: the owner signs in instead.
    expect(again.hasSession()).toBe(false);
    expect((await again.signIn(owner, PASSWORD)).status).toBe(200);
  });
});

describe('session tokens stay in the cookie', () => {
  it('are not in the JSON of sign-up, sign-in or get-session', async () => {
    const client = new TestClient(t.baseUrl);
    const email = uniqueEmail('tokens');
    const answers = [await (await client.post('/api/auth/sign-up/email', { email, password: PASSWORD, name: '' })).text()];
    answers.push(await (await client.signIn(email, PASSWORD)).text());
    const token = sessionTokenOf(client);
    expect(token.length).toBeGreaterThan(16);
    answers.push(await (await client.get('/api/auth/get-session')).text());
    expect(JSON.parse(answers[2] ?? 'null')).toMatchObject({ user: { email }, session: { userId: expect.any(String) } });
    for (const text of answers) {
      expect(text).not.toContain(token);
      expect(text).not.toMatch(/"token"/);
    }
  });
});

describe('session management by token is not offered', () => {
  it('revoke-session no longer claims to revoke another dater’s session, which keeps working', async () => {
    const victim = new TestClient(t.baseUrl);
    await victim.signUp(uniqueEmail('victim'), PASSWORD);
    const attacker = new TestClient(t.baseUrl);
    await attacker.signUp(uniqueEmail('attacker'), PASSWORD);

    const response = await attacker.post('/api/auth/revoke-session', { token: sessionTokenOf(victim) });
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('"status":true');
    expect((await victim.get('/api/me')).status).toBe(200);
  });

  it.each([
    ['POST', '/api/auth/revoke-session'],
    ['POST', '/api/auth/revoke-sessions'],
    ['GET', '/api/auth/list-sessions'],
    ['GET', '/api/auth/list-accounts'],
    ['POST', '/api/auth/get-access-token'],
    ['POST', '/api/auth/refresh-token'],
    ['GET', '/api/auth/account-info'],
    ['POST', '/api/auth/update-user'],
    ['POST', '/api/auth/change-password'],
    ['POST', '/api/auth/change-email'],
    ['POST', '/api/auth/delete-user'],
    // "Forgot password?" is routed on purpose (server/test/password-reset.test.ts); the library's
    // own redirect for its links is not: our links open the web app's page directly.
    ['GET', '/api/auth/reset-password/some-token'],
    ['POST', '/api/auth/link-social'],
    ['POST', '/api/auth/unlink-account'],
  ])('%s %s is not reachable', async (method, path) => {
    const client = new TestClient(t.baseUrl);
    await client.signUp(uniqueEmail('unused'), PASSWORD);
    const response = await client.request(method, path, method === 'GET' ? undefined : { token: 'x', name: 'x', newPassword: 'y-long-enough', currentPassword: PASSWORD });
    expect(response.status).toBe(404);
    expect((await client.get('/api/me')).status).toBe(200);
  });
});
