import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liquidityResponseSchema, matchPreferenceSchema, type MatchPreferenceInput } from '@kindred/contract';
import { createCandidateRepository } from '../src/features/matching/candidate-repository.js';
import { createDaterVectors } from '../src/features/matching/dater-vectors.js';
import { createDaterVectorsRepository } from '../src/features/matching/dater-vectors-repository.js';
import { createDater, type DaterSpec } from './support/daters.js';
import { listMatches, runSearch, signedInSearcher } from './support/searching.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

/**
 * Each test lives in a country of its own, so the daters of one test never reach another's
 * searcher: the searcher asks for that country and the candidates live there.
 */
function placeOfOwn(): string {
  return `Testland ${crypto.randomBytes(3).toString('hex')}`.replace(/ (.)/, (_m, c: string) => ` ${c.toUpperCase()}`);
}

async function matchedNames(spec: DaterSpec) {
  const { client } = await signedInSearcher(t, spec);
  const search = await runSearch(client);
  expect(search.status).toBe('succeeded');
  return { client, names: (await listMatches(client)).map((m) => m.name), matches: await listMatches(client) };
}

describe('every preference decides who is found', () => {
  it('preferred country is hard: only daters who live there, whatever the spelling saved', async () => {
    const here = placeOfOwn();
    await createDater(t.database.db, { gender: 'female', name: 'LivesHere', country: here });
    await createDater(t.database.db, { gender: 'female', name: 'LivesInSingapore', country: 'Singapore' });
    await createDater(t.database.db, { gender: 'female', name: 'SaysNoCountry', country: '' });
    const { names } = await matchedNames({ gender: 'male', country: here, wants: { country: here } });
    expect(names).toEqual(['LivesHere']);
  });

  it('a typed country is stored in the one spelling the profiles use', async () => {
    const { client, userId } = await signedInSearcher(t, { gender: 'male' });
    const current = matchPreferenceSchema.parse(await (await client.request('GET', '/api/preferences')).json());
    const saved = await client.request('PUT', '/api/preferences', { ...current, country: '  deutschland ' });
    expect(saved.status).toBe(200);
    expect(matchPreferenceSchema.parse(await saved.json()).country).toBe('Germany');
    const profile = await client.request('PATCH', '/api/profile', { country: 'germany' });
    expect(profile.status).toBe(200);
    const row = await t.database.db.selectFrom('profiles').select('country').where('user_id', '=', userId).executeTakeFirstOrThrow();
    expect(row.country).toBe('Germany');
  });

  it('preferred country holds both ways: a dater who asks for elsewhere is not shown to me', async () => {
    const here = placeOfOwn();
    await createDater(t.database.db, { gender: 'female', name: 'WantsFrance', country: here, wants: { country: 'France' } });
    await createDater(t.database.db, { gender: 'female', name: 'WantsHere', country: here, wants: { country: here } });
    const { names } = await matchedNames({ gender: 'male', country: here, wants: { country: here } });
    expect(names).toEqual(['WantsHere']);
  });

  it('cultural background ranks by default, and the fit shows in why you matched', async () => {
    const here = placeOfOwn();
    const fits = await createDater(t.database.db, { gender: 'female', name: 'Fits', country: here, cultures: ['Asian'] });
    await createDater(t.database.db, { gender: 'female', name: 'Other', country: here, cultures: ['White'] });
    const { matches } = await matchedNames({ gender: 'male', country: here, wants: { country: here, cultures: ['Asian'] } });
    expect(matches.map((m) => m.name).sort()).toEqual(['Fits', 'Other']);
    expect(matches.find((m) => m.name === 'Fits')!.sharedThemes).toContain('Asian background');
    expect(matches.find((m) => m.name === 'Other')!.sharedThemes).not.toContain('White background');
    // The dater who was found is not told what the searcher asked for.
    const theirSide = await t.database.db.selectFrom('matches').select('shared_themes').where('viewer_id', '=', fits).execute();
    expect(theirSide).toHaveLength(1);
    expect(theirSide[0]!.shared_themes).not.toContain('Asian background');
  });

  it('"About N daters fit" leaves out daters already matched, as a search does', async () => {
    const here = placeOfOwn();
    for (let i = 0; i < 12; i++) await createDater(t.database.db, { gender: 'female', name: `Here${i}`, country: here });
    const { client } = await signedInSearcher(t, { gender: 'male', country: here, wants: { country: here } });
    const prefs = matchPreferenceSchema.parse(await (await client.get('/api/preferences')).json());
    const count = async () => liquidityResponseSchema.parse(await (await client.post('/api/preferences/liquidity', prefs)).json());
    expect(await count()).toEqual({ approximateCount: 10, none: false });
    expect((await runSearch(client)).status).toBe('succeeded');
    expect((await listMatches(client)).length).toBeGreaterThanOrEqual(3);
    expect((await count()).approximateCount).toBe(0);
  });

  it('cultural background marked "Must match" filters, both ways', async () => {
    const here = placeOfOwn();
    await createDater(t.database.db, { gender: 'female', name: 'Fits', country: here, cultures: ['Hispanic/Latino', 'White'] });
    await createDater(t.database.db, { gender: 'female', name: 'DoesNotFit', country: here, cultures: ['African'] });
    await createDater(t.database.db, { gender: 'female', name: 'SaysNothing', country: here });
    await createDater(t.database.db, {
      gender: 'female',
      name: 'FitsButWantsAfrican',
      country: here,
      cultures: ['White'],
      wants: { cultures: ['African'], mustMatch: { culture: true } },
    });
    const { names } = await matchedNames({
      gender: 'male',
      country: here,
      cultures: ['Asian'],
      wants: { country: here, cultures: ['White'], mustMatch: { culture: true } },
    });
    expect(names).toEqual(['Fits']);
  });

  it('shared interests rank, and marked "Must match" filter both ways without regard to case', async () => {
    const here = placeOfOwn();
    await createDater(t.database.db, { gender: 'female', name: 'Climber', country: here, interests: ['Bouldering', 'jazz'] });
    await createDater(t.database.db, { gender: 'female', name: 'Knitter', country: here, interests: ['knitting'] });
    await createDater(t.database.db, {
      gender: 'female',
      name: 'ClimberWhoWantsChess',
      country: here,
      interests: ['bouldering'],
      wants: { interests: ['chess'], mustMatch: { interests: true } },
    });
    const ranks = await matchedNames({ gender: 'male', country: here, interests: ['cooking'], wants: { country: here, interests: ['bouldering'] } });
    // The dater who must share chess never meets a cook, whatever the searcher's own wishes.
    expect(ranks.names.sort()).toEqual(['Climber', 'Knitter']);
    expect(ranks.matches.find((m) => m.name === 'Climber')!.sharedThemes).toContain('Into Bouldering');

    const there = placeOfOwn();
    await createDater(t.database.db, { gender: 'female', name: 'Climber', country: there, interests: ['Bouldering'] });
    await createDater(t.database.db, { gender: 'female', name: 'Knitter', country: there, interests: ['knitting'] });
    await createDater(t.database.db, {
      gender: 'female',
      name: 'ClimberWhoWantsChess',
      country: there,
      interests: ['bouldering'],
      wants: { interests: ['chess'], mustMatch: { interests: true } },
    });
    const filters = await matchedNames({
      gender: 'male',
      country: there,
      interests: ['cooking'],
      wants: { country: there, interests: ['BOULDERING'], mustMatch: { interests: true } },
    });
    expect(filters.names).toEqual(['Climber']);
  });

  it('activity and lifestyle marked "Must match" filter both ways; flexible never filters', async () => {
    const here = placeOfOwn();
    await createDater(t.database.db, { gender: 'female', name: 'Adventurous', country: here, lifestyle: 'adventurous' });
    await createDater(t.database.db, { gender: 'female', name: 'Homebody', country: here, lifestyle: 'homebody' });
    await createDater(t.database.db, { gender: 'female', name: 'Unsaid', country: here, lifestyle: null });
    await createDater(t.database.db, {
      gender: 'female',
      name: 'ActiveWantsRelaxed',
      country: here,
      lifestyle: 'active',
      wants: { lifestyle: 'relaxed', mustMatch: { lifestyle: true } },
    });
    await createDater(t.database.db, {
      gender: 'female',
      name: 'ActiveFlexible',
      country: here,
      lifestyle: 'active',
      wants: { lifestyle: 'flexible', mustMatch: { lifestyle: true } },
    });
    const { names } = await matchedNames({
      gender: 'male',
      country: here,
      lifestyle: 'very_active',
      wants: { country: here, lifestyle: 'very_active', mustMatch: { lifestyle: true } },
    });
    expect(names.sort()).toEqual(['ActiveFlexible', 'Adventurous']);
  });
});

