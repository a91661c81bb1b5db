import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEETING_FEEDBACK_MAX_ASKS, meetingAnswerResponseSchema } from '@kindred/contract';
import { calibrationReport } from '../src/features/meeting-feedback/calibration-bands.js';
import { createMeetingFeedbackRepository } from '../src/features/meeting-feedback/meeting-feedback-repository.js';
import { daterWithMatches } from './support/browsing.js';
import { TestClient } from './support/http-client.js';
import { answer, answeredDaysAgo, dueQuestion, matchedPair, unlock, unlockedDaysAgo } from './support/meeting-feedback.js';
import { listMatches, runSearch } from './support/searching.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  // The default delay, set explicitly so the test says what it relies on.
  t = await startTestApp({ MEETING_FEEDBACK_AFTER_DAYS: '3' });
});
afterAll(async () => {
  await t.close();
});

// Ages used by no other dater in this file, so each pair matches only itself.
let nextAge = 60;
const pair = () => matchedPair(t, nextAge++);

describe('the calibration report', () => {
  it('counts final answers per band from the labels, real and synthetic apart', async () => {
    const searcher = await daterWithMatches(t, 4);
    const plan = [
      { score: 65, body: { met: 'yes', again: 'yes', uncomfortable: false } },
      { score: 75, body: { met: 'no' } },
      { score: 85, body: { met: 'yes', again: 'no', uncomfortable: false } },
      { score: 95, body: { met: 'yes', again: 'yes', uncomfortable: false } },
    ];
    for (const [i, { score, body }] of plan.entries()) {
      const matchId = searcher.matches[i]!.id;
      await t.database.db.updateTable('matches').set({ compatibility_score: score }).where('id', '=', matchId).execute();
      await unlock(searcher.client, matchId);
      expect((await answer(searcher.client, matchId, body)).status).toBe(200);
    }
    // "Not yet" is no final answer: it stays out of every band.
    const waiting = await daterWithMatches(t, 1);
    await unlock(waiting.client, waiting.matches[0]!.id);
    await answer(waiting.client, waiting.matches[0]!.id, { met: 'not_yet' });
    await t.database.db
      .insertInto('meeting_feedback')
      .values([
        { unlocker_id: null, other_id: null, compatibility_score: 91, met: 'yes', again: 'yes', uncomfortable: false, synthetic: true },
        { unlocker_id: null, other_id: null, compatibility_score: 92, met: 'no', again: null, uncomfortable: null, synthetic: true },
      ])
      .execute();

    const report = calibrationReport(await createMeetingFeedbackRepository(t.database.db).answersByScore());
    expect(report.real.map(({ band, answered, met, metAndAgain }) => ({ band, answered, met, metAndAgain }))).toEqual([
      { band: 'below 70', answered: 1, met: 1, metAndAgain: 1 },
      { band: '70s', answered: 1, met: 0, metAndAgain: 0 },
      { band: '80s', answered: 1, met: 1, metAndAgain: 0 },
      { band: '90s', answered: 1, met: 1, metAndAgain: 1 },
    ]);
    expect(report.synthetic.find((b) => b.band === '90s')).toMatchObject({ answered: 2, metShare: 0.5, againShare: 0.5 });
  });
});

