import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appealQueueResponseSchema, auditLogResponseSchema, meResponseSchema, moderationNoticeSchema, reportQueueResponseSchema } from '@kindred/contract';
import { TestClient } from './support/http-client.js';
import { imageForm, png } from './support/images.js';
import { ageAccount, decide, grantModerator, matchPair, openReportOn, report, signedInDater, type SignedInDater } from './support/moderation.js';
import { listMatches } from './support/searching.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let moderator: SignedInDater;
let dater: SignedInDater;
beforeAll(async () => {
  t = await startTestApp();
  moderator = await signedInDater(t, { gender: 'female', age: 40, name: 'Mona' }, 'moderator');
  await grantModerator(t, moderator.userId, 'Mona M.');
  dater = await signedInDater(t, { gender: 'female', age: 41, name: 'Dora' }, 'dater');
});
afterAll(async () => {
  await t.close();
});

const SOME_ID = '00000000-0000-4000-8000-000000000000';
const CONSOLE_ROUTES: [string, string, unknown?][] = [
  ['GET', '/api/moderation/reports'],
  ['GET', '/api/moderation/appeals'],
  ['GET', '/api/moderation/audit'],
  ['POST', `/api/moderation/reports/${SOME_ID}/action`, { action: 'dismiss', reason: 'x' }],
  ['POST', `/api/moderation/appeals/${SOME_ID}/resolve`, { decision: 'uphold', reason: 'x' }],
];

describe('the moderator role', () => {
  it('refuses every console route to anyone signed out (401) and to a dater (403), and lets a moderator in', async () => {
    for (const [method, path, body] of CONSOLE_ROUTES) {
      expect((await new TestClient(t.baseUrl).request(method, path, body)).status, `${method} ${path} signed out`).toBe(401);
      const refused = await dater.client.request(method, path, body);
      expect(refused.status, `${method} ${path} as a dater`).toBe(403);
      expect(await refused.json()).toMatchObject({ code: 'NOT_MODERATOR' });
      // A moderator reaches the route: the reads answer, the decisions find no such report or appeal.
      expect((await moderator.client.request(method, path, body)).status, `${method} ${path} as a moderator`).toBe(method === 'GET' ? 200 : 404);
    }
  });

  it('is told to the web app, and revoking it holds on the next request', async () => {
    const me = async (client: TestClient) => meResponseSchema.parse(await (await client.get('/api/me')).json()).isModerator;
    expect(await me(moderator.client)).toBe(true);
    expect(await me(dater.client)).toBe(false);
    const former = await signedInDater(t, { gender: 'male', age: 42 }, 'former');
    await grantModerator(t, former.userId, 'Former');
    expect((await former.client.get('/api/moderation/reports')).status).toBe(200);
    await t.database.db.deleteFrom('moderators').where('user_id', '=', former.userId).execute();
    expect((await former.client.get('/api/moderation/reports')).status).toBe(403);
  });
});

describe('the report queue', () => {
  it("shows the report with both daters' public fields only, earlier reports and the pair's match history", async () => {
    const reported = await signedInDater(t, { gender: 'male', age: 33, name: 'Hugo' }, 'reported');
    await t.database.db.updateTable('profiles').set({ instagram: 'hugo.private.insta', linkedin: 'hugo-private-linkedin', bio: 'Hugo likes hiking and bread.' }).where('user_id', '=', reported.userId)
      .execute();
    const first = await signedInDater(t, { gender: 'female', age: 33, name: 'Ines' }, 'reporter');
    await report(t, first, reported.userId, 'fake_profile', 'Photos look borrowed.');
    const second = await signedInDater(t, { gender: 'female', age: 33, name: 'Jana' }, 'reporter');
    const { aMatchId } = await matchPair(t, second.userId, reported.userId, 91);
    await t.database.db.insertInto('monthly_unlocks').values({ user_id: second.userId, match_id: aMatchId, month_year: new Date().toISOString().slice(0, 7) }).execute();
    expect((await second.client.post(`/api/matches/${aMatchId}/report`, { reason: 'harassment', comment: 'Rude after I unlocked.' })).status).toBe(200);

    const response = await moderator.client.get('/api/moderation/reports');
    const text = await response.clone().text();
    const queue = reportQueueResponseSchema.parse(await response.json()).reports;
    const latest = queue.find((r) => r.comment === 'Rude after I unlocked.');
    expect(latest).toMatchObject({
      reason: 'harassment',
      reporter: { name: 'Jana', age: 33 },
      reported: { name: 'Hugo', age: 33, bio: 'Hugo likes hiking and bread.' },
      earlierReports: [{ reason: 'fake_profile', comment: 'Photos look borrowed.', status: 'open', decision: null }],
      pairHistory: { compatibilityScore: 91, reportedUnlockedAt: null, ended: 'reported' },
    });
    expect(latest?.pairHistory?.reporterUnlockedAt).toEqual(expect.any(String));
    // Oldest first.
    const order = queue.map((r) => r.comment);
    expect(order.indexOf('Photos look borrowed.')).toBeLessThan(order.indexOf('Rude after I unlocked.'));
    // Nothing private: no e-mail, no handles, no date of birth, no ids.
    for (const secret of [reported.email, first.email, second.email, 'hugo.private.insta', 'hugo-private-linkedin', reported.userId, second.userId]) expect(text).not.toContain(secret);
    expect(text).not.toMatch(/birth/i);
  });
});

