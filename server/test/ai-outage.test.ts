import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeOnboardingResponseSchema, healthResponseSchema } from '@kindred/contract';
import { startFakeOpenAi, type ChatBody, type FakeOpenAi, type FakeReply } from '../../fakes/openai-server.js';
import { createDater } from './support/daters.js';
import { TestClient, uniqueEmail } from './support/http-client.js';
import { listMatches, runSearch, signedInSearcher } from './support/searching.js';
import { fakeAiEnv } from './support/app-with-fake-ai.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/**
 * An AI provider that hangs, fails or talks nonsense must not hold a dater (docs/performance/ai-outage.md,
 * "AI outage"). Each mode gets a fresh app, so each starts with a closed circuit.
 */
const isScoring = (body: ChatBody) => String(body.messages[0]?.content ?? '').includes('matchmaker');
const ABOUT = 'I teach science, hike mountain trails on weekends and cook for friends.';
const HOPE = 'Someone warm and curious who loves the outdoors and good food.';

let ai: FakeOpenAi;
beforeAll(async () => {
  ai = await startFakeOpenAi();
});
afterAll(async () => {
  await ai.close();
});

async function appWithProvider(env: Record<string, string> = {}) {
  return startTestApp({ ...fakeAiEnv(ai), AI_TIMEOUT_SECONDS: '2', AI_EMBED_DIMENSIONS: '64', AI_BREAKER_COOL_DOWN_SECONDS: '60', ...env });
}

async function health(t: TestApp) {
  return healthResponseSchema.parse(await (await fetch(`${t.baseUrl}/healthz`)).json()).ai.provider;
}

async function onboard(t: TestApp): Promise<{ ms: number; name: string }> {
  const client = new TestClient(t.baseUrl);
  await client.signUp(uniqueEmail('outage'));
  await client.post('/api/session/finalize');
  await client.post('/api/onboarding/gender', { choice: 'female' });
  for (const [q, text] of [[1, 'Hi there, my name is thandi and I am a teacher'], [2, ABOUT], [3, HOPE]] as const) {
    expect((await client.request('PUT', `/api/onboarding/answers/${q}`, { text })).status).toBe(200);
  }
  const started = performance.now();
  const response = await client.post('/api/onboarding/complete');
  const ms = performance.now() - started;
  expect(response.status).toBe(200);
  return { ms, name: completeOnboardingResponseSchema.parse(await response.json()).name };
}

/** A small community the local scorer likes for the searcher, so a search can end with matches. */
async function community(t: TestApp) {
  for (let i = 0; i < 6; i++) {
    await createDater(t.database.db, { gender: 'female', name: `Outage${i}`, about: `I am a nurse who hikes mountain trails on weekends and cooks for friends. ${ABOUT}`,
      seek: 'A kind, outdoorsy man who cooks.' });
  }
}

describe.each<[string, (body: ChatBody) => FakeReply]>([
  ['hangs', () => ({ hang: true })],
  ['answers 500', () => ({ status: 500 })],
])('a provider that %s', (_mode, reply) => {
  let t: TestApp;
  beforeAll(async () => {
    ai.onChat(reply);
    ai.failEmbeddings(500);
    t = await appWithProvider();
    await community(t);
  });
  afterAll(async () => {
    await t.close();
    ai.onChat(() => ({ content: '8' }));
    ai.failEmbeddings(null);
  });

  it('lets a dater finish onboarding within 3 s, with the name the local rule finds', async () => {
    const first = await onboard(t);
    expect(first.ms).toBeLessThan(3000);
    expect(first.name).toBe('Thandi');
  });

  it('opens the circuit after a few failures, so later daters wait for nothing', async () => {
    for (let i = 0; i < 3; i++) await onboard(t);
    expect((await health(t))?.circuit).toBe('open');
    const requestsBefore = ai.requests.length;
    const later = await onboard(t);
    expect(later.ms).toBeLessThan(1000);
    expect(ai.requests.length).toBe(requestsBefore);
  });

  it('ends a search with matches on local scores, asking the provider nothing while the circuit is open', async () => {
    const { client } = await signedInSearcher(t, { gender: 'male', about: ABOUT, seek: 'A kind, outdoorsy woman who hikes and cooks.' });
    const requestsBefore = ai.requests.length;
    const search = await runSearch(client, 20_000);
    expect(search.status).toBe('succeeded');
    expect((await listMatches(client)).length).toBeGreaterThan(0);
    expect(ai.requests.length).toBe(requestsBefore);
    expect((await health(t))?.skipped).toBeGreaterThan(0);
  });
});

describe('a provider whose scores are not scores', () => {
  it('counts "eleven" and "42" as failures and keeps the local scores, so the search still matches', async () => {
    ai.onChat((body) => (isScoring(body) ? { content: body.messages.length % 2 ? 'eleven' : '42' } : { content: 'You two would talk for hours.' }));
    const t = await appWithProvider({ AI_BREAKER_FAILURES: '100' });
    try {
      await community(t);
      const { client } = await signedInSearcher(t, { gender: 'male', about: ABOUT, seek: 'A kind, outdoorsy woman who hikes and cooks.' });
      await runSearch(client, 20_000);
      expect((await listMatches(client)).length).toBeGreaterThan(0);
      expect((await health(t))?.invalidReplies).toBeGreaterThan(0);
    } finally {
      await t.close();
      ai.onChat(() => ({ content: '8' }));
    }
  });
});

describe('the circuit', () => {
  it('probes after its cool-down and closes when the provider answers again', async () => {
    ai.onChat(() => ({ status: 503 }));
    // The cool-down must outlast the second onboarding's tail and the health check on a busy
    // machine: with 1 s, a slow request found the circuit already half-open.
    const t = await appWithProvider({ AI_BREAKER_COOL_DOWN_SECONDS: '4', AI_BREAKER_FAILURES: '2' });
    try {
      await onboard(t);
      await onboard(t);
      expect((await health(t))?.circuit).toBe('open');
      ai.onChat(() => ({ content: 'Thandi' }));
      await new Promise((resolve) => setTimeout(resolve, 4200));
      const recovered = await onboard(t);
      expect(recovered.name).toBe('Thandi');
      expect((await health(t))?.circuit).toBe('closed');
    } finally {
      await t.close();
      ai.onChat(() => ({ content: '8' }));
    }
  });
});
