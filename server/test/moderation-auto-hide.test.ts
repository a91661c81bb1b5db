import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ageAccount, decide, foundBySearch, grantModerator, matchPair, openReportOn, report, signedInDater, type SignedInDater } from './support/moderation.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// The automatic protection (docs/product-moderation.md): reports from at least N distinct
// established daters hide a dater from new searches until a moderator decides.

/** A dater of their own age, so each case's searches find only them; and reporters who matched them. */
async function caseOf(t: TestApp, age: number, name: string) {
  const target = await signedInDater(t, { gender: 'male', age, name }, 'target');
  const reporter = async (established: boolean): Promise<SignedInDater> => {
    const dater = await signedInDater(t, { gender: 'female', age: 50, name: 'Reporter' }, 'reporter');
    if (established) await ageAccount(t, dater.userId, 30);
    return dater;
  };
  return { target, reporter, visible: () => foundBySearch(t, name, { gender: 'male', age }) };
}

describe('with the defaults (2 reports, accounts 7 days old)', () => {
  let t: TestApp;
  let moderator: SignedInDater;
  beforeAll(async () => {
    t = await startTestApp();
    moderator = await signedInDater(t, { gender: 'female', age: 60, name: 'Mona' }, 'moderator');
    await grantModerator(t, moderator.userId, 'Hide Desk');
  });
  afterAll(async () => {
    await t.close();
  });

  it('leaves a dater with one report searchable', async () => {
    const c = await caseOf(t, 25, 'Anton');
    await report(t, await c.reporter(true), c.target.userId);
    expect(await c.visible()).toBe(true);
  });

  it('hides a dater reported by two established daters until a moderator dismisses', async () => {
    const c = await caseOf(t, 26, 'Boris');
    await report(t, await c.reporter(true), c.target.userId);
    await report(t, await c.reporter(true), c.target.userId);
    expect(await c.visible()).toBe(false);
    // Hidden from new searches only: the dater can still use the app.
    expect((await c.target.client.get('/api/matches')).status).toBe(200);

    await decide(moderator.client, await openReportOn(t, c.target.userId), { action: 'dismiss', reason: 'Reports do not hold up.' });
    expect(await c.visible()).toBe(true);
    // The decision covers both reports.
    const open = await t.database.db.selectFrom('reports').select('id').where('reported_id', '=', c.target.userId).where('status', '=', 'open').execute();
    expect(open).toEqual([]);
  });

  it('does not count a report from an account newer than 7 days', async () => {
    const c = await caseOf(t, 27, 'Cyril');
    await report(t, await c.reporter(true), c.target.userId);
    await report(t, await c.reporter(false), c.target.userId);
    expect(await c.visible()).toBe(true);
  });

  it('does not count a reporter who has not finished onboarding', async () => {
    const c = await caseOf(t, 28, 'Denis');
    await report(t, await c.reporter(true), c.target.userId);
    const unfinished = await c.reporter(true);
    await t.database.db.updateTable('profiles').set({ onboarding_completed: false }).where('user_id', '=', unfinished.userId).execute();
    // A dater who has not finished onboarding is shown no one, so the app offers them no match to
    // report; a report of theirs written earlier is still not counted when a new report runs the count.
    const { aMatchId } = await matchPair(t, unfinished.userId, c.target.userId);
    expect((await unfinished.client.post(`/api/matches/${aMatchId}/report`, { reason: 'other', comment: 'Rude.' })).status).toBe(404);
    await t.database.db.insertInto('reports').values({ reporter_id: unfinished.userId, reported_id: c.target.userId, reason: 'other' }).execute();
    await report(t, await c.reporter(false), c.target.userId);
    expect(await c.visible()).toBe(true);
  });

  it('counts distinct daters: two reports by the same dater count once', async () => {
    const c = await caseOf(t, 29, 'Egon');
    const same = await c.reporter(true);
    await report(t, same, c.target.userId);
    // A report blocks the pair, so the same dater's second report is written as an older one.
    await t.database.db.insertInto('reports').values({ reporter_id: same.userId, reported_id: c.target.userId, reason: 'other' }).execute();
    // A new account's report runs the count again; it does not count itself.
    await report(t, await c.reporter(false), c.target.userId);
    expect(await c.visible()).toBe(true);
  });

  it('lets a warning end the hold too', async () => {
    const c = await caseOf(t, 30, 'Felix');
    await report(t, await c.reporter(true), c.target.userId);
    await report(t, await c.reporter(true), c.target.userId);
    expect(await c.visible()).toBe(false);
    await decide(moderator.client, await openReportOn(t, c.target.userId), { action: 'warn', reason: 'Mind your words.' });
    expect(await c.visible()).toBe(true);
  });
});

describe('with MODERATION_AUTO_HIDE_REPORTS=3 and MODERATION_ESTABLISHED_DAYS=0', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ MODERATION_AUTO_HIDE_REPORTS: '3', MODERATION_ESTABLISHED_DAYS: '0' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('needs three reports, and counts new accounts', async () => {
    const c = await caseOf(t, 31, 'Gustav');
    await report(t, await c.reporter(false), c.target.userId);
    await report(t, await c.reporter(false), c.target.userId);
    expect(await c.visible()).toBe(true);
    await report(t, await c.reporter(false), c.target.userId);
    expect(await c.visible()).toBe(false);
  });
});
