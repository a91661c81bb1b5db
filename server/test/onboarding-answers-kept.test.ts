import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIN_DATER_TEXT_LENGTH, ownProfileSchema, SEARCH_TEXT_TOO_SHORT } from '@kindred/contract';
import { TestClient, uniqueEmail } from './support/http-client.js';
import { runSearch, signedInSearcher } from './support/searching.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const ABOUT_ME = 'I teach science, hike on weekends and cook for friends.';
const HOPE_TO_MEET = 'Someone warm and curious who loves the outdoors.';

async function signedIn() {
  const client = new TestClient(t.baseUrl);
  await client.signUp(uniqueEmail());
  await client.post('/api/session/finalize');
  const me = (await (await client.get('/api/me')).json()) as { user: { id: string } };
  return { client, userId: me.user.id };
}

async function answer(client: TestClient, question: number, text: string) {
  return client.request('PUT', `/api/onboarding/answers/${question}`, { text });
}

async function onboard(client: TestClient) {
  for (const [q, text] of [[1, 'Thandi'], [2, ABOUT_ME], [3, HOPE_TO_MEET]] as const) expect((await answer(client, q, text)).status).toBe(200);
  expect((await client.post('/api/onboarding/complete')).status).toBe(200);
}

async function ownBio(client: TestClient) {
  return ownProfileSchema.parse(await (await client.get('/api/profile')).json()).bio;
}

describe('"Tell me about yourself" becomes the bio', () => {
  it('shows the answer as the bio right after onboarding', async () => {
    const { client } = await signedIn();
    await onboard(client);
    expect(await ownBio(client)).toBe(ABOUT_ME);
  });

  it("keeps the dater's own bio: one written later is not replaced when onboarding is finished again", async () => {
    const { client } = await signedIn();
    await onboard(client);
    expect((await client.request('PATCH', '/api/profile', { bio: 'Mostly found at the climbing gym.' })).status).toBe(200);
    expect((await client.post('/api/onboarding/complete')).status).toBe(200);
    expect(await ownBio(client)).toBe('Mostly found at the climbing gym.');
  });

  it('starts the bio only at the first finish: a bio the dater emptied stays empty when onboarding is finished again', async () => {
    const { client } = await signedIn();
    await onboard(client);
    expect((await client.request('PATCH', '/api/profile', { bio: '' })).status).toBe(200);
    expect((await client.post('/api/onboarding/complete')).status).toBe(200);
    expect(await ownBio(client)).toBe('');
  });
});

describe('each answer asks for what a search needs', () => {
  it('refuses a too-short "about me" or "who I hope to meet" with a 400 that says how much more', async () => {
    const { client, userId } = await signedIn();
    const short = 'x'.repeat(MIN_DATER_TEXT_LENGTH - 1);
    for (const question of [2, 3]) {
      const response = await answer(client, question, `  ${short}  `);
      expect(response.status).toBe(400);
      const body = (await response.json()) as { code: string; message: string };
      expect(body.code).toBe('ANSWER_TOO_SHORT');
      expect(body.message).toContain(`at least ${MIN_DATER_TEXT_LENGTH} characters`);
      expect(body.message).toContain('1 more');
    }
    const saved = await t.database.db.selectFrom('onboarding_answers').select('question').where('user_id', '=', userId).execute();
    expect(saved).toEqual([]);
    // A first name is short, and that is fine.
    expect((await answer(client, 1, 'Jo')).status).toBe(200);
    expect((await answer(client, 2, 'x'.repeat(MIN_DATER_TEXT_LENGTH))).status).toBe(200);
  });

  it('refuses the orb\'s too-short "who I hope to meet" the same way', async () => {
    const { client } = await signedIn();
    await onboard(client);
    const response = await client.request('PUT', '/api/profile/preference-description', { text: 'Someone kind.' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'ANSWER_TOO_SHORT' });
  });

  it('asks again, when finishing, for an answer saved short before the minimum existed', async () => {
    const { client, userId } = await signedIn();
    await answer(client, 1, 'Ama');
    await answer(client, 3, HOPE_TO_MEET);
    await t.database.db.insertInto('onboarding_answers').values({ user_id: userId, question: 2, answer: 'Hi' }).execute();
    const response = await client.post('/api/onboarding/complete');
    expect(response.status).toBe(400);
    const body = (await response.json()) as { code: string; message: string };
    expect(body).toMatchObject({ code: 'ANSWERS_INCOMPLETE' });
    expect(body.message).toContain(`at least ${MIN_DATER_TEXT_LENGTH} characters`);
  });
});

describe('a search refused for short texts says what to add and where', () => {
  it('answers DATER_TEXT_TOO_SHORT with the way to fix it, and the orb fixes it', async () => {
    const { client, userId } = await signedInSearcher(t, { gender: 'male' });
    await t.database.db.updateTable('profiles').set({ about_me: 'Hi', hope_to_meet: 'Nice' }).where('user_id', '=', userId).execute();
    const refused = await client.post('/api/matches/searches');
    expect(refused.status).toBe(400);
    const body = (await refused.json()) as { code: string; message: string };
    expect(body.code).toBe(SEARCH_TEXT_TOO_SHORT.code);
    expect(body.message).toMatch(/who you hope to meet/);
    expect(body.message).toMatch(/orb/);

    expect((await client.request('PUT', '/api/profile/preference-description', { text: HOPE_TO_MEET })).status).toBe(200);
    expect((await runSearch(client)).status).toBe('succeeded');
  });
});
