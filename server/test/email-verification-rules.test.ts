import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_VERIFICATION_ERROR_CODES, emailVerificationStateSchema, meResponseSchema } from '@kindred/contract';
import { TestClient, uniqueEmail } from './support/http-client.js';
import { ageAccount, decide, grantModerator, openReportOn, report, signedInDater, type SignedInDater } from './support/moderation.js';
import { finishProfile } from './support/daters.js';
import { startSmtpCatcher, type CaughtMail, type SmtpCatcher } from './support/smtp-catcher.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/**
 * Verified addresses and the rules around them (decision 054): a ban holds for the verified
 * address and every form of its mailbox, and changing the address through its own link verifies
 * the new one and drops a code mailed to the old. Codes and links are read from the e-mail a
 * real SMTP server received.
 */
let smtp: SmtpCatcher;
let t: TestApp;
let moderator: SignedInDater;
beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await startTestApp({ SMTP_URL: smtp.url });
  moderator = await signedInDater(t, { gender: 'female', age: 44, name: 'Mona' }, 'moderator');
  await grantModerator(t, moderator.userId, 'Verification Desk');
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const PASSWORD = 'correct-horse-battery';
const CODE = /Your code: (\d{6})/;
const codeIn = (mail: CaughtMail) => CODE.exec(mail.text)?.[1] ?? '';
const verificationMailTo = (email: string) => smtp.waitFor((m) => m.to.includes(email) && CODE.test(m.text));
const linkIn = (mail: CaughtMail) => (mail.links.find((link) => link.includes('/api/auth/verify-email')) ?? '').replace(t.baseUrl, '');
const verified = async (client: TestClient) => emailVerificationStateSchema.parse(await (await client.get('/api/email-verification')).json()).verified;
const signUp = (email: string) => new TestClient(t.baseUrl).post('/api/auth/sign-up/email', { email, password: PASSWORD, name: 'Again' });

/** Signed up through the API and onboarded, with the sign-up's verification e-mail, unverified. */
async function newDater(email: string, age: number): Promise<{ client: TestClient; userId: string; email: string; mail: CaughtMail }> {
  const client = new TestClient(t.baseUrl);
  await client.signUp(email, PASSWORD);
  const userId = meResponseSchema.parse(await (await client.get('/api/me')).json()).user.id;
  await finishProfile(t.database.db, userId, { gender: 'male', name: 'Gino', age });
  return { client, userId, email, mail: await verificationMailTo(email) };
}

/** The token of the newest change-email link of this kind in a mail to `to`. */
async function changeLinkToken(to: string, page: 'change-email' | 'undo-email-change'): Promise<string> {
  const mail = await smtp.waitFor((m) => m.to.includes(to) && m.text.includes(`/${page}#token=`));
  return new RegExp(`/${page}#token=([A-Za-z0-9_-]+)`).exec(mail.text)?.[1] ?? '';
}

describe('a ban on a verified address', () => {
  it('refuses every form of its mailbox at sign-up, in a change of address, and at verification by code or link', async () => {
    const gmail = `gino.verified.${process.pid}.${Date.now().toString(36)}@gmail.com`;
    const target = await newDater(gmail, 38);
    expect((await target.client.post('/api/email-verification/code', { code: codeIn(target.mail) })).status).toBe(200);
    expect(await verified(target.client)).toBe(true);
    // Signed up under another form of the same mailbox before the ban, and never verified.
    const twin = await newDater(gmail.replace('@', '+again@'), 38);

    const reporter = await signedInDater(t, { gender: 'female', age: 38, name: 'Rita' }, 'reporter');
    await ageAccount(t, reporter.userId, 30);
    await report(t, reporter, target.userId);
    await decide(moderator.client, await openReportOn(t, target.userId), { action: 'ban', reason: 'Fake profile photos.' });

    const forms = [gmail, gmail.toUpperCase(), gmail.replace('@', '+new@'), gmail.replaceAll('.', '').replace('gmailcom', 'gmail.com'), gmail.replace('@gmail.com', '@googlemail.com')];
    for (const email of forms) {
      const refused = await signUp(email);
      expect(refused.status, email).toBe(403);
      expect(await refused.json(), email).toMatchObject({ code: 'EMAIL_BANNED' });
    }
    const mover = await signedInDater(t, { gender: 'female', age: 52, name: 'Mia' }, 'mover');
    for (const email of forms.slice(2)) {
      const refused = await mover.client.post('/api/change-email', { newEmail: email });
      expect(refused.status, email).toBe(403);
      expect(await refused.json(), email).toMatchObject({ code: 'EMAIL_BANNED' });
    }

    // The twin's code and link, both genuine, verify nothing: the mailbox is banned.
    const byCode = await twin.client.post('/api/email-verification/code', { code: codeIn(twin.mail) });
    expect(byCode.status).toBe(403);
    expect(await byCode.json()).toMatchObject({ code: 'EMAIL_BANNED' });
    const byLink = await twin.client.get(linkIn(twin.mail));
    expect(byLink.status).toBe(403);
    expect(await verified(twin.client)).toBe(false);
  });
});

