import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema, essentialsResponseSchema, normalizeCountry, type EssentialState } from '@kindred/contract';
import { birthDateFor, createDater } from './support/daters.js';
import { setEssential } from './support/essentials.js';
import { TestClient, uniqueEmail } from './support/http-client.js';
import { listMatches, runSearch, signedInSearcher } from './support/searching.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/** A must takes the dater's own tap (decision 048): "Looks good" keeps a proposed must only where they kept it. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const CONFIRM = '/api/profile/essentials/confirm';

async function onboardThroughApi(about: string, seek: string): Promise<TestClient> {
  const client = new TestClient(t.baseUrl);
  await client.signUp(uniqueEmail('musts'));
  await client.post('/api/session/finalize');
  await client.post('/api/onboarding/gender', { choice: 'female' });
  expect((await client.request('PUT', '/api/profile/birth-date', { birthDate: birthDateFor(33) })).status).toBe(200);
  for (const [i, text] of ['My name is Ayo.', about, seek].entries()) {
    expect((await client.request('PUT', `/api/onboarding/answers/${i + 1}`, { text })).status).toBe(200);
  }
  expect((await client.post('/api/onboarding/complete')).status).toBe(200);
  return client;
}

async function essentialsOf(client: TestClient): Promise<Map<string, EssentialState>> {
  const body = essentialsResponseSchema.parse(await (await client.get('/api/profile/essentials')).json());
  return new Map(body.essentials.map((e) => [e.key, e]));
}

/** "Looks good" as the check screen sends it: every row that was read, as shown, and the musts kept. */
function looksGood(states: Iterable<EssentialState>, kept: readonly string[] = []) {
  const rows = [...states].filter((s) => s.self.source === 'extracted' || s.need.source === 'extracted');
  return { essentials: rows.map((s) => ({ key: s.key, self: s.self.value, need: s.need.values, keepMust: kept.includes(s.key) })) };
}

const placeOfOwn = () => normalizeCountry(`Mustown ${crypto.randomBytes(3).toString('hex')}`);

describe('a must takes the dater’s own tap', () => {
  const about = 'I teach music and I do not smoke. I want kids one day.';
  const seek = 'Someone warm who loves the outdoors. No smokers please.';

  it('"Looks good" alone confirms what was read and leaves the proposed must a nice-to-have', async () => {
    const client = await onboardThroughApi(about, seek);
    const before = await essentialsOf(client);
    expect(before.get('smoking')?.need).toMatchObject({ values: ['no'], strength: 'must', source: 'extracted' });

    const response = await client.post(CONFIRM, looksGood(before.values()));
    expect(response.status).toBe(200);
    const after = new Map(essentialsResponseSchema.parse(await response.json()).essentials.map((e) => [e.key, e]));
    expect(after.get('smoking')).toEqual({
      key: 'smoking',
      self: { value: 'no', source: 'confirmed', quote: null },
      need: { values: ['no'], strength: 'nice', source: 'confirmed', quote: null },
    });
    expect(after.get('children')?.self).toEqual({ value: 'want', source: 'confirmed', quote: null });
    for (const state of after.values()) expect(state.need.strength, state.key).toBe('nice');
    expect(await essentialsOf(client)).toEqual(after);
  });

  it('a must the dater kept is stored as a must', async () => {
    const client = await onboardThroughApi(about, seek);
    const response = await client.post(CONFIRM, looksGood((await essentialsOf(client)).values(), ['smoking']));
    expect(response.status).toBe(200);
    expect((await essentialsOf(client)).get('smoking')?.need).toEqual({ values: ['no'], strength: 'must', source: 'confirmed', quote: null });
  });

  it('refuses a malformed confirmation with a 4xx that says why, and changes nothing', async () => {
    const client = await onboardThroughApi(about, seek);
    const before = await essentialsOf(client);
    const row = { key: 'smoking', self: 'no', need: ['no'], keepMust: false };
    const cases: Array<[unknown, number, RegExp]> = [
      [{ essentials: [row, row] }, 400, /listed twice/],
      [{ essentials: [{ ...row, need: [], keepMust: true }] }, 400, /at least one option/],
      [{ essentials: [{ ...row, need: ['cigars'] }] }, 400, /Unknown option for smoking: cigars/],
      [{ essentials: [] }, 400, /./],
      [{ essentials: [{ ...row, strength: 'must' }] }, 400, /./],
      [{ essentials: [{ ...row, key: 'astrology' }] }, 400, /./],
      [{ musts: ['smoking'] }, 400, /./],
      // No must is there to keep: children was read as a self only.
      [{ essentials: [{ key: 'children', self: 'want', need: ['want'], keepMust: true }] }, 409, /changed/],
    ];
    for (const [body, status, message] of cases) {
      const response = await client.post(CONFIRM, body);
      expect(response.status, JSON.stringify(body)).toBe(status);
      expect(apiErrorSchema.parse(await response.json()).message).toMatch(message);
    }
    expect(await essentialsOf(client)).toEqual(before);
  });

  it('a must the reader proposed and the dater never kept filters nobody, either way', async () => {
    const here = placeOfOwn();
    const smoker = await createDater(t.database.db, { gender: 'female', name: 'ConfirmedSmoker', country: here });
    await setEssential(t.database.db, smoker, 'smoking', { self: 'yes' });
    // Read from their words as "no smokers", never kept: it must not hide the searcher, who smokes.
    const proposedMust = await createDater(t.database.db, { gender: 'female', name: 'ProposedNoSmokers', country: here });
    await setEssential(t.database.db, proposedMust, 'smoking', { need: ['no'], strength: 'must', needSource: 'extracted' });
    const keptMust = await createDater(t.database.db, { gender: 'female', name: 'KeptNoSmokers', country: here });
    await setEssential(t.database.db, keptMust, 'smoking', { need: ['no'], strength: 'must', needSource: 'confirmed' });

    const { client, userId } = await signedInSearcher(t, { gender: 'male', country: here, wants: { country: here } });
    await setEssential(t.database.db, userId, 'smoking', { self: 'sometimes', need: ['no'], strength: 'must', needSource: 'extracted' });
    expect((await runSearch(client)).status).toBe('succeeded');
    expect((await listMatches(client)).map((m) => m.name).sort()).toEqual(['ConfirmedSmoker', 'ProposedNoSmokers']);
  });

  it('a must the dater kept filters both ways', async () => {
    const here = placeOfOwn();
    const smoker = await createDater(t.database.db, { gender: 'female', name: 'Smoker', country: here });
    await setEssential(t.database.db, smoker, 'smoking', { self: 'yes' });
    const nonSmoker = await createDater(t.database.db, { gender: 'female', name: 'NonSmoker', country: here });
    await setEssential(t.database.db, nonSmoker, 'smoking', { self: 'no' });

    const { client, userId } = await signedInSearcher(t, { gender: 'male', country: here, wants: { country: here } });
    await setEssential(t.database.db, userId, 'smoking', { self: 'no', need: ['no'], strength: 'must', needSource: 'extracted' });
    const states = await essentialsOf(client);
    expect((await client.post(CONFIRM, looksGood(states.values(), ['smoking']))).status).toBe(200);
    expect((await runSearch(client)).status).toBe('succeeded');
    expect((await listMatches(client)).map((m) => m.name)).toEqual(['NonSmoker']);
  });
});