describe('photos', () => {
  it('are shown to a moderator while the dater is in an open report, and to no other dater', async () => {
    const reported = await signedInDater(t, { gender: 'male', age: 38, name: 'Nils' }, 'reported');
    expect((await reported.client.upload('/api/profile/images/profile', imageForm(await png(), 'me.png', 'image/png'))).status).toBe(200);
    await report(t, await signedInDater(t, { gender: 'female', age: 38 }, 'reporter'), reported.userId);
    const queue = reportQueueResponseSchema.parse(await (await moderator.client.get('/api/moderation/reports')).json()).reports;
    const photoUrl = queue.find((r) => r.reported?.name === 'Nils')?.reported?.photoUrl ?? '';
    expect(photoUrl).toMatch(/^\/api\/media\/profiles\//);
    expect((await moderator.client.get(photoUrl)).status).toBe(200);
    expect((await dater.client.get(photoUrl)).status).toBe(404);

    await decide(moderator.client, await openReportOn(t, reported.userId), { action: 'dismiss', reason: 'Fine.' });
    expect((await moderator.client.get(photoUrl)).status).toBe(404);
  });
});

describe('decisions', () => {
  it('write the audit log with who, when, what and why, and a second decision on the same report is 409 with no new row', async () => {
    const reported = await signedInDater(t, { gender: 'male', age: 34, name: 'Karl' }, 'reported');
    await report(t, await signedInDater(t, { gender: 'female', age: 34 }, 'reporter'), reported.userId);
    const reportId = await openReportOn(t, reported.userId);

    const entry = await decide(moderator.client, reportId, { action: 'suspend', days: 3, reason: 'Threatening messages.' });
    expect(entry).toMatchObject({ moderatorName: 'Mona M.', action: 'suspend', days: 3, reason: 'Threatening messages.', subjectName: 'Karl', reportId });
    const log = auditLogResponseSchema.parse(await (await moderator.client.get('/api/moderation/audit')).json()).entries;
    expect(log[0]).toEqual(entry);
    // A page at a time, older than a given moment; a bad page is a 400.
    const page = auditLogResponseSchema.parse(await (await moderator.client.get('/api/moderation/audit?limit=1')).json()).entries;
    expect(page).toEqual([entry]);
    const older = auditLogResponseSchema.parse(await (await moderator.client.get(`/api/moderation/audit?before=${encodeURIComponent(entry.at)}`)).json()).entries;
    expect(older.map((e) => e.id)).not.toContain(entry.id);
    for (const query of ['limit=0', 'limit=201', 'limit=abc', 'before=yesterday']) expect((await moderator.client.get(`/api/moderation/audit?${query}`)).status, query).toBe(400);

    const rows = await t.database.db.selectFrom('moderation_audit').selectAll().where('report_id', '=', reportId).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ moderator_id: moderator.userId, subject_id: reported.userId, action: 'suspend' });

    const twice = await moderator.client.post(`/api/moderation/reports/${reportId}/action`, { action: 'ban', reason: 'Changed my mind.' });
    expect(twice.status).toBe(409);
    expect(await twice.json()).toMatchObject({ code: 'ALREADY_DECIDED' });
    expect(await t.database.db.selectFrom('moderation_audit').select('id').where('report_id', '=', reportId).execute()).toHaveLength(1);
    // No ban slipped in with the refused decision.
    expect(await t.database.db.selectFrom('moderation_sanctions').select('kind').where('user_id', '=', reported.userId).execute()).toEqual([{ kind: 'suspend' }]);
  });

  it('are never about oneself: a report on the moderator is for another moderator', async () => {
    await report(t, await signedInDater(t, { gender: 'male', age: 40 }, 'reporter'), moderator.userId);
    const response = await moderator.client.post(`/api/moderation/reports/${await openReportOn(t, moderator.userId)}/action`, { action: 'dismiss', reason: 'Nothing here.' });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ code: 'OWN_CASE' });
    const colleague = await signedInDater(t, { gender: 'male', age: 43, name: 'Otto' }, 'moderator');
    await grantModerator(t, colleague.userId, 'Otto K.');
    expect(await decide(colleague.client, await openReportOn(t, moderator.userId), { action: 'dismiss', reason: 'Nothing here.' })).toMatchObject({ moderatorName: 'Otto K.', subjectName: 'Mona' });
  });

  it('refuse a missing reason, days outside 1 to 365 and unknown actions with 400 and write nothing', async () => {
    const reported = await signedInDater(t, { gender: 'male', age: 35 }, 'reported');
    await report(t, await signedInDater(t, { gender: 'female', age: 35 }, 'reporter'), reported.userId);
    const reportId = await openReportOn(t, reported.userId);
    for (const body of [
      { action: 'warn' },
      { action: 'warn', reason: '   ' },
      { action: 'warn', reason: 'x'.repeat(1001) },
      { action: 'suspend', reason: 'Spam.' },
      { action: 'suspend', reason: 'Spam.', days: 0 },
      { action: 'suspend', reason: 'Spam.', days: 366 },
      { action: 'suspend', reason: 'Spam.', days: 1.5 },
      { action: 'delete', reason: 'Spam.' },
      { action: 'ban', reason: 'Spam.', days: 3 },
    ]) {
      const response = await moderator.client.post(`/api/moderation/reports/${reportId}/action`, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    expect(await t.database.db.selectFrom('moderation_audit').select('id').where('report_id', '=', reportId).execute()).toEqual([]);
    expect((await t.database.db.selectFrom('reports').select('status').where('id', '=', reportId).executeTakeFirstOrThrow()).status).toBe('open');
  });
});

