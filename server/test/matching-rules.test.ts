import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_TEXT_TOO_SHORT } from '@kindred/contract';
import { createDater, OUTDOORSY } from './support/daters.js';
import { listMatches, runSearch, signedInSearcher } from './support/searching.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('match search rules with the local scorer', () => {
  it('gives both daters the match, each with a note, and never matches the same pair twice', async () => {
    const other = await createDater(t.database.db, { gender: 'female', name: 'Lindiwe' });
    const { client, userId } = await signedInSearcher(t, { gender: 'male', name: 'Sipho' });
    const search = await runSearch(client);
    expect(search.status).toBe('succeeded');
    const mine = (await listMatches(client)).find((m) => m.name === 'Lindiwe');
    expect(mine).toBeDefined();
    expect(mine!.compatibilityScore).toBeGreaterThanOrEqual(70);
    expect(mine!.compatibilityScore % 10).toBe(0);
    expect(mine!.matchNote.length).toBeGreaterThan(10);
    expect(mine!.sharedThemes.length).toBeGreaterThan(0);

    const theirs = await t.database.db.selectFrom('matches').selectAll().where('viewer_id', '=', other).where('other_id', '=', userId).execute();
    expect(theirs).toHaveLength(1);
    expect(theirs[0]!.match_note).toContain('Sipho');

    await runSearch(client);
    const rows = await t.database.db.selectFrom('matches').select('id').where('viewer_id', '=', userId).where('other_id', '=', other).execute();
    expect(rows).toHaveLength(1);
  });

  it('applies gender and lookingFor in both directions', async () => {
    const wrongGender = await createDater(t.database.db, { gender: 'male', lookingFor: 'female', name: 'SameGender' });
    const notLookingForMe = await createDater(t.database.db, { gender: 'female', lookingFor: 'female', name: 'NotLooking' });
    const fits = await createDater(t.database.db, { gender: 'female', lookingFor: 'both', name: 'OpenToAll' });
    const { client } = await signedInSearcher(t, { gender: 'male' });
    await runSearch(client);
    const names = (await listMatches(client)).map((m) => m.name);
    expect(names).toContain('OpenToAll');
    expect(names).not.toContain('SameGender');
    expect(names).not.toContain('NotLooking');
    expect([wrongGender, notLookingForMe, fits]).toHaveLength(3);
  });

  it("applies each side's age range", async () => {
    await createDater(t.database.db, { gender: 'female', age: 50, name: 'TooOldForMe' });
    await createDater(t.database.db, { gender: 'female', age: 33, minAge: 40, maxAge: 60, name: 'WantsOlder' });
    await createDater(t.database.db, { gender: 'female', age: 31, minAge: 25, maxAge: 40, name: 'AgeFits' });
    const { client } = await signedInSearcher(t, { gender: 'male', age: 32, minAge: 25, maxAge: 40 });
    await runSearch(client);
    const names = (await listMatches(client)).map((m) => m.name);
    expect(names).toContain('AgeFits');
    expect(names).not.toContain('TooOldForMe');
    expect(names).not.toContain('WantsOlder');
  });

  it('excludes blocks in either direction, unfinished profiles and short descriptions', async () => {
    const { client, userId } = await signedInSearcher(t, { gender: 'female' });
    const blockedByMe = await createDater(t.database.db, { gender: 'male', name: 'BlockedByMe' });
    const blockedMe = await createDater(t.database.db, { gender: 'male', name: 'BlockedMe' });
    await createDater(t.database.db, { gender: 'male', name: 'NotFinished', onboardingCompleted: false });
    const shortDesc = await createDater(t.database.db, { gender: 'male', name: 'TooShort' });
    await t.database.db.updateTable('profiles').set({ about_me: 'hi', hope_to_meet: 'hi there' }).where('user_id', '=', shortDesc).execute();
    await createDater(t.database.db, { gender: 'male', name: 'Welcome' });
    await t.database.db.insertInto('blocks').values([
      { blocker_id: userId, blocked_id: blockedByMe },
      { blocker_id: blockedMe, blocked_id: userId },
    ]).execute();
    await runSearch(client);
    const names = (await listMatches(client)).map((m) => m.name);
    expect(names).toContain('Welcome');
    for (const excluded of ['BlockedByMe', 'BlockedMe', 'NotFinished', 'TooShort']) expect(names).not.toContain(excluded);
  });

  it('respects a stated dealbreaker even when everything else fits', async () => {
    await createDater(t.database.db, {
      gender: 'female',
      name: 'Smoker',
      about: `${OUTDOORSY.about} I smoke a pack a day and I am not going to quit.`,
    });
    const { client } = await signedInSearcher(t, { gender: 'male', seek: `${OUTDOORSY.seek} Absolutely no smokers, that is a dealbreaker.` });
    await runSearch(client);
    expect((await listMatches(client)).map((m) => m.name)).not.toContain('Smoker');
  });

  it('stops at exactly 20 new matches a UTC day', async () => {
    for (let i = 0; i < 24; i++) await createDater(t.database.db, { gender: 'male', lookingFor: 'female', name: `Cap${i}` });
    const { client, userId } = await signedInSearcher(t, { gender: 'female' });
    const first = await runSearch(client);
    expect(first.newMatches).toBe(20);
    const second = await runSearch(client);
    expect(second.newMatches).toBe(0);
    const count = await t.database.db.selectFrom('matches').select((eb) => eb.fn.countAll<number>().as('n')).where('viewer_id', '=', userId).executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(20);
  });

  it("answers the product's prerequisite errors with a 400", async () => {
    const { client, userId } = await signedInSearcher(t, { gender: 'male' });
    await t.database.db.updateTable('profiles').set({ about_me: ' ', hope_to_meet: '   short   ' }).where('user_id', '=', userId).execute();
    const noDesc = await client.post('/api/matches/searches');
    expect(noDesc.status).toBe(400);
    // It says what to add and where, never only that something went wrong.
    expect(await noDesc.json()).toMatchObject({ code: SEARCH_TEXT_TOO_SHORT.code, message: SEARCH_TEXT_TOO_SHORT.text });
    await t.database.db.deleteFrom('match_preferences').where('user_id', '=', userId).execute();
    const noPrefs = await client.post('/api/matches/searches');
    expect(await noPrefs.json()).toMatchObject({ message: 'User data or match preferences not found' });
  });

  it("keeps searches private: another dater's search id is a 404", async () => {
    await createDater(t.database.db, { gender: 'female' });
    const owner = await signedInSearcher(t, { gender: 'male' });
    const stranger = await signedInSearcher(t, { gender: 'male' });
    const search = await runSearch(owner.client);
    expect((await stranger.client.get(`/api/matches/searches/${search.id}`)).status).toBe(404);
    expect((await stranger.client.get('/api/matches/searches/not-a-uuid')).status).toBe(400);
  });
});
