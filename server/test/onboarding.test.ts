import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeOnboardingResponseSchema, onboardingStateSchema, ONBOARDING_TEXTS } from '@kindred/contract';
import type { FakeOpenAi } from '../../fakes/openai-server.js';
import { TestClient, uniqueEmail } from './support/http-client.js';
import { startAppWithFakeAi } from './support/app-with-fake-ai.js';
import type { TestApp } from './support/test-app.js';

let t: TestApp;
let ai: FakeOpenAi;
let closeApp: () => Promise<void>;
beforeAll(async () => {
  ({ t: t, ai: ai, close: closeApp } = await startAppWithFakeAi({ AI_TIMEOUT_SECONDS: '2' }));
});
afterAll(() => closeApp());

async function signedIn() {
  const client = new TestClient(t.baseUrl);
  await client.signUp(uniqueEmail());
  await client.post('/api/session/finalize');
  const me = (await (await client.get('/api/me')).json()) as { user: { id: string } };
  return { client, userId: me.user.id };
}

async function answerAll(client: TestClient, q1: string) {
  for (const [q, text] of [[1, q1], [2, 'I teach science, hike on weekends and cook for friends.'], [3, 'Someone warm and curious who loves the outdoors.']] as const) {
    expect((await client.request('PUT', `/api/onboarding/answers/${q}`, { text })).status).toBe(200);
  }
}

describe('the gender step', () => {
  it('sets the dater to the opposite gender, resets their fields and saves preferences with maxAge 85', async () => {
    const { client, userId } = await signedIn();
    await t.database.db.updateTable('profiles').set({ bio: 'old bio', country: 'Kenya' }).where('user_id', '=', userId).execute();
    const response = await client.post('/api/onboarding/gender', { choice: 'female' });
    expect(await response.json()).toEqual({ gender: 'male', lookingFor: 'female' });

    const profile = await t.database.db.selectFrom('profiles').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow();
    expect([profile.gender, profile.bio, profile.country]).toEqual(['male', '', '']);
    const prefs = await t.database.db.selectFrom('match_preferences').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow();
    expect([prefs.looking_for, prefs.min_age, prefs.max_age]).toEqual(['female', 18, 85]);
  });

  it('rejects a choice outside male and female without writing anything', async () => {
    const { client, userId } = await signedIn();
    const response = await client.post('/api/onboarding/gender', { choice: 'both' });
    expect(response.status).toBe(400);
    const prefs = await t.database.db.selectFrom('match_preferences').select('user_id').where('user_id', '=', userId).execute();
    expect(prefs).toEqual([]);
  });
});

