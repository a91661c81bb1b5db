import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CHANGE_EMAIL_ERROR_CODES, changeEmailStateSchema } from '@kindred/contract';
import { bannedEmailHashes } from '../src/features/moderation/banned-email.js';
import { TestClient, uniqueEmail } from './support/http-client.js';
import { startSmtpCatcher, type SmtpCatcher } from './support/smtp-catcher.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/**
 * Changing the e-mail address in Settings (docs/product.md#changing-the-e-mail-address), end to
 * end: every link is read from an e-mail a real SMTP server received, never from the database.
 */
let t: TestApp;
let smtp: SmtpCatcher;
beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await startTestApp({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const PASSWORD = 'correct-horse-battery';
const client = () => new TestClient(t.baseUrl);

/** A dater signed up on a phone and also signed in on a laptop. */
async function dater(prefix = 'change-email') {
  const email = uniqueEmail(prefix);
  const phone = client();
  await phone.signUp(email, PASSWORD);
  await phone.post('/api/session/finalize');
  const laptop = client();
  expect((await laptop.signIn(email, PASSWORD)).status).toBe(200);
  return { email, phone, laptop };
}

/** The token of the newest link of this kind in a mail to `to`, as the dater's browser reads it. */
async function linkToken(to: string, page: 'change-email' | 'undo-email-change'): Promise<string> {
  const mail = await smtp.waitFor((m) => m.to.includes(to) && m.text.includes(`/${page}#token=`));
  const match = new RegExp(`/${page}#token=([A-Za-z0-9_-]+)`).exec(mail.text);
  if (!match?.[1]) throw new Error(`no ${page} link in the e-mail`);
  return match[1];
}

const signsIn = async (email: string) => (await client().signIn(email, PASSWORD)).status === 200;
const stateOf = async (c: TestClient) => changeEmailStateSchema.parse(await (await c.get('/api/change-email')).json());

describe('changing the e-mail address', () => {
  it('changes only when the link sent to the new address is opened, then tells the old address', async () => {
    const { email, phone } = await dater();
    const newEmail = uniqueEmail('changed-to');
    expect(await stateOf(phone)).toEqual({ email, canChange: true });

    const asked = await phone.post('/api/change-email', { newEmail: `  ${newEmail.toUpperCase()} ` });
    expect(asked.status).toBe(200);
    expect(await asked.json()).toEqual({ sent: true });
    const token = await linkToken(newEmail, 'change-email');
    // Nothing changes before the link is opened.
    expect((await stateOf(phone)).email).toBe(email);

    const confirmed = await client().post('/api/change-email/confirm', { token });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toEqual({ changed: true, email: newEmail });
    expect((await stateOf(phone)).email).toBe(newEmail);
    expect(await signsIn(newEmail)).toBe(true);
    expect(await signsIn(email)).toBe(false);

    // The old address is told where the account went, masked, with a way back.
    const notice = await smtp.waitFor((m) => m.to.includes(email) && m.subject.includes('was changed'));
    const [name, domain] = newEmail.split('@') as [string, string];
    expect(notice.text).toContain(`now ${name[0]}•••@${domain[0]}•••${domain.slice(domain.lastIndexOf('.'))}.`);
    expect(notice.text).not.toContain(newEmail);
    expect(notice.text).toContain('/undo-email-change#token=');
  });

  it('refuses a reused, forged or expired link, and changes nothing', async () => {
    const { email, phone } = await dater();
    const first = uniqueEmail('reused');
    await phone.post('/api/change-email', { newEmail: first });
    const token = await linkToken(first, 'change-email');
    expect((await client().post('/api/change-email/confirm', { token })).status).toBe(200);
    const reused = await client().post('/api/change-email/confirm', { token });
    expect(reused.status).toBe(400);
    expect(await reused.json()).toMatchObject({ code: CHANGE_EMAIL_ERROR_CODES.linkInvalid, message: expect.stringContaining('expired or was already used') });

    const forged = await client().post('/api/change-email/confirm', { token: token.replace(/^./, token.startsWith('A') ? 'B' : 'A') });
    expect(forged.status).toBe(400);
    expect((await client().post('/api/change-email/confirm', { token: 'not a token' })).status).toBe(400);

    const later = uniqueEmail('expired');
    await phone.post('/api/change-email', { newEmail: later });
    const old = await linkToken(later, 'change-email');
    vi.useFakeTimers({ now: Date.now() + 61 * 60 * 1000, toFake: ['Date'] });
    const expired = await client().post('/api/change-email/confirm', { token: old });
    expect(expired.status).toBe(400);
    vi.useRealTimers();
    expect((await stateOf(phone)).email).toBe(first);
    expect(email).not.toBe(first);
  });

  it("answers another account's address exactly as a free one, and sends it nothing", async () => {
    const { email, phone } = await dater();
    const other = await dater('taken');
    const before = smtp.messages.length;
    const asked = await phone.post('/api/change-email', { newEmail: other.email });
    expect(asked.status).toBe(200);
    expect(await asked.json()).toEqual({ sent: true });
    // A free address queued after it arrives; nothing went to the taken one.
    const free = uniqueEmail('free');
    await phone.post('/api/change-email', { newEmail: free });
    await linkToken(free, 'change-email');
    expect(smtp.messages.slice(before).some((m) => m.to.includes(other.email))).toBe(false);
    expect((await stateOf(phone)).email).toBe(email);
  });

  it('refuses a banned address, the same address, a header injection, and a dater without a password', async () => {
    const { email, phone } = await dater();
    const banned = uniqueEmail('banned');
    await t.database.db.insertInto('banned_emails').values(bannedEmailHashes(banned).map((email_hash) => ({ email_hash }))).execute();
    const refused = await phone.post('/api/change-email', { newEmail: banned });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'EMAIL_BANNED' });

    const same = await phone.post('/api/change-email', { newEmail: email.toUpperCase() });
    expect(same.status).toBe(400);
    expect(await same.json()).toMatchObject({ code: CHANGE_EMAIL_ERROR_CODES.same });

    for (const newEmail of ['x@example.com\r\nBcc: victim@example.com', 'Name <x@example.com>', 'a@example.com, b@example.com']) {
      const injected = await phone.post('/api/change-email', { newEmail });
      expect(injected.status, newEmail).toBe(400);
      expect(((await injected.json()) as { message: string }).message).toContain('one e-mail address');
    }

    // A provider sign-up has no "credential" account: the same as removing this one's.
    const me = (await (await phone.get('/api/me')).json()) as { user: { id: string } };
    await t.database.db.deleteFrom('account').where('userId', '=', me.user.id).where('providerId', '=', 'credential').execute();
    expect(await stateOf(phone)).toEqual({ email, canChange: false });
    const provider = await phone.post('/api/change-email', { newEmail: uniqueEmail('provider') });
    expect(provider.status).toBe(409);
    expect(await provider.json()).toMatchObject({ code: CHANGE_EMAIL_ERROR_CODES.providerOnly, message: expect.stringContaining('Google or Apple') });
  });

  it('is refused without a session', async () => {
    expect((await client().post('/api/change-email', { newEmail: uniqueEmail('nobody') })).status).toBe(401);
    expect((await client().get('/api/change-email')).status).toBe(401);
  });
});

describe('undoing a change from the old address', () => {
  it('restores the old address, ends every session, and voids links asked for before', async () => {
    const { email, phone, laptop } = await dater();
    const thief = uniqueEmail('thief');
    const spare = uniqueEmail('spare');
    await phone.post('/api/change-email', { newEmail: spare });
    const spareToken = await linkToken(spare, 'change-email');
    await phone.post('/api/change-email', { newEmail: thief });
    expect((await client().post('/api/change-email/confirm', { token: await linkToken(thief, 'change-email') })).status).toBe(200);

    const undoToken = await linkToken(email, 'undo-email-change');
    const undone = await client().post('/api/change-email/undo', { token: undoToken });
    expect(undone.status).toBe(200);
    expect(await undone.json()).toEqual({ restored: true, signedOutEverywhere: true });
    expect((await phone.get('/api/me')).status).toBe(401);
    expect((await laptop.get('/api/me')).status).toBe(401);
    expect(await signsIn(email)).toBe(true);
    expect(await signsIn(thief)).toBe(false);

    // The link is spent, and the one asked for before the undo no longer changes anything.
    expect((await client().post('/api/change-email/undo', { token: undoToken })).status).toBe(400);
    expect((await client().post('/api/change-email/confirm', { token: spareToken })).status).toBe(400);
    expect(await signsIn(email)).toBe(true);
  });
});
