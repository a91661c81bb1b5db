import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moderationNoticeSchema } from '@kindred/contract';
import { TestClient } from './support/http-client.js';
import { ageAccount, decide, foundBySearch, grantModerator, matchPair, openReportOn, report, signedInDater, type SignedInDater } from './support/moderation.js';
import { listMatches } from './support/searching.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let moderator: SignedInDater;
beforeAll(async () => {
  t = await startTestApp();
  moderator = await signedInDater(t, { gender: 'female', age: 40, name: 'Mona' }, 'moderator');
  await grantModerator(t, moderator.userId, 'Sanctions Desk');
});
afterAll(async () => {
  await t.close();
});

/** A reported dater of a given age (so each test's searches find only its own daters), with a reporter and a bystander who still holds a match with them. */
async function reportedDater(age: number, name: string) {
  const target = await signedInDater(t, { gender: 'male', age, name }, 'target');
  const reporter = await signedInDater(t, { gender: 'female', age, name: 'Rita' }, 'reporter');
  const bystander = await signedInDater(t, { gender: 'female', age, name: 'Bea' }, 'bystander');
  await ageAccount(t, reporter.userId, 30);
  await matchPair(t, bystander.userId, target.userId);
  await report(t, reporter, target.userId);
  return { target, reporter, bystander, reportId: await openReportOn(t, target.userId) };
}

async function notice(client: TestClient) {
  const response = await client.get('/api/moderation-notice');
  expect(response.status).toBe(200);
  return moderationNoticeSchema.parse(await response.json()).notice;
}

describe('a ban', () => {
  it("takes the dater out of other daters' matches and searches at once, refuses their API and sign-in, and keeps their notice", async () => {
    const { target, bystander, reportId } = await reportedDater(31, 'Bruno');
    expect((await listMatches(bystander.client)).map((m) => m.name)).toContain('Bruno');

    await decide(moderator.client, reportId, { action: 'ban', reason: 'Repeated harassment of several daters.' });

    expect((await listMatches(bystander.client)).map((m) => m.name)).not.toContain('Bruno');
    expect(await foundBySearch(t, 'Bruno', { gender: 'male', age: 31 })).toBe(false);

    const refused = await target.client.get('/api/matches');
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'ACCOUNT_BANNED' });
    expect(await notice(target.client)).toMatchObject({ kind: 'ban', reason: 'Repeated harassment of several daters.', endsAt: null, canAppeal: true });

    // Their data and their account are still theirs: the export and the deletion answer.
    expect((await target.client.get('/api/account/export')).status).toBe(200);

    // Signing in again is refused with the reason; the session it leaves reaches only the notice.
    const again = new TestClient(t.baseUrl);
    const signIn = await again.signIn(target.email, target.password);
    expect(signIn.status).toBe(403);
    expect(await signIn.json()).toMatchObject({ code: 'ACCOUNT_BANNED', message: expect.stringContaining('banned') });
    expect((await again.get('/api/me')).status).toBe(403);
    expect((await again.get('/api/matches')).status).toBe(403);
    expect(await notice(again)).toMatchObject({ kind: 'ban', canAppeal: true });
  });

  it('refuses the banned address at sign-up, in any capitals, while the account exists and after it is gone', async () => {
    const { target, reportId } = await reportedDater(32, 'Carlo');
    await decide(moderator.client, reportId, { action: 'ban', reason: 'Fake profile photos.' });

    for (const email of [target.email, target.email.toUpperCase(), `  ${target.email.replace(/^./, (c) => c.toUpperCase())}`]) {
      const response = await new TestClient(t.baseUrl).post('/api/auth/sign-up/email', { email: email.trim(), password: 'another-long-password', name: 'Carlo' });
      expect(response.status, email).toBe(403);
      expect(await response.json()).toMatchObject({ code: 'EMAIL_BANNED' });
    }

    // The banned dater deletes their account, and the purge removes it; the address stays refused.
    expect((await target.client.request('DELETE', '/api/account')).status).toBe(200);
    await t.database.db.deleteFrom('user').where('id', '=', target.userId).execute();
    const afterDeletion = await new TestClient(t.baseUrl).post('/api/auth/sign-up/email', { email: target.email.toUpperCase(), password: 'another-long-password', name: 'Carlo' });
    expect(afterDeletion.status).toBe(403);
    const rows = await t.database.db.selectFrom('user').select('id').where('email', 'ilike', target.email).execute();
    expect(rows).toEqual([]);
  });
});

