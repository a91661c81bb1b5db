import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardSchema, TEXTS, type CardInput } from '@kindred/contract';
import type { ChatBody, FakeOpenAi } from '../../../fakes/openai-server.js';
import { audioForm, silentWav } from '../support/audio.js';
import { makePremium } from '../support/coach.js';
import { createDater } from '../support/daters.js';
import type { TestClient } from '../support/http-client.js';
import { imageForm, png } from '../support/images.js';
import { runSearch, signedInSearcher } from '../support/searching.js';
import { startAppWithFakeAi } from '../support/app-with-fake-ai.js';
import type { TestApp } from '../support/test-app.js';

/**
 * Security rule 5 (docs/architecture.md#rule-5): searches, AI calls (scores, coach, transcription,
 * interest extraction) and uploads are rate-limited per dater, and each dater has a daily AI
 * quota, so one account cannot run up the provider bill. Sign-in and sign-up have their own
 * test (server/test/rate-limit.test.ts); the coach's daily quota is in server/test/coach.test.ts.
 */
const PER_MINUTE = 2;
const AI_DAILY_CALLS = 3;

let t: TestApp;
let ai: FakeOpenAi;
let closeApp: () => Promise<void>;
beforeAll(async () => {
  ({ t, ai, close: closeApp } = await startAppWithFakeAi({
    SEARCH_RATE_LIMIT_PER_MINUTE: String(PER_MINUTE),
    VOICE_RATE_LIMIT_PER_MINUTE: String(PER_MINUTE),
    IMAGE_UPLOAD_RATE_LIMIT_PER_MINUTE: String(PER_MINUTE),
    COACH_RATE_LIMIT_PER_MINUTE: String(PER_MINUTE),
    COACH_DAILY_MESSAGES: '1000',
    AI_DAILY_CALLS_PER_DATER: String(AI_DAILY_CALLS),
    AI_TIMEOUT_SECONDS: '2',
  }));
});
afterAll(() => closeApp());

let nextAge = 40;
/** A finished dater, signed in, with an age of their own so their searches meet nobody else's daters. */
async function dater(premium = false): Promise<TestClient> {
  const { client } = await signedInSearcher(t, { gender: 'male', age: nextAge, minAge: nextAge, maxAge: nextAge });
  nextAge += 1;
  if (premium) await makePremium(client);
  return client;
}

type Send = (client: TestClient) => Promise<Response>;

const CARD: CardInput = { name: 'Naledi', emoji: '🌶️', preferences: ['deep-chats', 'monogamy', 'foodie-friend'], ratingId: 'heart', vibeId: 'soft-launch' };
let cardImage: Promise<Buffer> | undefined;
/** The rendered card the web app uploads: a 1600x2400 PNG. */
const cardPng = () => (cardImage ??= sharp({ create: { width: 1600, height: 2400, channels: 4, background: '#f0607f' } }).png().toBuffer());

/** Each dater's own card, made once (its creation counts on POST /api/cards, not on the image). */
const cards = new WeakMap<TestClient, Promise<string>>();
function cardOf(client: TestClient): Promise<string> {
  let id = cards.get(client);
  if (!id) {
    id = client.post('/api/cards', CARD).then(async (r) => cardSchema.parse(await r.json()).id);
    cards.set(client, id);
  }
  return id;
}

/** Saves all three onboarding answers, so that finishing does its real work. */
async function answered(client: TestClient): Promise<TestClient> {
  const answers = ['Sam', 'I teach music and walk my dog at dawn.', 'Someone kind who reads.'];
  for (const [i, text] of answers.entries()) expect((await client.request('PUT', `/api/onboarding/answers/${i + 1}`, { text })).status).toBe(200);
  return client;
}

