import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAILY_NEW_MATCH_CAP } from '@kindred/contract';
import { insertMatchPair } from './quality/support/fixtures.js';
import { createDater } from './support/daters.js';
import { listMatches, runSearch, signedInSearcher } from './support/searching.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('concurrent searches', () => {
  it('create no duplicate pairs when two daters who fit each other search at once', async () => {
    for (let i = 0; i < 5; i++) await createDater(t.database.db, { gender: 'female', name: `Shared${i}` });
    const a = await signedInSearcher(t, { gender: 'female', name: 'Ayanda' });
    const b = await signedInSearcher(t, { gender: 'male', name: 'Bongani' });
    const c = await signedInSearcher(t, { gender: 'male', name: 'Chidi' });
    const results = await Promise.all([runSearch(a.client), runSearch(b.client), runSearch(c.client), runSearch(b.client)]);
    expect(results.every((r) => r.status === 'succeeded')).toBe(true);

    const rows = await t.database.db.selectFrom('matches').select(['viewer_id', 'other_id', 'pair_id']).execute();
    const keys = rows.map((r) => `${r.viewer_id}->${r.other_id}`);
    expect(new Set(keys).size).toBe(keys.length);
    // Every pair is stored once per side, and both sides share one pair id.
    const byPair = new Map<string, number>();
    for (const r of rows) byPair.set(r.pair_id, (byPair.get(r.pair_id) ?? 0) + 1);
    expect([...byPair.values()].every((n) => n === 2)).toBe(true);
    expect((await listMatches(b.client)).filter((m) => m.name === 'Ayanda')).toHaveLength(1);
  });

  it("keeps the daily cap when several searches race for a dater's last place of the day", async () => {
    const candidate = await createDater(t.database.db, { gender: 'female', name: 'LastPlace', age: 57 });
    for (let i = 0; i < DAILY_NEW_MATCH_CAP - 1; i++) {
      const filler = await createDater(t.database.db, { gender: 'male', name: `Earlier${i}`, age: 71 });
      await insertMatchPair(t.database.db, candidate, filler);
    }
    const searchers = await Promise.all([0, 1, 2].map(() => signedInSearcher(t, { gender: 'male', age: 57, minAge: 57, maxAge: 57 })));
    const results = await Promise.all(searchers.map((s) => runSearch(s.client)));
    expect(results.every((r) => r.status === 'succeeded')).toBe(true);
    expect(results.map((r) => r.newMatches).sort()).toEqual([0, 0, 1]);
    const count = await t.database.db.selectFrom('matches').select((eb) => eb.fn.countAll<string>().as('n')).where('viewer_id', '=', candidate).executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(DAILY_NEW_MATCH_CAP);
  });

  it('returns the queued search instead of starting a second one', async () => {
    // An API-only process: the search waits in the queue for a worker, as on a busy day.
    const api = await startTestApp({ PROCESS_ROLE: 'api' });
    try {
      await createDater(api.database.db, { gender: 'male' });
      const { client } = await signedInSearcher(api, { gender: 'female' });
      const [first, second] = await Promise.all([client.post('/api/matches/searches'), client.post('/api/matches/searches')]);
      const bodies = (await Promise.all([first.json(), second.json()])) as Array<{ search: { id: string; status: string }; alreadyRunning: boolean }>;
      expect(bodies[0]!.search.id).toBe(bodies[1]!.search.id);
      expect(bodies[0]!.search.status).toBe('queued');
      expect(bodies.map((b) => b.alreadyRunning).sort()).toEqual([false, true]);
    } finally {
      await api.close();
    }
  });
});
