import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liquidityResponseSchema, matchPreferenceSchema, ownProfileSchema, placeSearchResponseSchema, type MaxDistanceKm } from '@kindred/contract';
import { createDater, type DaterSpec } from './support/daters.js';
import type { TestClient } from './support/http-client.js';
import { listMatches, runSearch, signedInSearcher } from './support/searching.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/** A country of each test's own, so one test's daters never reach another's searcher. */
const placeOfOwn = () => `Cityland ${crypto.randomBytes(3).toString('hex')}`.replace(/ (.)/, (_m, c: string) => ` ${c.toUpperCase()}`);

const CAPE_TOWN = 3369157;
/** Coarse homes around Cape Town (-33.9, 18.4): Stellenbosch about 45 km away, Johannesburg about 1,260 km. */
const STELLENBOSCH = { lat: -339, lon: 189 };
const JOHANNESBURG = { lat: -262, lon: 280 };

describe('the home city search (GET /api/places)', () => {
  let t: TestApp;
  let client: TestClient;
  beforeAll(async () => {
    t = await startTestApp();
    ({ client } = await signedInSearcher(t, { gender: 'male', country: placeOfOwn() }));
  });
  afterAll(async () => {
    await t.close();
  });

  const search = async (q: string) => placeSearchResponseSchema.parse(await (await client.get(`/api/places?q=${encodeURIComponent(q)}`)).json()).places;

  it('finds cities by the first letters, ignoring case and accents, most populous first, with their country', async () => {
    const cape = await search('cape t');
    expect(cape[0]).toEqual({ id: CAPE_TOWN, name: 'Cape Town', region: 'Western Cape', country: 'South Africa', countryCode: 'ZA' });
    expect((await search('SAO PAULO'))[0]).toMatchObject({ name: 'São Paulo', country: 'Brazil' });
    expect((await search('koln'))[0]).toMatchObject({ name: 'Köln', countryCode: 'DE' });
    const many = await search('san');
    expect(many).toHaveLength(8);
  });

  it('names the region of each city, so towns of one name in one country can be told apart', async () => {
    const newarks = await search('newark');
    expect(newarks.map((p) => `${p.name}, ${p.region}, ${p.country}`)).toEqual(expect.arrayContaining(['Newark, New Jersey, United States', 'Newark, Ohio, United States']));
    expect(new Set(newarks.map((p) => `${p.name}, ${p.region}, ${p.country}`)).size).toBe(newarks.length);
    // A region named like its city is left out rather than said twice.
    expect((await search('berlin'))[0]).toMatchObject({ name: 'Berlin', country: 'Germany' });
    expect((await search('berlin'))[0]?.region).toBeUndefined();
  });

  it('refuses a missing, blank or overlong query, or an unknown parameter, with a 400', async () => {
    for (const path of ['/api/places', '/api/places?q=', '/api/places?q=%20%20', `/api/places?q=${'a'.repeat(81)}`, '/api/places?q=cape&lat=1']) {
      const response = await client.get(path);
      expect(response.status, path).toBe(400);
      expect(((await response.json()) as { error: string }).error.length, path).toBeGreaterThan(0);
    }
  });

  it('answers only a signed-in dater', async () => {
    expect((await fetch(`${t.baseUrl}/api/places?q=cape`)).status).toBe(401);
  });
});

describe('the home city on the profile', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('stores the chosen city with coordinates rounded to a tenth of a degree, sets the country, and clears', async () => {
    const { client, userId } = await signedInSearcher(t, { gender: 'male', country: '' });
    const saved = await client.request('PATCH', '/api/profile', { homeCityId: CAPE_TOWN });
    expect(saved.status, await saved.clone().text()).toBe(200);
    const profile = ownProfileSchema.parse(await saved.json());
    expect(profile.homeCity).toEqual({ id: CAPE_TOWN, name: 'Cape Town', country: 'South Africa', countryCode: 'ZA' });
    expect(profile.country).toBe('South Africa');
    const row = await t.database.db.selectFrom('profiles').select(['home_lat_tenths', 'home_lon_tenths']).where('user_id', '=', userId).executeTakeFirstOrThrow();
    expect(row).toEqual({ home_lat_tenths: -339, home_lon_tenths: 184 });

    const cleared = ownProfileSchema.parse(await (await client.request('PATCH', '/api/profile', { homeCityId: null })).json());
    expect(cleared.homeCity).toBeNull();
  });

  it('refuses a city id the gazetteer does not hold, or a malformed one, with a 400', async () => {
    const { client } = await signedInSearcher(t, { gender: 'male', country: '' });
    for (const homeCityId of [999_999_999, -3, 1.5, 'Cape Town']) {
      const response = await client.request('PATCH', '/api/profile', { homeCityId });
      expect(response.status, String(homeCityId)).toBe(400);
    }
  });
});

