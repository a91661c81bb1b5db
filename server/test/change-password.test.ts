import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANGE_PASSWORD_ERROR_CODES, MODERATION_ERROR_CODES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, changePasswordStateSchema, meResponseSchema } from '@kindred/contract';
import { TestClient, uniqueEmail } from './support/http-client.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/**
 * Changing the password in Settings (docs/product.md, "Changing the password"): it needs the
 * current password, ends every other session, keeps this device signed in, and says clearly
 * what was wrong. A dater who signs in only with Google or Apple has no password to change.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const OLD = 'the-old-password-1';
const NEW = 'a-brand-new-password-2';

/** A dater signed up on one device and signed in on a second one. */
async function daterOnTwoDevices() {
  const email = uniqueEmail('change-password');
  const phone = new TestClient(t.baseUrl);
  await phone.signUp(email, OLD);
  await phone.post('/api/session/finalize');
  const laptop = new TestClient(t.baseUrl);
  expect((await laptop.signIn(email, OLD)).status).toBe(200);
  const userId = meResponseSchema.parse(await (await phone.get('/api/me')).json()).user.id;
  return { email, phone, laptop, userId };
}

const signsIn = async (email: string, password: string) => (await new TestClient(t.baseUrl).signIn(email, password)).status === 200;

describe('changing the password', () => {
  it('needs the current password, ends the other sessions and keeps this one', async () => {
    const { email, phone, laptop } = await daterOnTwoDevices();
    expect(changePasswordStateSchema.parse(await (await phone.get('/api/change-password')).json())).toEqual({ hasPassword: true });

    const changed = await phone.post('/api/change-password', { currentPassword: OLD, newPassword: NEW });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toEqual({ changed: true, otherSessionsEnded: true });

    expect((await phone.get('/api/me')).status).toBe(200);
    expect((await laptop.get('/api/me')).status).toBe(401);
    expect(await signsIn(email, OLD)).toBe(false);
    expect(await signsIn(email, NEW)).toBe(true);
  });

  it('refuses a wrong current password with a clear 400, and changes nothing', async () => {
    const { email, phone, laptop } = await daterOnTwoDevices();
    const refused = await phone.post('/api/change-password', { currentPassword: 'not-my-password', newPassword: NEW });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ code: CHANGE_PASSWORD_ERROR_CODES.wrongCurrent, message: expect.stringContaining('not your current password') });
    expect((await laptop.get('/api/me')).status).toBe(200);
    expect(await signsIn(email, OLD)).toBe(true);
    expect(await signsIn(email, NEW)).toBe(false);
  });

  it('refuses a new password that is too short or too long, saying the limit', async () => {
    const { email, phone } = await daterOnTwoDevices();
    const short = await phone.post('/api/change-password', { currentPassword: OLD, newPassword: 'x'.repeat(PASSWORD_MIN_LENGTH - 1) });
    expect(short.status).toBe(400);
    expect(((await short.json()) as { message: string }).message).toContain(`at least ${PASSWORD_MIN_LENGTH} characters`);
    const long = await phone.post('/api/change-password', { currentPassword: OLD, newPassword: 'x'.repeat(PASSWORD_MAX_LENGTH + 1) });
    expect(long.status).toBe(400);
    expect(((await long.json()) as { message: string }).message).toContain(`${PASSWORD_MAX_LENGTH} characters or fewer`);
    const empty = await phone.post('/api/change-password', { currentPassword: '', newPassword: NEW });
    expect(empty.status).toBe(400);
    expect(await signsIn(email, OLD)).toBe(true);
  });

  it('is refused without a session, and from another site', async () => {
    const { email, phone } = await daterOnTwoDevices();
    expect((await new TestClient(t.baseUrl).post('/api/change-password', { currentPassword: OLD, newPassword: NEW })).status).toBe(401);
    // The cookie sent as from another site (a foreign Origin), and with no Origin at all.
    const send = (origin?: string) =>
      fetch(`${t.baseUrl}/api/change-password`, {
        method: 'POST',
        headers: { cookie: phone.cookieHeader(), 'content-type': 'application/json', ...(origin ? { origin } : {}) },
        body: JSON.stringify({ currentPassword: OLD, newPassword: NEW }),
      });
    expect((await send('https://evil.example')).status).toBe(403);
    expect((await send()).status).toBe(403);
    expect(await signsIn(email, OLD)).toBe(true);
  });

  it('limits guesses at the current password per dater, counted in the database', async () => {
    const { email, phone } = await daterOnTwoDevices();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await phone.post('/api/change-password', { currentPassword: `guess-number-${i}`, newPassword: NEW })).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(statuses[10]).toBe(429);
    // Even the right password waits until the hour is over.
    expect((await phone.post('/api/change-password', { currentPassword: OLD, newPassword: NEW })).status).toBe(429);
    expect(await signsIn(email, OLD)).toBe(true);
  });

  it('tells a dater without a password (Google or Apple only) that there is none to change', async () => {
    const { phone, userId } = await daterOnTwoDevices();
    // A provider sign-up has no "credential" account: the same as removing this one's.
    await t.database.db.deleteFrom('account').where('userId', '=', userId).where('providerId', '=', 'credential').execute();
    expect(changePasswordStateSchema.parse(await (await phone.get('/api/change-password')).json())).toEqual({ hasPassword: false });
    const refused = await phone.post('/api/change-password', { currentPassword: OLD, newPassword: NEW });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ code: CHANGE_PASSWORD_ERROR_CODES.noPassword });
  });

  it('is not open to a suspended dater, whose session reaches only their notice', async () => {
    const { email, phone, userId } = await daterOnTwoDevices();
    await t.database.db.insertInto('moderation_holds').values({ user_id: userId, cause: 'suspend', until: new Date(Date.now() + 86_400_000) }).execute();
    const refused = await phone.post('/api/change-password', { currentPassword: OLD, newPassword: NEW });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: MODERATION_ERROR_CODES.suspended });
    expect(await signsIn(email, NEW)).toBe(false);
  });
});
