import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monthKey } from '@kindred/contract';
import { daterWithMatches } from './support/browsing.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('concurrent unlocks', () => {
  it('let a free dater unlock exactly 7 of 100 simultaneous requests, and count 7', async () => {
    const { client, userId, matches } = await daterWithMatches(t, 10);
    // 100 requests at once, spread over ten different matches.
    const requests = Array.from({ length: 100 }, (_, i) => client.post(`/api/matches/${matches[i % 10]!.id}/unlock`));
    const responses = await Promise.all(requests);
    const statuses = responses.map((r) => r.status);
    expect(statuses.every((s) => s === 200 || s === 403)).toBe(true);

    const unlocks = await t.database.db.selectFrom('monthly_unlocks').select('match_id').where('user_id', '=', userId).execute();
    expect(new Set(unlocks.map((u) => u.match_id)).size).toBe(7);
    expect(unlocks).toHaveLength(7);
    const usage = await t.database.db
      .selectFrom('subscription_usage')
      .select('matches_unlocked')
      .where('user_id', '=', userId)
      .where('month_year', '=', monthKey(new Date()))
      .executeTakeFirstOrThrow();
    expect(usage.matches_unlocked).toBe(7);
    // Every 200 is for one of the seven unlocked matches.
    const okIds = responses.map((r, i) => (r.status === 200 ? matches[i % 10]!.id : null)).filter(Boolean);
    expect(new Set(okIds)).toEqual(new Set(unlocks.map((u) => u.match_id)));
  });
});
