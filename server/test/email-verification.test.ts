import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_VERIFICATION_ERROR_CODES, emailVerificationStateSchema, matchListResponseSchema, meResponseSchema } from '@kindred/contract';
import { createDaterVectors } from '../src/features/matching/dater-vectors.js';
import { createDaterVectorsRepository } from '../src/features/matching/dater-vectors-repository.js';
import { finishProfile } from './support/daters.js';
import { TestClient, uniqueEmail } from './support/http-client.js';
import { matchPair } from './support/moderation.js';
import { startSmtpCatcher, type CaughtMail, type SmtpCatcher } from './support/smtp-catcher.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/**
 * Verified addresses (decision 054): a sign-up by e-mail gets one e-mail with a link and a
 * 6-digit code; until one is used the dater is not shown, cannot search and cannot unlock. The
 * code and the link are read from the e-mail a real SMTP server received, never from the database.
 */
let smtp: SmtpCatcher;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await startTestApp({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const codeIn = (mail: CaughtMail) => /Your code: (\d{6})/.exec(mail.text)?.[1] ?? '';
const linkIn = (mail: CaughtMail) => mail.links.find((link) => link.includes('/api/auth/verify-email')) ?? '';
const state = async (client: TestClient) => emailVerificationStateSchema.parse(await (await client.get('/api/email-verification')).json());

/** Signed up through the API and finished as onboarding would, and left unverified. */
async function unverifiedDater(): Promise<{ client: TestClient; userId: string; email: string; mail: CaughtMail }> {
  const email = uniqueEmail('verify');
  const client = new TestClient(t.baseUrl);
  await client.signUp(email);
  const userId = meResponseSchema.parse(await (await client.get('/api/me')).json()).user.id;
  await finishProfile(t.database.db, userId, { gender: 'female', name: 'Nomsa', age: 29 });
  await createDaterVectors(createDaterVectorsRepository(t.database.db)).refresh(userId);
  const mail = await smtp.waitFor((m) => m.to.includes(email));
  return { client, userId, email, mail };
}

describe('a sign-up by e-mail', () => {
  it('gets one e-mail with a link and a 6-digit code, and the code verifies the address', async () => {
    const dater = await unverifiedDater();
    expect(codeIn(dater.mail)).toMatch(/^\d{6}$/);
    expect(linkIn(dater.mail)).toContain('token=');
    expect(await state(dater.client)).toEqual({ verified: false, graceUntil: null });

    const verified = await dater.client.post('/api/email-verification/code', { code: codeIn(dater.mail) });
    expect(verified.status).toBe(200);
    expect(await state(dater.client)).toEqual({ verified: true, graceUntil: null });
  });

  it('is verified by the link from the e-mail, and a forged link verifies nothing', async () => {
    const dater = await unverifiedDater();
    const forged = linkIn(dater.mail).replace(/token=[^&]+/, 'token=eyJhbGciOiJIUzI1NiJ9.e30.forged');
    const refused = await dater.client.get(forged.replace(t.baseUrl, ''));
    expect(refused.status).toBeLessThan(500);
    expect((await state(dater.client)).verified).toBe(false);

    const followed = await dater.client.get(linkIn(dater.mail).replace(t.baseUrl, ''));
    expect(followed.status).toBeLessThan(400);
    expect((await state(dater.client)).verified).toBe(true);
  });

  it('refuses a wrong code, spends the code after five wrong tries, and refuses an expired one', async () => {
    const dater = await unverifiedDater();
    const right = codeIn(dater.mail);
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const answer = await dater.client.post('/api/email-verification/code', { code: wrong });
      expect(answer.status).toBe(400);
      expect(await answer.json()).toMatchObject({ code: EMAIL_VERIFICATION_ERROR_CODES.wrongCode });
    }
    const spent = await dater.client.post('/api/email-verification/code', { code: right });
    expect(await spent.json()).toMatchObject({ code: EMAIL_VERIFICATION_ERROR_CODES.expiredCode });

    // "Resend" sends a new code, and the old one no longer works.
    const before = smtp.messages.length;
    expect((await dater.client.post('/api/email-verification/resend')).status).toBe(200);
    const second = await smtp.waitFor((m) => m.to.includes(dater.email) && smtp.messages.indexOf(m) >= before);
    expect(codeIn(second)).not.toBe('');
    // An hour later the new code has expired too (the clock is moved, the code is not read).
    await t.database.db.updateTable('email_verification_codes').set({ expires_at: new Date(Date.now() - 1000) }).where('user_id', '=', dater.userId).execute();
    const expired = await dater.client.post('/api/email-verification/code', { code: codeIn(second) });
    expect(await expired.json()).toMatchObject({ code: EMAIL_VERIFICATION_ERROR_CODES.expiredCode });
    expect((await state(dater.client)).verified).toBe(false);
  });

  it('keeps an unverified dater from searching, unlocking and being shown, until they verify', async () => {
    const viewer = await unverifiedDater();
    await viewer.client.post('/api/email-verification/code', { code: codeIn(viewer.mail) });
    const dater = await unverifiedDater();
    const { aMatchId, bMatchId } = await matchPair(t, dater.userId, viewer.userId);
    const viewersList = async () => matchListResponseSchema.parse(await (await viewer.client.get('/api/matches')).json()).matches.map((m) => m.id);
    expect(await viewersList()).not.toContain(bMatchId);

    const search = await dater.client.post('/api/matches/searches');
    expect(search.status).toBe(403);
    expect(await search.json()).toMatchObject({ code: EMAIL_VERIFICATION_ERROR_CODES.notVerified });
    const unlock = await dater.client.post(`/api/matches/${aMatchId}/unlock`);
    expect(unlock.status).toBe(403);
    expect(await unlock.json()).toMatchObject({ code: EMAIL_VERIFICATION_ERROR_CODES.notVerified });

    await dater.client.post('/api/email-verification/code', { code: codeIn(dater.mail) });
    expect(await viewersList()).toContain(bMatchId);
    expect((await dater.client.post(`/api/matches/${aMatchId}/unlock`)).status).toBe(200);
  });
});
