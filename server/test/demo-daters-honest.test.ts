import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchDetailSchema, matchListResponseSchema, unlockResponseSchema } from '@kindred/contract';
import { createDemoCommunityRepository } from '../src/features/demo-community/demo-community-repository.js';
import { seedDemoCommunity } from '../src/features/demo-community/seed-demo-community.js';
import { createDater } from './support/daters.js';
import { runSearch, signedInSearcher } from './support/searching.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/**
 * Demo daters are honest about what they are (decision 047): every answer about one says it is a
 * demo dater, and none carries a social handle, since a made-up handle may be a real stranger's
 * account. The demo dater here still has a handle in the database, as a community seeded by an
 * earlier version does, so the server's own line is what is tested.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ DEMO_COMMUNITY: 'off' });
});
afterAll(async () => {
  await t.close();
});

const AGE = 57;

async function pairOfCandidates() {
  const db = t.database.db;
  const demo = await createDater(db, { gender: 'female', name: 'Thao', age: AGE });
  await db.updateTable('profiles').set({ is_demo: true, instagram: 'thao.baking.demo', linkedin: 'thao-demo', calendly: 'thao-cal' }).where('user_id', '=', demo).execute();
  const real = await createDater(db, { gender: 'female', name: 'Robin', age: AGE });
  await db.updateTable('profiles').set({ instagram: 'robin.swims', linkedin: 'robin-real', calendly: '' }).where('user_id', '=', real).execute();
  return { demo, real };
}

describe('a demo dater, as a dater receives them', () => {
  it('is marked demo on the card, the unlock and the detail, and never carries a handle; a real dater is not and does', async () => {
    const { demo } = await pairOfCandidates();
    const searcher = await signedInSearcher(t, { gender: 'male', age: AGE, minAge: AGE, maxAge: AGE });
    expect((await runSearch(searcher.client)).newMatches).toBe(2);
    const list = matchListResponseSchema.parse(await (await searcher.client.get('/api/matches')).json()).matches;
    const demoCard = list.find((m) => m.name === 'Thao');
    const realCard = list.find((m) => m.name === 'Robin');
    expect(demoCard).toMatchObject({ isDemo: true, handles: null });
    expect(realCard).toMatchObject({ isDemo: false, handles: null });

    const unlockText = await (await searcher.client.post(`/api/matches/${demoCard?.id}/unlock`)).text();
    const unlock = unlockResponseSchema.parse(JSON.parse(unlockText));
    expect(unlock.reason).toBe('within_free_limit');
    expect(unlock.match).toMatchObject({ isDemo: true, isUnlocked: true, handles: null });
    const detailText = await (await searcher.client.get(`/api/matches/${demoCard?.id}`)).text();
    expect(matchDetailSchema.parse(JSON.parse(detailText))).toMatchObject({ isDemo: true, handles: null });

    const realUnlock = unlockResponseSchema.parse(await (await searcher.client.post(`/api/matches/${realCard?.id}/unlock`)).json());
    expect(realUnlock.match).toMatchObject({ isDemo: false, handles: { instagram: 'robin.swims', linkedin: 'robin-real', calendly: null } });

    const listText = await (await searcher.client.get('/api/matches')).text();
    const after = matchListResponseSchema.parse(JSON.parse(listText)).matches;
    expect(after.find((m) => m.id === demoCard?.id)).toMatchObject({ isDemo: true, isUnlocked: true, handles: null });
    expect(after.find((m) => m.id === realCard?.id)?.handles?.instagram).toBe('robin.swims');
    // Not under any name: the handle is not sent at all.
    for (const text of [unlockText, detailText, listText]) expect(text).not.toMatch(/thao\.baking|thao-demo|thao-cal/);

    // A community seeded with handles loses them at the next start; the real dater keeps theirs.
    const seeded = await seedDemoCommunity({ community: createDemoCommunityRepository(t.database.db), dataDir: t.config.dataDir });
    expect(seeded).toBe(0);
    const rows = await t.database.db.selectFrom('profiles').select(['user_id', 'instagram', 'linkedin', 'calendly']).where('name', 'in', ['Thao', 'Robin']).execute();
    expect(rows.find((r) => r.user_id === demo)).toMatchObject({ instagram: '', linkedin: '', calendly: '' });
    expect(rows.find((r) => r.user_id !== demo)).toMatchObject({ instagram: 'robin.swims', linkedin: 'robin-real' });
    expect(await createDemoCommunityRepository(t.database.db).clearHandles()).toBe(0);
  });
});
