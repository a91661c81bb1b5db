import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { TestClient, uniqueEmail } from './support/http-client.js';
import { startSmtpCatcher, type CaughtMail, type SmtpCatcher } from './support/smtp-catcher.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/**
 * "Forgot password?" end to end: the link is read from the e-mail a real SMTP server received,
 * never from the database (docs/security.md#password-reset-links).
 */
let t: TestApp;
let smtp: SmtpCatcher;
const PER_ADDRESS = 4;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await startTestApp({ SMTP_URL: smtp.url, PASSWORD_RESET_PER_ADDRESS_PER_HOUR: String(PER_ADDRESS) });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
afterEach(async () => {
  vi.useRealTimers();
  smtp.refuseWith(null);
  await smtp.up();
});

const client = () => new TestClient(t.baseUrl);
const PASSWORD = 'correct-horse-battery';
const NEW_PASSWORD = 'a-brand-new-password-42';

async function askForLink(email: string) {
  const started = performance.now();
  const response = await client().post('/api/auth/request-password-reset', { email });
  return { status: response.status, body: (await response.json()) as unknown, ms: performance.now() - started };
}

/** A reset mail to this address: a sign-up by e-mail also gets a verification mail, which is not one. */
const resetMailTo = (email: string) => (m: CaughtMail) => m.to.includes(email) && m.links.some((l) => l.includes('/reset-password#token='));

/** The token from the newest reset mail to this address, read from its link as a dater's browser would. */
async function tokenFromMail(email: string, after = 0): Promise<string> {
  const mail = await smtp.waitFor((m) => resetMailTo(email)(m) && smtp.messages.indexOf(m) >= after);
  const link = mail.links.find((l) => l.includes('/reset-password#token='));
  const url = new URL(link ?? '');
  expect(url.origin).toBe(t.baseUrl);
  return new URLSearchParams(url.hash.slice(1)).get('token') ?? '';
}

async function hasSession(c: TestClient): Promise<boolean> {
  const response = await c.get('/api/auth/get-session');
  return response.ok && (await response.json()) !== null;
}

describe('forgot password', () => {
  it('answers the same for an address with an account and one without, and mails only the real one', async () => {
    const email = uniqueEmail('forgot');
    await client().signUp(email, PASSWORD);
    const unknown = uniqueEmail('nobody');
    const known = await askForLink(email);
    const missing = await askForLink(unknown);
    expect(known.status).toBe(200);
    expect(missing).toMatchObject({ status: known.status, body: known.body });
    const mail = await smtp.waitFor(resetMailTo(email));
    expect(mail.subject).toBe('Set a new Kindred password');
    expect(mail.text).toMatch(/works once, for 60 minutes/);
    expect(mail.text).toMatch(/You got this e-mail because/);
    // Give a mail to the unknown address every chance to arrive, then check that none did.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(smtp.messages.some((m) => m.to.includes(unknown))).toBe(false);
  });

  it('takes about the same time for an unknown address: the difference is one queued job', async () => {
    const email = uniqueEmail('timing');
    await client().signUp(email, PASSWORD);
    const known: number[] = [];
    const unknown: number[] = [];
    // Interleaved, and compared by their fastest runs: on a busy machine a slow run says more
    // about the machine than about the route.
    for (let i = 0; i < PER_ADDRESS; i++) {
      known.push((await askForLink(email)).ms);
      unknown.push((await askForLink(uniqueEmail('nobody'))).ms);
    }
    expect(Math.abs(Math.min(...known) - Math.min(...unknown))).toBeLessThan(150);
  });

  it('sets the new password with the link, ends every session, and the old password stops working', async () => {
    const email = uniqueEmail('reset');
    const phone = client();
    await phone.signUp(email, PASSWORD);
    const laptop = client();
    expect((await laptop.signIn(email, PASSWORD)).status).toBe(200);
    expect(phone.hasSession()).toBe(true);
    expect(await hasSession(laptop)).toBe(true);

    const before = smtp.messages.length;
    expect((await askForLink(email)).status).toBe(200);
    const token = await tokenFromMail(email, before);
    const reset = await client().post('/api/auth/reset-password', { token, newPassword: NEW_PASSWORD });
    expect(reset.status, await reset.clone().text()).toBe(200);

    expect(await hasSession(phone)).toBe(false);
    expect(await hasSession(laptop)).toBe(false);
    expect((await client().signIn(email, PASSWORD)).status).toBe(401);
    const fresh = client();
    expect((await fresh.signIn(email, NEW_PASSWORD)).status).toBe(200);
    expect(await hasSession(fresh)).toBe(true);

    // The same link a second time: spent.
    const again = await client().post('/api/auth/reset-password', { token, newPassword: 'yet-another-password-7' });
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ code: 'INVALID_TOKEN' });
  });

  it('keeps the token only as a hash', async () => {
    const email = uniqueEmail('hashed');
    await client().signUp(email, PASSWORD);
    const before = smtp.messages.length;
    await askForLink(email);
    const token = await tokenFromMail(email, before);
    const rows = await t.database.db.selectFrom('verification' as never).selectAll().execute();
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(token);
  });

  it('refuses a link past its hour', async () => {
    const email = uniqueEmail('expired');
    await client().signUp(email, PASSWORD);
    const before = smtp.messages.length;
    await askForLink(email);
    const token = await tokenFromMail(email, before);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61 * 60 * 1000 });
    const late = await client().post('/api/auth/reset-password', { token, newPassword: NEW_PASSWORD });
    vi.useRealTimers();
    expect(late.status).toBe(400);
    expect(await late.json()).toMatchObject({ code: 'INVALID_TOKEN' });
    expect((await client().signIn(email, PASSWORD)).status).toBe(200);
  });

  it('refuses a forged token, and a malformed one with a clear message', async () => {
    const forged = await client().post('/api/auth/reset-password', { token: 'AAAAAAAAAAAAAAAAAAAAAAAA', newPassword: NEW_PASSWORD });
    expect(forged.status).toBe(400);
    expect(await forged.json()).toMatchObject({ code: 'INVALID_TOKEN' });
    for (const token of ['', 'short', 'has spaces in it and more', 'x'.repeat(65), 'reset-password:abc/../def']) {
      const response = await client().post('/api/auth/reset-password', { token, newPassword: NEW_PASSWORD });
      expect(response.status, token).toBe(400);
      expect(((await response.json()) as { message: string }).message, token).toMatch(/not complete|link/i);
    }
    const weak = await client().post('/api/auth/reset-password', { token: 'AAAAAAAAAAAAAAAAAAAAAAAA', newPassword: 'short' });
    expect(weak.status).toBe(400);
    expect(((await weak.json()) as { message: string }).message).toMatch(/at least/);
  });

  it('limits requests per address, counting addresses with and without an account alike', async () => {
    const email = uniqueEmail('limited');
    await client().signUp(email, PASSWORD);
    const unknown = uniqueEmail('nobody');
    for (let i = 0; i < PER_ADDRESS; i++) {
      expect((await askForLink(email)).status).toBe(200);
      expect((await askForLink(unknown)).status).toBe(200);
    }
    const known = await askForLink(email.toUpperCase());
    const missing = await askForLink(unknown);
    expect(known).toMatchObject({ status: 429, body: { code: 'PASSWORD_RESET_LIMITED' } });
    expect(missing).toMatchObject({ status: 429, body: known.body });
  });

  it('answers at once while the mail server is down, and the mail arrives on a retry', async () => {
    const email = uniqueEmail('down');
    await client().signUp(email, PASSWORD);
    await smtp.down();
    const before = smtp.messages.length;
    const asked = await askForLink(email);
    expect(asked.status).toBe(200);
    expect(asked.ms).toBeLessThan(1000);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await smtp.up();
    const token = await tokenFromMail(email, before);
    expect(token).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
  }, 40_000);
});
