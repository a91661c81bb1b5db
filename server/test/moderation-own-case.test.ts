import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageForm, png } from './support/images.js';
import { decide, grantModerator, openReportOn, report, signedInDater, type SignedInDater } from './support/moderation.js';
import { sendSelfie } from './support/selfies.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let moderator: SignedInDater;
let colleague: SignedInDater;
beforeAll(async () => {
  t = await startTestApp();
  moderator = await signedInDater(t, { gender: 'female', age: 39, name: 'Mira' }, 'moderator');
  await grantModerator(t, moderator.userId, 'Mira');
  colleague = await signedInDater(t, { gender: 'male', age: 41, name: 'Piet' }, 'moderator');
  await grantModerator(t, colleague.userId, 'Piet');
});
afterAll(async () => {
  await t.close();
});

const ACTIONS = [
  { action: 'warn', reason: 'Rude messages.' },
  { action: 'suspend', days: 7, reason: 'Rude messages.' },
  { action: 'ban', reason: 'Rude messages.' },
  { action: 'dismiss', reason: 'Nothing here.' },
] as const;

describe('own case', () => {
  it("refuses every decision on a report the moderator filed, with the subject case's 409 OWN_CASE, and writes nothing", async () => {
    const reported = await signedInDater(t, { gender: 'male', age: 39, name: 'Udo' }, 'reported');
    await report(t, moderator, reported.userId);
    const reportId = await openReportOn(t, reported.userId);
    for (const action of ACTIONS) {
      const response = await moderator.client.post(`/api/moderation/reports/${reportId}/action`, action);
      expect(response.status, action.action).toBe(409);
      expect(await response.json(), action.action).toMatchObject({ code: 'OWN_CASE' });
    }
    expect(await t.database.db.selectFrom('moderation_audit').select('id').where('report_id', '=', reportId).execute()).toEqual([]);
    expect(await t.database.db.selectFrom('moderation_sanctions').select('id').where('user_id', '=', reported.userId).execute()).toEqual([]);
    expect((await t.database.db.selectFrom('reports').select('status').where('id', '=', reportId).executeTakeFirstOrThrow()).status).toBe('open');
    // Another moderator decides it.
    expect(await decide(colleague.client, reportId, { action: 'warn', reason: 'Rude messages.' })).toMatchObject({ action: 'warn', moderatorName: 'Piet' });
  });

  it("covers another dater's report on someone the moderator reported too, since the decision closes the moderator's report as well", async () => {
    const reported = await signedInDater(t, { gender: 'male', age: 40, name: 'Veit' }, 'reported');
    await report(t, await signedInDater(t, { gender: 'female', age: 40 }, 'reporter'), reported.userId);
    const othersReport = await openReportOn(t, reported.userId);
    await report(t, moderator, reported.userId);
    const response = await moderator.client.post(`/api/moderation/reports/${othersReport}/action`, { action: 'warn', reason: 'Rude messages.' });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ code: 'OWN_CASE' });
    expect(await t.database.db.selectFrom('reports').select('status').where('reported_id', '=', reported.userId).execute()).toEqual([{ status: 'open' }, { status: 'open' }]);
  });

  it('refuses the appeal against a decision on a report the moderator filed', async () => {
    const reported = await signedInDater(t, { gender: 'male', age: 42, name: 'Wim' }, 'reported');
    await report(t, moderator, reported.userId);
    await decide(colleague.client, await openReportOn(t, reported.userId), { action: 'suspend', days: 3, reason: 'Threats.' });
    expect((await reported.client.post('/api/moderation-notice/appeal', { text: 'I did not threaten anyone.' })).status).toBe(201);
    const appealId = (await t.database.db.selectFrom('moderation_appeals').select('id').where('user_id', '=', reported.userId).executeTakeFirstOrThrow()).id;
    for (const decision of ['lift', 'uphold'] as const) {
      const response = await moderator.client.post(`/api/moderation/appeals/${appealId}/resolve`, { decision, reason: 'Looked again.' });
      expect(response.status, decision).toBe(409);
      expect(await response.json()).toMatchObject({ code: 'OWN_CASE' });
    }
    expect((await t.database.db.selectFrom('moderation_appeals').select('status').where('id', '=', appealId).executeTakeFirstOrThrow()).status).toBe('open');
    const upheld = await colleague.client.post(`/api/moderation/appeals/${appealId}/resolve`, { decision: 'uphold', reason: 'It stands.' });
    expect(upheld.status).toBe(200);
  });

  it("refuses a moderator's decision on their own selfie", async () => {
    expect((await moderator.client.upload('/api/profile/images/profile', imageForm(await png(600, 600), 'me.png', 'image/png'))).status).toBe(200);
    const { requestId } = await sendSelfie(moderator.client);
    const response = await moderator.client.post(`/api/moderation/selfies/${requestId}/approve`);
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ code: 'OWN_CASE' });
    expect((await colleague.client.post(`/api/moderation/selfies/${requestId}/approve`)).status).toBe(200);
  });
});