describe('a banned address', () => {
  const signUp = (email: string) => new TestClient(t.baseUrl).post('/api/auth/sign-up/email', { email, password: 'another-long-password', name: 'Again' });

  it('is refused under a +tag of the same mailbox, and a lifted ban frees every form of it', async () => {
    const { target, reportId } = await reportedDater(36, 'Gino');
    await decide(moderator.client, reportId, { action: 'ban', reason: 'Threats.' });
    const tagged = target.email.replace('@', '+again@');
    const refused = await signUp(tagged);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'EMAIL_BANNED' });
    // Outside Gmail a dot is part of the name: that is another mailbox, and it signs up.
    expect((await signUp(target.email.replace(/^(.)/, '$1.'))).status).toBe(200);

    expect((await target.client.post('/api/moderation-notice/appeal', { text: 'I was angry, it will not happen again.' })).status).toBe(201);
    const appeal = (await (await moderator.client.get('/api/moderation/appeals')).json()) as { appeals: { id: string; dater: { name: string } }[] };
    const mine = appeal.appeals.find((a) => a.dater.name === 'Gino');
    expect((await moderator.client.post(`/api/moderation/appeals/${mine?.id}/resolve`, { decision: 'lift', reason: 'First offence.' })).status).toBe(200);
    expect((await signUp(tagged)).status).toBe(200);
  });

  it('at Gmail is refused with its dots moved, a +tag or as googlemail.com, but not for another mailbox', async () => {
    const gmail = `gino.rossi.${process.pid}@gmail.com`;
    const target = await signedInDater(t, { gender: 'male', age: 37, name: 'Gino' }, 'target', gmail);
    const reporter = await signedInDater(t, { gender: 'female', age: 37, name: 'Rita' }, 'reporter');
    await ageAccount(t, reporter.userId, 30);
    await report(t, reporter, target.userId);
    await decide(moderator.client, await openReportOn(t, target.userId), { action: 'ban', reason: 'Fake profile photos.' });

    for (const email of [gmail.replaceAll('.', '').replace('gmailcom', 'gmail.com'), gmail.replace('@', '+dating@'), gmail.replace('gino.', 'g.i.n.o').toUpperCase(),
      gmail.replace('@gmail.com', '@googlemail.com')])
    {
      const response = await signUp(email);
      expect(response.status, email).toBe(403);
      expect(await response.json()).toMatchObject({ code: 'EMAIL_BANNED' });
    }
    expect((await signUp(gmail.replace('rossi', 'rossa'))).status).toBe(200);
  });

  it('stays refused when one of two banned accounts on the same mailbox is lifted', async () => {
    const gmail = `lia.moretti.${process.pid}@gmail.com`;
    const first = await signedInDater(t, { gender: 'male', age: 38, name: 'Lio' }, 'target', gmail);
    const second = await signedInDater(t, { gender: 'male', age: 38, name: 'Leo' }, 'target', gmail.replace('@', '+two@'));
    const reporter = await signedInDater(t, { gender: 'female', age: 38, name: 'Rita' }, 'reporter');
    await ageAccount(t, reporter.userId, 30);
    for (const dater of [first, second]) {
      await report(t, reporter, dater.userId);
      await decide(moderator.client, await openReportOn(t, dater.userId), { action: 'ban', reason: 'Two accounts for one scam.' });
    }
    expect((await first.client.post('/api/moderation-notice/appeal', { text: 'The other account is not mine.' })).status).toBe(201);
    const appeals = (await (await moderator.client.get('/api/moderation/appeals')).json()) as { appeals: { id: string; dater: { name: string } }[] };
    const appeal = appeals.appeals.find((a) => a.dater.name === 'Lio');
    expect((await moderator.client.post(`/api/moderation/appeals/${appeal?.id}/resolve`, { decision: 'lift', reason: 'Mistaken identity.' })).status).toBe(200);

    const refused = await signUp(gmail.replaceAll('.', '').replace('gmailcom', 'gmail.com'));
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'EMAIL_BANNED' });
  });
});

