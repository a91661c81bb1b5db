import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAILY_NEW_MATCH_CAP } from '@kindred/contract';
import { createDater } from './support/daters.js';
import { listMatches, runSearch, signedInSearcher } from './support/searching.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { insertMatchPair } from './quality/support/fixtures.js';

/**
 * The daily cap of new matches (docs/product.md#how-a-search-chooses-matches) holds for both
 * daters of a new match: a dater found by other people's searches gets no more than the searcher.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Gives `userId` `count` matches made at `when` with daters of an age no search here looks for. */
async function matchesMadeAt(userId: string, count: number, when: Date) {
  for (let i = 0; i < count; i++) {
    const filler = await createDater(t.database.db, { gender: 'male', name: `Earlier${i}`, age: 70 });
    const { aMatchId, bMatchId } = await insertMatchPair(t.database.db, userId, filler);
    await t.database.db.updateTable('matches').set({ matched_at: when }).where('id', 'in', [aMatchId, bMatchId]).execute();
  }
}

async function searcherOfAge(age: number) {
  return signedInSearcher(t, { gender: 'male', age, minAge: age, maxAge: age });
}

describe('the daily cap of new matches', () => {
  it(`skips a candidate who already got ${DAILY_NEW_MATCH_CAP} new matches today`, async () => {
    const candidate = await createDater(t.database.db, { gender: 'female', name: 'Popular', age: 41 });
    await matchesMadeAt(candidate, DAILY_NEW_MATCH_CAP, new Date());
    const searcher = await searcherOfAge(41);
    const search = await runSearch(searcher.client);
    expect(search.status).toBe('succeeded');
    expect(search.newMatches).toBe(0);
    expect(await listMatches(searcher.client)).toEqual([]);
  });

  it('does not cap a demo dater, who is no person to flood', async () => {
    const demo = await createDater(t.database.db, { gender: 'female', name: 'Demo', age: 44 });
    await t.database.db.updateTable('profiles').set({ is_demo: true }).where('user_id', '=', demo).execute();
    await matchesMadeAt(demo, DAILY_NEW_MATCH_CAP, new Date());
    expect((await runSearch((await searcherOfAge(44)).client)).newMatches).toBe(1);
  });

  it('gives the last place of the day to the first search, and counts only today (UTC)', async () => {
    const candidate = await createDater(t.database.db, { gender: 'female', name: 'Nearly', age: 42 });
    await matchesMadeAt(candidate, DAILY_NEW_MATCH_CAP - 1, new Date());
    const first = await searcherOfAge(42);
    const second = await searcherOfAge(42);
    expect((await runSearch(first.client)).newMatches).toBe(1);
    expect((await runSearch(second.client)).newMatches).toBe(0);
    const today = await t.database.db.selectFrom('matches').select((eb) => eb.fn.countAll<string>().as('n')).where('viewer_id', '=', candidate).executeTakeFirstOrThrow();
    expect(Number(today.n)).toBe(DAILY_NEW_MATCH_CAP);

    const rested = await createDater(t.database.db, { gender: 'female', name: 'Rested', age: 43 });
    await matchesMadeAt(rested, DAILY_NEW_MATCH_CAP, new Date(Date.now() - 2 * 86_400_000));
    expect((await runSearch((await searcherOfAge(43)).client)).newMatches).toBe(1);
  });
});