describe('"Within N km" is a hard filter, both ways', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const db = () => t.database.db;
  async function placeAt(userId: string, at: { lat: number; lon: number } | null, maxDistanceKm: MaxDistanceKm | null) {
    const home = at
      ? { home_city_id: 1, home_city_name: 'Somewhere', home_city_country: 'ZA', home_lat_tenths: at.lat, home_lon_tenths: at.lon }
      : { home_city_id: null, home_city_name: '', home_city_country: '', home_lat_tenths: null, home_lon_tenths: null };
    await db().updateTable('profiles').set(home).where('user_id', '=', userId).execute();
    await db().updateTable('match_preferences').set({ max_distance_km: maxDistanceKm }).where('user_id', '=', userId).execute();
  }
  async function dater(name: string, here: string, at: { lat: number; lon: number } | null, maxDistanceKm: MaxDistanceKm | null) {
    const id = await createDater(db(), { gender: 'female', name, country: here });
    await placeAt(id, at, maxDistanceKm);
    return id;
  }
  async function searcherInCapeTown(here: string, maxDistanceKm: MaxDistanceKm | null) {
    const spec: DaterSpec = { gender: 'male', country: here, wants: { country: here } };
    const searcher = await signedInSearcher(t, spec);
    expect((await searcher.client.request('PATCH', '/api/profile', { homeCityId: CAPE_TOWN, country: here })).status).toBe(200);
    const prefs = matchPreferenceSchema.parse(await (await searcher.client.get('/api/preferences')).json());
    const saved = await searcher.client.request('PUT', '/api/preferences', { ...prefs, maxDistanceKm });
    expect(saved.status, await saved.clone().text()).toBe(200);
    return searcher;
  }
  async function namesFound(client: TestClient) {
    expect((await runSearch(client)).status).toBe('succeeded');
    return (await listMatches(client)).map((m) => m.name).sort();
  }
  const count = async (client: TestClient, maxDistanceKm: MaxDistanceKm | null) => {
    const prefs = matchPreferenceSchema.parse(await (await client.get('/api/preferences')).json());
    return liquidityResponseSchema.parse(await (await client.post('/api/preferences/liquidity', { ...prefs, maxDistanceKm })).json());
  };

  it('new preferences reach 250 km', async () => {
    const { client } = await signedInSearcher(t, { gender: 'male', country: placeOfOwn() });
    expect(matchPreferenceSchema.parse(await (await client.get('/api/preferences')).json()).maxDistanceKm).toBe(250);
  });

  it('my "within 50 km" finds only daters with a city that near; the count agrees', async () => {
    const here = placeOfOwn();
    await dater('Near', here, STELLENBOSCH, null);
    await dater('Far', here, JOHANNESBURG, null);
    await dater('NoCity', here, null, null);
    const { client } = await searcherInCapeTown(here, 50);
    expect((await count(client, 25)).none).toBe(true);
    expect((await count(client, 50)).none).toBe(false);
    expect(await namesFound(client)).toEqual(['Near']);
    // The card names the city and about how far away it is, rounded, and nothing finer.
    const body = await (await client.get('/api/matches')).text();
    expect((await listMatches(client))[0]).toMatchObject({ homeCity: 'Somewhere', distanceKm: 50 });
    for (const secret of ['home_lat', 'home_lon', 'Tenths', '-33.9', '18.9', '-339', '189']) expect(body).not.toContain(secret);
  });

  it("the other dater's distance holds against me: too far for their wish, or no city of mine, and they are not found", async () => {
    const here = placeOfOwn();
    await dater('WantsVeryNear', here, STELLENBOSCH, 25);
    await dater('WantsNear', here, STELLENBOSCH, 50);
    await dater('FarButOpen', here, JOHANNESBURG, null);
    await dater('FarAndLocal', here, JOHANNESBURG, 250);
    const { client } = await searcherInCapeTown(here, null);
    expect(await namesFound(client)).toEqual(['FarButOpen', 'WantsNear']);

    // A searcher without a city searches anywhere, and only daters whose search reaches anywhere, or who have no city, find them.
    const here2 = placeOfOwn();
    await dater('Measures', here2, STELLENBOSCH, 100);
    await dater('Anywhere', here2, STELLENBOSCH, null);
    await dater('Cityless', here2, null, 100);
    const cityless = await signedInSearcher(t, { gender: 'male', country: here2, wants: { country: here2 } });
    expect(await namesFound(cityless.client)).toEqual(['Anywhere', 'Cityless']);
  });
});