describe('a suspension', () => {
  it('shows its end date, refuses the API with it, and ends by itself', async () => {
    const { target, bystander, reportId } = await reportedDater(33, 'Dario');
    const before = Date.now();
    await decide(moderator.client, reportId, { action: 'suspend', days: 7, reason: 'Insulting messages.' });

    const shown = await notice(target.client);
    expect(shown).toMatchObject({ kind: 'suspend', reason: 'Insulting messages.', canAppeal: true });
    const endsAt = Date.parse(shown?.endsAt ?? '');
    expect(endsAt - before).toBeGreaterThanOrEqual(7 * 86_400_000 - 5_000);
    expect(endsAt - before).toBeLessThanOrEqual(7 * 86_400_000 + 60_000);

    // Signed out, they sign in again: refused with the end date, and their notice still opens.
    expect((await target.client.post('/api/auth/sign-out', {})).status).toBe(200);
    const signIn = await target.client.signIn(target.email, target.password);
    expect(signIn.status).toBe(403);
    expect(await signIn.json()).toMatchObject({ code: 'ACCOUNT_SUSPENDED', message: expect.stringContaining(shown?.endsAt?.slice(0, 10) ?? 'no end date') });
    expect(await notice(target.client)).toMatchObject({ kind: 'suspend', canAppeal: true });
    const refused = await target.client.get('/api/me');
    expect(refused.status).toBe(403);
    const body = (await refused.json()) as { code: string; message: string };
    expect(body.code).toBe('ACCOUNT_SUSPENDED');
    expect(body.message).toContain(shown?.endsAt?.slice(0, 10));
    expect((await listMatches(bystander.client)).map((m) => m.name)).not.toContain('Dario');

    // The week passes.
    await t.database.db.updateTable('moderation_sanctions').set({ ends_at: new Date(Date.now() - 1000) }).where('user_id', '=', target.userId).execute();
    await t.database.db.updateTable('moderation_holds').set({ until: new Date(Date.now() - 1000) }).where('user_id', '=', target.userId).execute();
    expect((await target.client.get('/api/me')).status).toBe(200);
    expect(await notice(target.client)).toBeNull();
    expect((await listMatches(bystander.client)).map((m) => m.name)).toContain('Dario');
  });
});

describe('a warning', () => {
  it('shows a notice until acknowledged, and leaves the app usable', async () => {
    const { target, bystander, reportId } = await reportedDater(34, 'Emil');
    await decide(moderator.client, reportId, { action: 'warn', reason: 'Keep the conversation respectful.' });
    expect(await notice(target.client)).toMatchObject({ kind: 'warn', endsAt: null });
    expect((await target.client.get('/api/matches')).status).toBe(200);
    expect((await listMatches(bystander.client)).map((m) => m.name)).toContain('Emil');

    expect((await target.client.post('/api/moderation-notice/acknowledge')).status).toBe(200);
    expect(await notice(target.client)).toBeNull();
    const twice = await target.client.post('/api/moderation-notice/acknowledge');
    expect(twice.status).toBe(404);
  });

  it('cannot be acknowledged away when it is a suspension', async () => {
    const { target, reportId } = await reportedDater(35, 'Fabio');
    await decide(moderator.client, reportId, { action: 'suspend', days: 2, reason: 'Spam.' });
    const response = await target.client.post('/api/moderation-notice/acknowledge');
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ code: 'NOT_A_WARNING' });
  });
});