describe('appeals', () => {
  it('are allowed once, appear in the console, and lifting a ban restores the dater and frees the address', async () => {
    const banned = await signedInDater(t, { gender: 'male', age: 36, name: 'Lars' }, 'banned');
    const bystander = await signedInDater(t, { gender: 'female', age: 36 }, 'bystander');
    await matchPair(t, bystander.userId, banned.userId);
    const reporter = await signedInDater(t, { gender: 'female', age: 36 }, 'reporter');
    await ageAccount(t, reporter.userId, 30);
    await report(t, reporter, banned.userId);
    await decide(moderator.client, await openReportOn(t, banned.userId), { action: 'ban', reason: 'Scam links.' });

    const appeal = await banned.client.post('/api/moderation-notice/appeal', { text: 'Those links were my own shop, not a scam.' });
    expect(appeal.status).toBe(201);
    expect(moderationNoticeSchema.parse(await appeal.json()).notice).toMatchObject({ kind: 'ban', canAppeal: false, appeal: { status: 'open' } });
    const again = await banned.client.post('/api/moderation-notice/appeal', { text: 'Please look again.' });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: 'APPEAL_ALREADY_SENT', message: expect.stringContaining('already appealed') });

    const appeals = appealQueueResponseSchema.parse(await (await moderator.client.get('/api/moderation/appeals')).json()).appeals;
    const mine = appeals.find((a) => a.text === 'Those links were my own shop, not a scam.');
    expect(mine).toMatchObject({ status: 'open', sanction: { kind: 'ban', reason: 'Scam links.', lifted: false }, dater: { name: 'Lars' } });

    const lifted = await moderator.client.post(`/api/moderation/appeals/${mine?.id}/resolve`, { decision: 'lift', reason: 'The shop is real.' });
    expect(lifted.status).toBe(200);
    expect(await lifted.json()).toMatchObject({ entry: { action: 'lift', reason: 'The shop is real.', appealId: mine?.id, moderatorName: 'Mona M.' } });
    expect((await banned.client.get('/api/matches')).status).toBe(200);
    expect((await listMatches(bystander.client)).map((m) => m.name)).toContain('Lars');
    expect(await t.database.db.selectFrom('banned_emails').select('email_hash').execute()).toHaveLength(0);
    const secondDecision = await moderator.client.post(`/api/moderation/appeals/${mine?.id}/resolve`, { decision: 'uphold', reason: 'x' });
    expect(secondDecision.status).toBe(409);
  });

  it('can be upheld, which keeps the suspension and is logged', async () => {
    const suspended = await signedInDater(t, { gender: 'male', age: 37, name: 'Mats' }, 'suspended');
    await report(t, await signedInDater(t, { gender: 'female', age: 37 }, 'reporter'), suspended.userId);
    await decide(moderator.client, await openReportOn(t, suspended.userId), { action: 'suspend', days: 10, reason: 'Insults.' });
    expect((await suspended.client.post('/api/moderation-notice/appeal', { text: 'It was a joke.' })).status).toBe(201);
    const appealId = (await t.database.db.selectFrom('moderation_appeals').select('id').where('user_id', '=', suspended.userId).executeTakeFirstOrThrow()).id;
    const upheld = await moderator.client.post(`/api/moderation/appeals/${appealId}/resolve`, { decision: 'uphold', reason: 'Not a joke to the other dater.' });
    expect(upheld.status).toBe(200);
    expect((await suspended.client.get('/api/matches')).status).toBe(403);
    const notice = moderationNoticeSchema.parse(await (await suspended.client.get('/api/moderation-notice')).json()).notice;
    expect(notice).toMatchObject({ kind: 'suspend', canAppeal: false, appeal: { status: 'upheld' } });
  });

  it('needs a notice to appeal', async () => {
    const response = await dater.client.post('/api/moderation-notice/appeal', { text: 'Why?' });
    expect(response.status).toBe(404);
    expect(moderationNoticeSchema.parse(await (await dater.client.get('/api/moderation-notice')).json()).notice).toBeNull();
  });
});