/** One valid request per limited route; what the handler answers (200 or 409) does not matter. */
const LIMITED: Record<string, { premium?: boolean; prepare?: (client: TestClient) => Promise<TestClient>; send: Send }> = {
  'POST /api/matches/searches': { send: (c) => c.post('/api/matches/searches') },
  'POST /api/voice/transcriptions': { send: (c) => c.upload('/api/voice/transcriptions', audioForm(silentWav())) },
  'POST /api/profile/interests': { send: (c) => c.post('/api/profile/interests', { text: 'I love hiking, jazz and cooking.' }) },
  'POST /api/profile/images/:kind': { send: async (c) => c.upload('/api/profile/images/profile', imageForm(await png(), 'me.png', 'image/png')) },
  'POST /api/coach/messages': { premium: true, send: (c) => c.post('/api/coach/messages', { message: 'How do I open a conversation?', preset: 'dm-opener' }) },
  // Name extraction and embeddings (VOICE_RATE_LIMIT_PER_MINUTE, like interest extraction).
  'POST /api/onboarding/complete': { prepare: answered, send: (c) => c.post('/api/onboarding/complete') },
  'PUT /api/profile/preference-description': { send: (c) => c.request('PUT', '/api/profile/preference-description', { text: `Someone kind ${Math.random()}` }) },
  // Card uploads (IMAGE_UPLOAD_RATE_LIMIT_PER_MINUTE, like photo uploads).
  'POST /api/cards': { send: (c) => c.post('/api/cards', CARD) },
  'PUT /api/cards/:cardId/image': { prepare: async (c) => (await cardOf(c), c),
    send: async (c) => c.request('PUT', `/api/cards/${await cardOf(c)}/image`, await cardPng(), { 'content-type': 'image/png' }) },
};

describe('per-dater rate limits on searches, AI and uploads', () => {
  for (const [route, { premium, prepare = async (c: TestClient) => c, send }] of Object.entries(LIMITED)) {
    it(`${route}: answers 429 past ${PER_MINUTE} a minute, and only to the dater who sent them`, { timeout: 60_000 }, async () => {
      const busy = await prepare(await dater(premium));
      const statuses: number[] = [];
      for (let i = 0; i <= PER_MINUTE; i++) {
        const response = await send(busy);
        statuses.push(response.status);
        if (response.status === 429) {
          expect(response.headers.get('retry-after'), route).toBeTruthy();
          expect(await response.json(), route).toMatchObject({ statusCode: 429, message: TEXTS.tooManyAttempts });
        } else await response.arrayBuffer();
      }
      expect(statuses.slice(0, PER_MINUTE).filter((s) => s === 429 || s >= 500), `${route}: ${statuses.join(',')}`).toEqual([]);
      expect(statuses[PER_MINUTE], `${route}: ${statuses.join(',')}`).toBe(429);

      // The count is the dater's own: someone else is not locked out by them.
      const bystander = await send(await prepare(await dater(premium)));
      await bystander.arrayBuffer();
      expect(bystander.status, route).not.toBe(429);
    });
  }
});

describe('the daily AI quota per dater', () => {
  const scoreRequests = () => ai.requests.filter((r) => r.path === '/chat/completions' && String((r.json as ChatBody).messages[0]?.content ?? '').includes('matchmaker'));
  const embedRequests = () => ai.requests.filter((r) => r.path === '/embeddings');

  it(`asks the model at most ${AI_DAILY_CALLS} times a day for one dater's searches, scores and embedding together, however many candidates fit`, { timeout: 60_000 }, async () => {
    const age = 70;
    for (let i = 0; i < 10; i++) await createDater(t.database.db, { gender: 'female', name: `Candidate${i}`, age });
    const { client, userId } = await signedInSearcher(t, { gender: 'male', age, minAge: age, maxAge: age });
    const modelCalls = () => scoreRequests().length + embedRequests().length;

    const before = { calls: modelCalls(), scores: scoreRequests().length };
    const search = await runSearch(client, 40_000);
    expect(search.status).toBe('succeeded');
    // The searcher's text had never been embedded: one call for that, the rest for scores.
    expect(modelCalls() - before.calls).toBe(AI_DAILY_CALLS);
    expect(scoreRequests().length - before.scores).toBe(AI_DAILY_CALLS - 1);
    const usage = await t.database.db.selectFrom('ai_usage').select('calls').where('user_id', '=', userId).execute();
    expect(usage.map((row) => row.calls)).toEqual([AI_DAILY_CALLS]);
    // A second search the same day asks the model nothing.
    const spent = modelCalls();
    expect((await runSearch(client, 40_000)).status).toBe('succeeded');
    expect(modelCalls()).toBe(spent);

    // Another dater has a quota of their own.
    const other = await signedInSearcher(t, { gender: 'male', age, minAge: age, maxAge: age });
    const otherBefore = modelCalls();
    expect((await runSearch(other.client, 40_000)).status).toBe('succeeded');
    expect(modelCalls() - otherBefore).toBe(AI_DAILY_CALLS);
  });
});