describe('"About N daters fit"', () => {
  async function liquidity(client: Awaited<ReturnType<typeof signedInSearcher>>['client'], draft: MatchPreferenceInput) {
    const response = await client.request('POST', '/api/preferences/liquidity', draft);
    expect(response.status).toBe(200);
    return liquidityResponseSchema.parse(await response.json());
  }

  it('counts exactly the daters a search can reach, under every filter', async () => {
    const here = placeOfOwn();
    for (let i = 0; i < 14; i += 1) {
      await createDater(t.database.db, {
        gender: 'female',
        name: `Fit${i}`,
        country: here,
        cultures: [i % 2 ? 'Asian' : 'White'],
        interests: i % 3 ? ['tennis'] : ['chess'],
        lifestyle: i % 4 ? 'active' : 'relaxed',
      });
    }
    await createDater(t.database.db, { gender: 'female', name: 'Elsewhere', country: 'Kenya', cultures: ['Asian'] });
    const { client, userId } = await signedInSearcher(t, { gender: 'male', country: here, lifestyle: 'active', wants: { country: here } });
    const current = matchPreferenceSchema.parse(await (await client.request('GET', '/api/preferences')).json());
    const vectors = createDaterVectors(createDaterVectorsRepository(t.database.db));
    await vectors.refresh(userId);
    const seek = (await vectors.read(userId))!.seek;
    const candidates = createCandidateRepository(t.database.db);

    const drafts: MatchPreferenceInput[] = [
      current,
      { ...current, culturalBackground: ['Asian'], mustMatch: { culture: true, interests: false, lifestyle: false } },
      { ...current, interests: ['Tennis'], mustMatch: { culture: false, interests: true, lifestyle: false } },
      { ...current, lifestyle: 'active', mustMatch: { culture: true, interests: true, lifestyle: true }, culturalBackground: ['White'], interests: ['tennis'] },
    ];
    for (const draft of drafts) {
      await client.request('PUT', '/api/preferences', draft);
      const searcher = (await candidates.searcher(userId))!;
      const reachable = await candidates.retrieve(searcher, seek, 10_000);
      const counted = await liquidity(client, draft);
      expect(counted.approximateCount).toBe(Math.floor(reachable.length / 10) * 10);
      expect(counted.none).toBe(reachable.length === 0);
      expect(reachable.every((c) => c.country === here)).toBe(true);
    }
    const expectedCounts = [14, 7, 9];
    for (const [i, n] of expectedCounts.entries()) {
      await client.request('PUT', '/api/preferences', drafts[i]!);
      expect((await candidates.retrieve((await candidates.searcher(userId))!, seek, 10_000)).length).toBe(n);
    }
  });

  it('says when nobody fits, so the sheet can warn before saving', async () => {
    const { client } = await signedInSearcher(t, { gender: 'male' });
    const current = matchPreferenceSchema.parse(await (await client.request('GET', '/api/preferences')).json());
    const counted = await liquidity(client, { ...current, country: placeOfOwn() });
    expect(counted).toEqual({ approximateCount: 0, none: true });
  });

  it('refuses a "Must match" mark that is not a yes or no', async () => {
    const { client } = await signedInSearcher(t, { gender: 'male' });
    const current = matchPreferenceSchema.parse(await (await client.request('GET', '/api/preferences')).json());
    for (const mustMatch of [{ culture: 'yes' }, { culture: true, interests: false, lifestyle: false, country: true }, []]) {
      const response = await client.request('PUT', '/api/preferences', { ...current, mustMatch });
      expect(response.status).toBe(400);
    }
  });
});