describe('"Did you meet?"', () => {
  it('is not due before the delay, is due after it, and is asked only of the dater who unlocked', async () => {
    const { unlocker, other, unlockerMatchId, otherMatchId } = await pair();
    await unlock(unlocker.client, unlockerMatchId);
    expect(await dueQuestion(unlocker.client)).toBeNull();
    await unlockedDaysAgo(t, unlockerMatchId, 2.9);
    expect(await dueQuestion(unlocker.client)).toBeNull();
    await unlockedDaysAgo(t, unlockerMatchId, 3.01);
    expect(await dueQuestion(unlocker.client)).toEqual({ matchId: unlockerMatchId, firstName: 'Robin', askedBefore: 0 });
    // The other dater was unlocked, not unlocking: nothing is due for them, now or later.
    expect(await dueQuestion(other.client)).toBeNull();
    expect((await answer(other.client, otherMatchId, { met: 'yes' })).status).toBe(403);
    expect((await answer(other.client, unlockerMatchId, { met: 'yes' })).status).toBe(404);
    expect((await new TestClient(t.baseUrl).get('/api/meeting-feedback')).status).toBe(401);
  });

  it('asks again after "not yet", after the same delay, at most a few times', async () => {
    const { unlocker, unlockerMatchId } = await pair();
    await unlock(unlocker.client, unlockerMatchId);
    await unlockedDaysAgo(t, unlockerMatchId, 4);
    for (let asked = 0; asked < MEETING_FEEDBACK_MAX_ASKS; asked++) {
      expect((await dueQuestion(unlocker.client))?.askedBefore).toBe(asked);
      expect((await answer(unlocker.client, unlockerMatchId, { met: 'not_yet' })).status).toBe(200);
      expect(await dueQuestion(unlocker.client)).toBeNull();
      await answeredDaysAgo(t, unlockerMatchId, 3.01);
    }
    expect(await dueQuestion(unlocker.client)).toBeNull();
  });

  it('keeps the answers private: the other dater sees nothing of them', async () => {
    const { unlocker, other, unlockerMatchId, otherMatchId } = await pair();
    await unlock(unlocker.client, unlockerMatchId);
    const before = await (await other.client.get('/api/matches')).text();
    expect((await answer(unlocker.client, unlockerMatchId, { met: 'yes', again: 'no', uncomfortable: true })).status).toBe(200);
    const after = await (await other.client.get('/api/matches')).text();
    expect(after).toBe(before);
    expect(after).not.toMatch(/"met"|"again"|uncomfortable|meeting/i);
    expect(await dueQuestion(other.client)).toBeNull();
    // The other dater still has the match and may unlock it as before.
    await unlock(other.client, otherMatchId);
    const detail = await (await other.client.get(`/api/matches/${otherMatchId}`)).text();
    expect(detail).not.toMatch(/uncomfortable|again|"met"/i);
  });

  it('"no, and not again" keeps the pair from a later search, without touching the other dater', async () => {
    const blocked = await pair();
    const open = await pair();
    for (const p of [blocked, open]) await unlock(p.unlocker.client, p.unlockerMatchId);
    const notAgain = meetingAnswerResponseSchema.parse(await (await answer(blocked.unlocker.client, blocked.unlockerMatchId, { met: 'no', again: 'no' })).json());
    expect(notAgain).toEqual({ ok: true, notAgain: true });
    const plainNo = meetingAnswerResponseSchema.parse(await (await answer(open.unlocker.client, open.unlockerMatchId, { met: 'no' })).json());
    expect(plainNo.notAgain).toBe(false);
    // The other dater keeps their match card; only the unlocker's side is blocked.
    expect((await listMatches(blocked.other.client)).map((m) => m.id)).toEqual([blocked.otherMatchId]);
    expect((await listMatches(blocked.unlocker.client)).map((m) => m.id)).toEqual([]);

    // Matches are made once per pair; with the rows gone, a later search decides afresh.
    for (const p of [blocked, open]) await t.database.db.deleteFrom('matches').where('id', 'in', [p.unlockerMatchId, p.otherMatchId]).execute();
    expect((await runSearch(blocked.unlocker.client)).newMatches).toBe(0);
    expect((await runSearch(blocked.other.client)).newMatches).toBe(0);
    expect((await runSearch(open.unlocker.client)).newMatches).toBe(1);
  });

  it('takes a report with "something made me uncomfortable" through the match\'s own report flow', async () => {
    const { unlocker, other, unlockerMatchId } = await pair();
    await unlock(unlocker.client, unlockerMatchId);
    const [card] = await listMatches(unlocker.client);
    const response = await answer(unlocker.client, unlockerMatchId, { met: 'yes', again: 'no', uncomfortable: true, report: { reason: 'harassment', comment: 'Kept pushing after I said no.' } });
    expect(meetingAnswerResponseSchema.parse(await response.json())).toEqual({ ok: true, notAgain: true });
    const db = t.database.db;
    expect(await db.selectFrom('reports').select(['reason', 'comment']).where('reporter_id', '=', unlocker.userId).execute()).toEqual([{ reason: 'harassment',
      comment: 'Kept pushing after I said no.' }]);
    // The label stays, with the score, after the report took both match rows away.
    const label = await db.selectFrom('meeting_feedback').selectAll().where('unlocker_id', '=', unlocker.userId).executeTakeFirstOrThrow();
    expect(label).toMatchObject({ other_id: other.userId, match_id: null, compatibility_score: card!.compatibilityScore, met: 'yes', again: 'no', uncomfortable: true });
    expect(await listMatches(unlocker.client)).toEqual([]);
    expect(await listMatches(other.client)).toEqual([]);
  });

  it('stores each answer as a label with the score the pair had', async () => {
    const { unlocker, unlockerMatchId } = await pair();
    await unlock(unlocker.client, unlockerMatchId);
    const [card] = await listMatches(unlocker.client);
    await answer(unlocker.client, unlockerMatchId, { met: 'yes', again: 'yes', uncomfortable: false });
    const label = await t.database.db.selectFrom('meeting_feedback').selectAll().where('match_id', '=', unlockerMatchId).executeTakeFirstOrThrow();
    expect(label).toMatchObject({ unlocker_id: unlocker.userId, compatibility_score: card!.compatibilityScore, met: 'yes', again: 'yes', uncomfortable: false, synthetic: false, asked_count: 1 });
  });

  it('refuses follow-ups that do not follow, unknown fields and locked matches with a 4xx', async () => {
    const { unlocker, unlockerMatchId } = await pair();
    expect((await answer(unlocker.client, unlockerMatchId, { met: 'yes' })).status).toBe(403);
    await unlock(unlocker.client, unlockerMatchId);
    for (const body of [
      { met: 'no', uncomfortable: true },
      { met: 'not_yet', again: 'no' },
      { met: 'maybe' },
      { met: 'yes', extra: 1 },
      {},
      { met: 'yes', uncomfortable: false, report: { reason: 'other' } },
      { met: 'yes', uncomfortable: true, report: { reason: 'rude' } },
    ]) {
      const response = await answer(unlocker.client, unlockerMatchId, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    expect(await t.database.db.selectFrom('meeting_feedback').select('id').where('match_id', '=', unlockerMatchId).execute()).toEqual([]);
  });
});
