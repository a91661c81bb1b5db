import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalizeCountry, apiErrorSchema, essentialStateSchema, essentialsResponseSchema, liquidityResponseSchema, matchPreferenceSchema, type EssentialState } from '@kindred/contract';
import type { ChatBody, FakeOpenAi } from '../../fakes/openai-server.js';
import { birthDateFor, createDater } from './support/daters.js';
import { setEssential } from './support/essentials.js';
import { eventually } from './support/payments.js';
import { TestClient, uniqueEmail } from './support/http-client.js';
import { listMatches, runSearch, signedInSearcher } from './support/searching.js';
import { startAppWithFakeAi } from './support/app-with-fake-ai.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A dater who finishes onboarding through the API, so their essentials are read as in the app. */
async function onboardThroughApi(about: string, seek: string, app: TestApp = t): Promise<TestClient> {
  const client = new TestClient(app.baseUrl);
  await client.signUp(uniqueEmail('essentials'));
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

function placeOfOwn(): string {
  // In the one spelling every save writes, so the sheet's count and the search compare alike.
  return normalizeCountry(`Essentown ${crypto.randomBytes(3).toString('hex')}`);
}

describe('essentials: read from the dater, shown with their words, confirmed by them', () => {
  it('pre-fills what the voice answers say, each value with the words it came from', async () => {
    const client = await onboardThroughApi('I teach music and I do not smoke. I want kids one day.', 'Someone warm who loves the outdoors. No smokers please.');
    const essentials = await essentialsOf(client);
    expect([...essentials.keys()]).toEqual(['intent', 'children', 'smoking', 'drinking', 'faith', 'diet', 'pets', 'settling']);
    expect(essentials.get('smoking')).toEqual({
      key: 'smoking',
      self: { value: 'no', source: 'extracted', quote: 'I teach music and I do not smoke.' },
      need: { values: ['no'], strength: 'must', source: 'extracted', quote: 'No smokers please.' },
    });
    expect(essentials.get('children')?.self).toMatchObject({ value: 'want', source: 'extracted' });
    expect(essentials.get('faith')).toMatchObject({ self: { value: null, source: null }, need: { values: [], source: null } });
  });

  it('keeps a confirmed answer when the text changes, and reads the rest again', async () => {
    const client = await onboardThroughApi('I do not smoke and I have a dog called Biscuit.', 'Someone kind. No smokers please.');
    const confirmed = await client.request('PUT', '/api/profile/essentials/smoking', { self: 'no', need: ['no', 'no', 'sometimes'], strength: 'nice' });
    expect(confirmed.status).toBe(200);
    expect(essentialStateSchema.parse(await confirmed.json())).toEqual({
      key: 'smoking',
      self: { value: 'no', source: 'confirmed', quote: null },
      need: { values: ['no', 'sometimes'], strength: 'nice', source: 'confirmed', quote: null },
    });

    const changed = await client.request('PUT', '/api/profile/preference-description', { text: 'Someone vegetarian who loves dogs. No smokers, it is a dealbreaker.' });
    expect(changed.status).toBe(200);
    const after = await essentialsOf(client);
    expect(after.get('smoking')?.need).toEqual({ values: ['no', 'sometimes'], strength: 'nice', source: 'confirmed', quote: null });
    expect(after.get('diet')?.need).toMatchObject({ values: ['vegetarian', 'vegan'], source: 'extracted' });
  });

  it('refuses unknown essentials, unknown options and stray fields with a 400, and writes nothing', async () => {
    const client = await onboardThroughApi('I do not smoke, never have.', 'Someone kind and curious who reads.');
    const before = await (await client.get('/api/profile/essentials')).text();
    const bad: Array<[string, unknown]> = [
      ['/api/profile/essentials/height', { self: null, need: [], strength: 'nice' }],
      ['/api/profile/essentials/smoking', { self: 'cigars', need: [], strength: 'nice' }],
      ['/api/profile/essentials/smoking', { self: 'no', need: ['vegan'], strength: 'must' }],
      ['/api/profile/essentials/smoking', { self: 'no', need: [], strength: 'always' }],
      ['/api/profile/essentials/smoking', { self: 'no', need: [], strength: 'nice', quote: 'mine' }],
      ['/api/profile/essentials/smoking', { self: 'no' }],
      ['/api/profile/essentials/smoking', { self: 'no', need: Array.from({ length: 13 }, () => 'no'), strength: 'nice' }],
    ];
    for (const [path, body] of bad) {
      const response = await client.request('PUT', path, body);
      expect(response.status, `${path} ${JSON.stringify(body)}`).toBe(400);
      expect(apiErrorSchema.parse(await response.json()).message.length).toBeGreaterThan(0);
    }
    expect(await (await client.get('/api/profile/essentials')).text()).toBe(before);
  });

  it("is private: GET answers only the dater's own essentials, and anonymous callers get 401", async () => {
    const anonymous = new TestClient(t.baseUrl);
    expect((await anonymous.get('/api/profile/essentials')).status).toBe(401);
    expect((await anonymous.request('PUT', '/api/profile/essentials/smoking', { self: 'no', need: [], strength: 'nice' })).status).toBe(401);
  });
});

describe('essentials in matching, both ways', () => {
  it('a must filters out a candidate whose confirmed value breaks it, and keeps one whose value was only read from their words', async () => {
    const here = placeOfOwn();
    const confirmedSmoker = await createDater(t.database.db, { gender: 'female', name: 'ConfirmedSmoker', country: here });
    await setEssential(t.database.db, confirmedSmoker, 'smoking', { self: 'yes' });
    // Smoking now and then is no clash of lives with a non-smoker (pair-model.ts), so only the must could keep her out.
    const readAsSmoker = await createDater(t.database.db, { gender: 'female', name: 'ReadAsSmoker', country: here });
    await setEssential(t.database.db, readAsSmoker, 'smoking', { self: 'sometimes', selfSource: 'extracted' });
    const nonSmoker = await createDater(t.database.db, { gender: 'female', name: 'NonSmoker', country: here });
    await setEssential(t.database.db, nonSmoker, 'smoking', { self: 'no' });
    await createDater(t.database.db, { gender: 'female', name: 'Unknown', country: here });

    const { client, userId } = await signedInSearcher(t, { gender: 'male', country: here, wants: { country: here } });
    await setEssential(t.database.db, userId, 'smoking', { self: 'no', need: ['no'], strength: 'must' });
    const prefs = matchPreferenceSchema.parse(await (await client.get('/api/preferences')).json());
    const count = liquidityResponseSchema.parse(await (await client.post('/api/preferences/liquidity', prefs)).json());
    expect((await runSearch(client)).status).toBe('succeeded');
    const matches = await listMatches(client);
    expect(matches.map((m) => m.name).sort()).toEqual(['NonSmoker', 'ReadAsSmoker', 'Unknown']);
    // The count the sheet shows is what a search can reach: three, rounded down to "fewer than 10".
    expect(count).toEqual({ approximateCount: 0, none: false });
    // A value both share is a reason, and the only way one learns the other's essential.
    expect(matches.find((m) => m.name === 'NonSmoker')?.sharedThemes).toContain('Neither of you smokes');
    expect(JSON.stringify(matches)).not.toMatch(/"essentials"|self_value|need_values/);
  });

  it("the candidate's must filters me out when my confirmed value breaks it", async () => {
    const here = placeOfOwn();
    const wantsKids = await createDater(t.database.db, { gender: 'female', name: 'WantsKidsMust', country: here });
    await setEssential(t.database.db, wantsKids, 'children', { self: 'want', need: ['want', 'open'], strength: 'must' });
    const wantsKidsNice = await createDater(t.database.db, { gender: 'female', name: 'WantsKidsNice', country: here });
    await setEssential(t.database.db, wantsKidsNice, 'children', { self: 'want', need: ['want', 'have'], strength: 'nice' });
    // A parent breaks her must; the other would like a parent too, and a parent and someone who wants children are no clash of lives.
    const { client, userId } = await signedInSearcher(t, { gender: 'male', country: here, wants: { country: here } });
    await setEssential(t.database.db, userId, 'children', { self: 'have' });
    expect((await runSearch(client)).status).toBe('succeeded');
    expect((await listMatches(client)).map((m) => m.name)).toEqual(['WantsKidsNice']);
  });

  it('a must read from my words is a nice-to-have until I keep it: nobody is left out', async () => {
    const here = placeOfOwn();
    const vegan = await createDater(t.database.db, { gender: 'female', name: 'Vegan', country: here });
    await setEssential(t.database.db, vegan, 'diet', { self: 'vegan' });
    const eatsAnything = await createDater(t.database.db, { gender: 'female', name: 'EatsAnything', country: here });
    await setEssential(t.database.db, eatsAnything, 'diet', { self: 'anything' });
    const { client, userId } = await signedInSearcher(t, { gender: 'male', country: here, wants: { country: here } });
    await setEssential(t.database.db, userId, 'diet', { need: ['vegetarian', 'vegan'], strength: 'must', needSource: 'extracted' });
    expect((await runSearch(client)).status).toBe('succeeded');
    expect((await listMatches(client)).map((m) => m.name).sort()).toEqual(['EatsAnything', 'Vegan']);
  });
});

describe('essentials in the compatibility score (decision 070)', () => {
  it('with the same words, lives that clash score below a match, met needs and a shared value score higher, and an unmet nice-to-have scores lower (decision 072)', async () => {
    const here = placeOfOwn();
    const agrees = await createDater(t.database.db, { gender: 'female', name: 'AlsoWantsKids', country: here });
    await setEssential(t.database.db, agrees, 'children', { self: 'want', need: ['want'], strength: 'nice' });
    const clashes = await createDater(t.database.db, { gender: 'female', name: 'ChildFree', country: here });
    await setEssential(t.database.db, clashes, 'children', { self: 'dont_want' });
    // She would like a vegan, and confirmed it; he eats anything. A nice-to-have is no filter, but it weighs on the score.
    const hopesForVegan = await createDater(t.database.db, { gender: 'female', name: 'HopesForVegan', country: here });
    await setEssential(t.database.db, hopesForVegan, 'diet', { need: ['vegan'], strength: 'nice' });
    await createDater(t.database.db, { gender: 'female', name: 'SaysNothing', country: here });

    const { client, userId } = await signedInSearcher(t, { gender: 'male', country: here, wants: { country: here } });
    await setEssential(t.database.db, userId, 'children', { self: 'want', need: ['want'], strength: 'nice' });
    await setEssential(t.database.db, userId, 'diet', { self: 'anything' });
    expect((await runSearch(client)).status).toBe('succeeded');
    const matches = await listMatches(client);
    const score = (name: string) => matches.find((m) => m.name === name)?.compatibilityScore;
    expect(matches.map((m) => m.name)).toContain('AlsoWantsKids');
    expect(matches.map((m) => m.name)).toContain('SaysNothing');
    expect(matches.map((m) => m.name)).not.toContain('ChildFree');
    expect(score('AlsoWantsKids')).toBeGreaterThan(score('SaysNothing') ?? 100);
    expect(score('HopesForVegan') ?? 0).toBeLessThan(score('SaysNothing') ?? 0);
    expect(matches.find((m) => m.name === 'AlsoWantsKids')?.sharedThemes).toContain('You both want children');
  });
});

describe('essentials read by a language model', () => {
  let ai: FakeOpenAi;
  let withModel: TestApp;
  let closeApp: () => Promise<void>;
  beforeAll(async () => {
    ({ t: withModel, ai, close: closeApp } = await startAppWithFakeAi({ AI_BREAKER_FAILURES: '100' }));
  });
  afterAll(() => closeApp());
  const isEssentials = (body: ChatBody) => /essentials/i.test(String(body.messages[0]?.content ?? ''));

  it("replaces the local reading with the model's, checked against the schema and the dater's own words", async () => {
    ai.onChat((body) =>
      isEssentials(body)
        ? {
          content: JSON.stringify({
            smoking: { need: { values: ['no'], strength: 'must', quote: 'smoke-free home, always' } },
            // Words the dater never wrote: the side is dropped rather than shown as theirs.
            faith: { self: { value: 'buddhist', quote: 'I meditate every morning' } },
            drinking: { self: { value: 'whisky', quote: 'I teach music' } },
          }),
        }
        : { content: 'NONE' }
    );
    const client = await onboardThroughApi('I teach music and I want kids one day.', 'Someone gentle, a smoke-free home, always.', withModel);
    const smoking = await eventually(async () => (await essentialsOf(client)).get('smoking'), (e) => e?.need.source === 'extracted' && e.need.strength === 'must');
    expect(smoking?.need).toEqual({ values: ['no'], strength: 'must', source: 'extracted', quote: 'smoke-free home, always' });
    const after = await essentialsOf(client);
    expect(after.get('faith')?.self.value).toBeNull();
    expect(after.get('drinking')?.self.value).toBeNull();
  });

  it('keeps the local reading when the reply is not the JSON asked for', async () => {
    ai.onChat((body) => ({ content: isEssentials(body) ? 'Sure! The dater does not smoke.' : 'NONE' }));
    const before = ai.requests.length;
    const client = await onboardThroughApi('I do not smoke, never have.', 'Someone kind who loves long walks.', withModel);
    await eventually(async () => ai.requests.slice(before).filter((r) => r.path === '/chat/completions' && isEssentials(r.json as ChatBody)).length, (n) => n === 1);
    expect((await essentialsOf(client)).get('smoking')?.self).toEqual({ value: 'no', source: 'extracted', quote: 'I do not smoke, never have.' });
  });
});