describe('answers and finishing', () => {
  it('keeps a short answer to question 1 as the name without asking the model', async () => {
    const { client, userId } = await signedIn();
    await answerAll(client, 'Thandi');
    const before = ai.requests.length;
    const done = completeOnboardingResponseSchema.parse(await (await client.post('/api/onboarding/complete')).json());
    expect(done.name).toBe('Thandi');
    expect(ai.requests.slice(before).filter((r) => r.path === '/chat/completions')).toHaveLength(0);

    const profile = await t.database.db.selectFrom('profiles').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow();
    expect(profile.onboarding_completed).toBe(true);
    expect(profile.about_me).toContain('I teach science');
    // From now on the app greets the dater by the name they gave.
    expect(((await (await client.get('/api/me')).json()) as { user: { name: string } }).user.name).toBe('Thandi');
    expect(profile.hope_to_meet).toContain('Someone warm and curious');
    // Each text is stored as the dater said it, without labels.
    expect(profile.about_me).not.toMatch(/About me:|Who I hope to meet:/);
    expect(profile.hope_to_meet).not.toMatch(/About me:|Who I hope to meet:/);
  });

  it('asks the model for the first name when the answer has more than two words', async () => {
    const { client } = await signedIn();
    ai.onChat(() => ({ content: 'Lerato' }));
    await answerAll(client, 'Hello there, my name is Lerato Dlamini');
    const before = ai.requests.length;
    const done = completeOnboardingResponseSchema.parse(await (await client.post('/api/onboarding/complete')).json());
    expect(done.name).toBe('Lerato');
    expect(ai.requests.slice(before).filter((r) => r.path === '/chat/completions')).toHaveLength(1);
  });

  it('falls back to the local rule when the model answers garbage', async () => {
    const { client } = await signedIn();
    ai.onChat(() => ({ content: 'Sure! The name you are looking for is probably something like this.' }));
    await answerAll(client, "Hi, I'm sipho and I love jazz");
    const done = completeOnboardingResponseSchema.parse(await (await client.post('/api/onboarding/complete')).json());
    expect(done.name).toBe('Sipho');
  });

  it('falls back to the local rule when the model is down', async () => {
    const { client } = await signedIn();
    ai.onChat(() => ({ status: 500 }));
    await answerAll(client, 'people call me Naledi mostly');
    const done = completeOnboardingResponseSchema.parse(await (await client.post('/api/onboarding/complete')).json());
    expect(done.name).toBe('Naledi');
  });

  it('refuses to finish before all three answers exist', async () => {
    const { client, userId } = await signedIn();
    await client.request('PUT', '/api/onboarding/answers/1', { text: 'Ama' });
    const response = await client.post('/api/onboarding/complete');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: ONBOARDING_TEXTS.answersIncomplete });
    const profile = await t.database.db.selectFrom('profiles').select('onboarding_completed').where('user_id', '=', userId).executeTakeFirstOrThrow();
    expect(profile.onboarding_completed).toBe(false);
  });

  it('returns saved answers so a reload resumes', async () => {
    const { client } = await signedIn();
    await client.request('PUT', '/api/onboarding/answers/2', { text: '  I love the sea and early swims.  ' });
    const state = onboardingStateSchema.parse(await (await client.get('/api/onboarding')).json());
    expect(state.answers).toEqual({ q1: null, q2: 'I love the sea and early swims.', q3: null });
    expect(state.voice.available).toBe(true);
  });

  it.each([
    ['question 0', '/api/onboarding/answers/0', { text: 'x' }],
    ['question 4', '/api/onboarding/answers/4', { text: 'x' }],
    ['blank answer', '/api/onboarding/answers/1', { text: '   ' }],
    ['huge answer', '/api/onboarding/answers/2', { text: 'a'.repeat(2001) }],
    ['wrong type', '/api/onboarding/answers/2', { text: 42 }],
    ['extra field', '/api/onboarding/answers/2', { text: 'I cook for friends on Sundays.', userId: 'someone-else' }],
  ])('rejects %s with a 400', async (_label, path, body) => {
    const { client } = await signedIn();
    const response = await client.request('PUT', path, body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message.length).toBeGreaterThan(0);
  });

  it("writes only the caller's own answers", async () => {
    const owner = await signedIn();
    const other = await signedIn();
    await owner.client.request('PUT', '/api/onboarding/answers/3', { text: 'Mine, and only ever mine.' });
    await other.client.request('PUT', '/api/onboarding/answers/3', { text: 'Theirs, and only theirs.' });
    const rows = await t.database.db.selectFrom('onboarding_answers').selectAll().where('question', '=', 3).where('user_id', 'in', [owner.userId, other.userId]).execute();
    const byUser = Object.fromEntries(rows.map((r) => [r.user_id, r.answer]));
    expect(byUser).toEqual({ [owner.userId]: 'Mine, and only ever mine.', [other.userId]: 'Theirs, and only theirs.' });
    expect((await new TestClient(t.baseUrl).request('PUT', '/api/onboarding/answers/3', { text: 'anonymous and unsigned' })).status).toBe(401);
  });

  it('the orb replaces question 3 and the profile\'s "who I hope to meet" together, leaving "about me" alone', async () => {
    const { client, userId } = await signedIn();
    await answerAll(client, 'Zola');
    await client.post('/api/onboarding/complete');
    const response = await client.request('PUT', '/api/profile/preference-description', { text: 'A kind bookworm who laughs easily.' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ hopeToMeet: 'A kind bookworm who laughs easily.' });
    const profile = await t.database.db.selectFrom('profiles').select(['about_me', 'hope_to_meet']).where('user_id', '=', userId).executeTakeFirstOrThrow();
    expect(profile.hope_to_meet).toBe('A kind bookworm who laughs easily.');
    expect(profile.about_me).toContain('I teach science');
    const answer = await t.database.db.selectFrom('onboarding_answers').select('answer').where('user_id', '=', userId).where('question', '=', 3).executeTakeFirstOrThrow();
    expect(answer.answer).toBe('A kind bookworm who laughs easily.');
  });
});
