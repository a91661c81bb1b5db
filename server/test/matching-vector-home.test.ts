import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCandidateRepository } from '../src/features/matching/candidate-repository.js';
import { createDaterVectors } from '../src/features/matching/dater-vectors.js';
import { createDaterVectorsRepository } from '../src/features/matching/dater-vectors-repository.js';
import { hardFilters } from '../src/features/matching/hard-filters-repository.js';
import { createDater } from './support/daters.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/**
 * A searcher with a home city and a distance reads the daters near them from the vector rows
 * alone, which carry copies of each dater's home coordinates kept by triggers (migration 030,
 * decision 052). A copy that lagged behind the profile would show a dater who moved away, or
 * hide one who moved near.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

type Tenths = { lat: number; lon: number };
/** Homes in whole tenths of a degree, far from any other test's daters: Reykjavík, Keflavík (about 35 km away), Akureyri (about 250 km). */
const REYKJAVIK: Tenths = { lat: 641, lon: -219 };
const KEFLAVIK: Tenths = { lat: 640, lon: -226 };
const AKUREYRI: Tenths = { lat: 657, lon: -181 };

const db = () => t.database.db;

async function placeAt(userId: string, at: Tenths | null, maxDistanceKm: number | null = 250) {
  const home = at
    ? { home_city_id: 1, home_city_name: 'Somewhere', home_city_country: 'IS', home_lat_tenths: at.lat, home_lon_tenths: at.lon }
    : { home_city_id: null, home_city_name: '', home_city_country: '', home_lat_tenths: null, home_lon_tenths: null };
  await db().updateTable('profiles').set(home).where('user_id', '=', userId).execute();
  await db().updateTable('match_preferences').set({ max_distance_km: maxDistanceKm }).where('user_id', '=', userId).execute();
}

/** The vector row's copies and the profile's coordinates, side by side. */
async function copiesAndProfile(userId: string) {
  const row = await db()
    .selectFrom('dater_vectors as v')
    .innerJoin('profiles as p', 'p.user_id', 'v.user_id')
    .select(['v.home_lat_tenths as copyLat', 'v.home_lon_tenths as copyLon', 'p.home_lat_tenths as lat', 'p.home_lon_tenths as lon'])
    .where('v.user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return { copy: { lat: row.copyLat, lon: row.copyLon }, profile: { lat: row.lat, lon: row.lon } };
}

async function retrievedBy(searcherId: string): Promise<string[]> {
  const repository = createCandidateRepository(db());
  const searcher = await repository.searcher(searcherId);
  const vector = await createDaterVectorsRepository(db()).read(searcherId);
  if (!searcher || !vector) throw new Error('the searcher is not ready to search');
  return (await repository.retrieve(searcher, vector.seek, 300)).map((candidate) => candidate.userId);
}

describe('the home coordinates on the vector rows', () => {
  it('follow the profile when a dater chooses, changes or clears their city, and the near search follows them', async () => {
    const searcher = await createDater(db(), { gender: 'male', age: 34 });
    await placeAt(searcher, REYKJAVIK, 50);
    const her = await createDater(db(), { gender: 'female', age: 34 });
    expect(await copiesAndProfile(her)).toEqual({ copy: { lat: null, lon: null }, profile: { lat: null, lon: null } });
    expect(await retrievedBy(searcher)).not.toContain(her);

    await placeAt(her, KEFLAVIK);
    expect((await copiesAndProfile(her)).copy).toEqual({ lat: KEFLAVIK.lat, lon: KEFLAVIK.lon });
    expect(await retrievedBy(searcher)).toContain(her);

    // She moves about 250 km away: beyond his 50 km.
    await placeAt(her, AKUREYRI);
    expect((await copiesAndProfile(her)).copy).toEqual({ lat: AKUREYRI.lat, lon: AKUREYRI.lon });
    expect(await retrievedBy(searcher)).not.toContain(her);

    await placeAt(her, KEFLAVIK);
    expect(await retrievedBy(searcher)).toContain(her);

    // Without a city she has nothing to measure from, and fails his distance.
    await placeAt(her, null);
    expect(await copiesAndProfile(her)).toEqual({ copy: { lat: null, lon: null }, profile: { lat: null, lon: null } });
    expect(await retrievedBy(searcher)).not.toContain(her);
  });

  it('are taken from the profile when a vector row is written again', async () => {
    const her = await createDater(db(), { gender: 'female', age: 30 });
    await placeAt(her, AKUREYRI);
    await db().deleteFrom('dater_vectors').where('user_id', '=', her).execute();
    await createDaterVectors(createDaterVectorsRepository(db())).refresh(her);
    const { copy, profile } = await copiesAndProfile(her);
    expect(copy).toEqual({ lat: AKUREYRI.lat, lon: AKUREYRI.lon });
    expect(copy).toEqual(profile);
  });

  it('the near search finds exactly the daters the full hard filters let through, both ways', async () => {
    const searcher = await createDater(db(), { gender: 'female', age: 41 });
    await placeAt(searcher, REYKJAVIK, 100);
    const cases: Array<[Tenths | null, number | null]> = [
      [KEFLAVIK, 250],
      [KEFLAVIK, 25],
      [KEFLAVIK, null],
      [AKUREYRI, 500],
      [AKUREYRI, null],
      [null, 100],
      [null, null],
      [REYKJAVIK, 25],
    ];
    const ids: string[] = [];
    for (const [at, km] of cases) {
      const id = await createDater(db(), { gender: 'male', age: 41 });
      await placeAt(id, at, km);
      ids.push(id);
    }
    const repository = createCandidateRepository(db());
    const subject = await repository.searcher(searcher);
    if (!subject) throw new Error('the searcher is not ready to search');
    const passing = await db()
      .selectFrom('profiles as p')
      .innerJoin('match_preferences as mp', 'mp.user_id', 'p.user_id')
      .select('p.user_id')
      .where(sql<boolean>`${hardFilters(subject)}`)
      .where('p.user_id', 'in', ids)
      .execute();
    const expected = passing.map((r) => r.user_id).sort();
    // Keflavík within 250 km and anywhere, and the dater in Reykjavík itself: the others are too far, or have no city.
    expect(expected).toEqual([ids[0], ids[2], ids[7]].sort());
    expect((await retrievedBy(searcher)).filter((id) => ids.includes(id)).sort()).toEqual(expected);
  });
});