describe('the verification link', () => {
  it('answers a missing, malformed, forged, foreign-callback or reused token with a redirect or a 4xx, never a 5xx', async () => {
    const dater = await newDater(uniqueEmail('verify-link'), 45);
    const link = linkIn(dater.mail);
    const forged = link.replace(/token=[^&]+/, 'token=eyJhbGciOiJIUzI1NiJ9.eyJlbWFpbCI6Im5vYm9keUBleGFtcGxlLmNvbSJ9.c2lnbmF0dXJl');
    for (const path of ['/api/auth/verify-email', '/api/auth/verify-email?token=', '/api/auth/verify-email?token=abc', forged, forged.replace(/&callbackURL=[^&]*/, ''),
      '/api/auth/verify-email?token=x&callbackURL=https%3A%2F%2Fevil.example'])
    {
      const answer = await dater.client.get(path);
      expect(answer.status, path).toBeGreaterThanOrEqual(300);
      expect(answer.status, path).toBeLessThan(500);
    }
    expect(await verified(dater.client)).toBe(false);
    expect((await dater.client.get(link)).status).toBe(302);
    expect(await verified(dater.client)).toBe(true);
    // Spent: the code sent with it is dropped, and the link again changes nothing.
    expect((await dater.client.get(link)).status).toBe(302);
    const anonymous = await new TestClient(t.baseUrl).get(link);
    expect(anonymous.status).toBeLessThan(500);
  });

  it("leaves the auth library's own send-verification-email unreachable: a new e-mail goes only through the limited Resend", async () => {
    const dater = await newDater(uniqueEmail('verify-send'), 47);
    for (const client of [new TestClient(t.baseUrl), dater.client]) {
      expect((await client.post('/api/auth/send-verification-email', { email: dater.email })).status).toBe(404);
    }
  });
});

describe('changing the address', () => {
  it("verifies an unverified dater through the new address's link, and drops the code mailed to the old one", async () => {
    const dater = await newDater(uniqueEmail('verify-move-from'), 46);
    expect(await verified(dater.client)).toBe(false);
    const newEmail = uniqueEmail('verify-move-to');
    expect((await dater.client.post('/api/change-email', { newEmail })).status).toBe(200);
    expect((await dater.client.post('/api/change-email/confirm', { token: await changeLinkToken(newEmail, 'change-email') })).status).toBe(200);
    expect(await verified(dater.client)).toBe(true);

    // The undo from the old address puts it back as it was, unverified; the code mailed to it
    // before the change was dropped by the change, so it verifies nothing now.
    expect((await new TestClient(t.baseUrl).post('/api/change-email/undo', { token: await changeLinkToken(dater.email, 'undo-email-change') })).status).toBe(200);
    const again = new TestClient(t.baseUrl);
    expect((await again.signIn(dater.email, PASSWORD)).status).toBe(200);
    expect(await verified(again)).toBe(false);
    const stale = await again.post('/api/email-verification/code', { code: codeIn(dater.mail) });
    expect(stale.status).toBe(400);
    expect(await stale.json()).toMatchObject({ code: EMAIL_VERIFICATION_ERROR_CODES.expiredCode });
  });
});
