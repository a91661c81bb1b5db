import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meResponseSchema } from '@kindred/contract';
import { TestClient, uniqueEmail } from './support/http-client.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const COOKIE = 'better-auth.session_token';
const DAY_MS = 24 * 60 * 60 * 1000;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A signed-in dater, their id, and the token and signature of their session cookie. */
async function signedIn() {
  const client = new TestClient(t.baseUrl);
  await client.signUp(uniqueEmail('session-check'));
  const me = meResponseSchema.parse(await (await client.get('/api/me')).json());
  const pair = client.cookieHeader().split('; ').find((part) => part.startsWith(`${COOKIE}=`)) ?? '';
  const value = decodeURIComponent(pair.slice(COOKIE.length + 1));
  const dot = value.lastIndexOf('.');
  return { client, userId: me.user.id, token: value.slice(0, dot), signature: value.slice(dot + 1) };
}

function meWith(cookie: string) {
  return fetch(`${t.baseUrl}/api/me`, { headers: { cookie } });
}

function sessionRow(token: string) {
  return t.database.db.selectFrom('session').select(['expiresAt', 'updatedAt']).where('token', '=', token).executeTakeFirst();
}

describe('the session check on every API route', () => {
  it('lets the signed cookie in, and answers 401 to one signed with another key', async () => {
    const { token, signature } = await signedIn();
    expect((await meWith(`${COOKIE}=${encodeURIComponent(`${token}.${signature}`)}`)).status).toBe(200);
    const forged = crypto.createHmac('sha256', 'not-the-server-secret-0123456789abcdef').update(token).digest('base64');
    expect((await meWith(`${COOKIE}=${encodeURIComponent(`${token}.${forged}`)}`)).status).toBe(401);
  });

  it('answers 401 to a cookie whose token was changed, even to another live session', async () => {
    const mine = await signedIn();
    const theirs = await signedIn();
    expect((await meWith(`${COOKIE}=${encodeURIComponent(`${mine.token}x.${mine.signature}`)}`)).status).toBe(401);
    expect((await meWith(`${COOKIE}=${encodeURIComponent(`${theirs.token}.${mine.signature}`)}`)).status).toBe(401);
    // An unsigned token is refused even though it names a live session.
    expect((await meWith(`${COOKIE}=${mine.token}`)).status).toBe(401);
  });

  it('answers 401 once the session has expired, and the expired session is deleted', async () => {
    const { client, token } = await signedIn();
    await t.database.db.updateTable('session').set({ expiresAt: new Date(Date.now() - 1000) }).where('token', '=', token).execute();
    const response = await client.get('/api/me');
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ message: 'Please sign in to continue.' });
    expect(await sessionRow(token)).toBeUndefined();
  });

  it('answers 401 at once when the dater behind the session is gone', async () => {
    const { client, userId } = await signedIn();
    const twin = client.copy();
    expect((await twin.get('/api/me')).status).toBe(200);
    // Deleting the user takes their sessions with it (a cascade); the check's join finds no dater.
    await t.database.db.deleteFrom('user').where('id', '=', userId).execute();
    expect((await client.get('/api/me')).status).toBe(401);
    expect((await twin.get('/api/me')).status).toBe(401);
  });

  it("still gives a session a new expiry once a day, as the auth library's updateAge rule says", async () => {
    const { client, token } = await signedIn();
    // Signed in 1 day and 1 minute ago: the library's default updateAge of a day has passed.
    const sevenDays = 7 * DAY_MS;
    const old = new Date(Date.now() + sevenDays - DAY_MS - 60_000);
    await t.database.db.updateTable('session').set({ expiresAt: old }).where('token', '=', token).execute();
    expect((await client.get('/api/me')).status).toBe(200);
    const refreshed = await sessionRow(token);
    expect(refreshed?.expiresAt.getTime()).toBeGreaterThan(old.getTime() + DAY_MS - 60_000);

    // A session younger than a day is only read: its expiry stays as it is.
    const before = (await sessionRow(token))?.expiresAt.getTime();
    expect((await client.get('/api/me')).status).toBe(200);
    expect((await sessionRow(token))?.expiresAt.getTime()).toBe(before);
  });
});
