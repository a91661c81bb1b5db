import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { COACH_TEXTS, coachConversationSchema } from '@kindred/contract';
import type { ChatBody, FakeOpenAi } from '../../fakes/openai-server.js';
import { makePremium, sendToCoach } from './support/coach.js';
import { TestClient } from './support/http-client.js';
import { signedInSearcher } from './support/searching.js';
import { startAppWithFakeAi } from './support/app-with-fake-ai.js';
import type { TestApp } from './support/test-app.js';

let t: TestApp;
let ai: FakeOpenAi;
let closeApp: () => Promise<void>;
beforeAll(async () => {
  ({ t: t, ai: ai, close: closeApp } = await startAppWithFakeAi({ AI_TIMEOUT_SECONDS: '2', COACH_DAILY_MESSAGES: '12', COACH_RATE_LIMIT_PER_MINUTE: '1000', AI_BREAKER_FAILURES: '100' }));
});
afterAll(() => closeApp());
beforeEach(() => {
  ai.requests.length = 0;
  ai.onChat(() => ({ content: 'Ask about the hike, then suggest Saturday coffee.' }));
});

const coachRequests = () => ai.requests.filter((r) => r.path === '/chat/completions').map((r) => r.json as ChatBody & Record<string, unknown>);

async function premiumDater() {
  const { client, userId } = await signedInSearcher(t, { gender: 'female' });
  await makePremium(client);
  return { client, userId };
}

async function pngDataUrl(): Promise<string> {
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c04060' } }).png().toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

describe('the coach streams replies from the model', () => {
  it('streams the chunks in order, saves both messages and sends the product parameters', async () => {
    const { client } = await premiumDater();
    const { response, events } = await sendToCoach(client, { message: 'Help me with: DM Opener', preset: 'dm-opener' });
    expect(response.status).toBe(200);
    const tokens = events.filter((e) => e.event === 'token').map((e) => e.data.text as string);
    expect(tokens.length).toBeGreaterThan(3);
    expect(tokens.join('')).toBe('Ask about the hike, then suggest Saturday coffee.');
    const done = events.at(-1);
    expect(done?.event).toBe('done');
    expect(done?.data).toMatchObject({ userMessage: { role: 'user', text: 'Help me with: DM Opener', preset: 'dm-opener' },
      reply: { role: 'assistant', text: 'Ask about the hike, then suggest Saturday coffee.' } });

    const [request] = coachRequests();
    expect(request).toMatchObject({ stream: true, max_tokens: 100, temperature: 0.8, presence_penalty: 0.2, frequency_penalty: 0.1 });
    expect(String(request?.messages[0]?.content)).toMatch(/first message|opener/i);

    const saved = coachConversationSchema.parse(await (await client.get('/api/coach/conversation')).json());
    expect(saved).toMatchObject({ premium: true, mode: 'ai' });
    expect(saved.messages.map((m) => m.role)).toEqual(['user', 'assistant']);
  });

  it('sends only the last 4 history entries with each message', async () => {
    const { client } = await premiumDater();
    for (const message of ['one', 'two', 'three']) await sendToCoach(client, { message });
    ai.requests.length = 0;
    await sendToCoach(client, { message: 'four' });
    const messages = coachRequests()[0]?.messages ?? [];
    expect(messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user', 'assistant', 'user']);
    expect(messages[1]?.content).toBe('two');
    expect(messages.at(-1)?.content).toBe('four');
  });

  it.each([
    [429, COACH_TEXTS.tooMany],
    [400, COACH_TEXTS.badRequest],
    [401, COACH_TEXTS.apiKey],
    [500, COACH_TEXTS.otherError],
  ])('maps a provider %i to its text', async (status, text) => {
    const { client } = await premiumDater();
    ai.onChat(() => ({ status }));
    const { response, events } = await sendToCoach(client, { message: 'Is this a red flag?' });
    expect(response.status).toBe(200);
    expect(events).toEqual([{ event: 'error', data: { message: text } }]);
    const saved = coachConversationSchema.parse(await (await client.get('/api/coach/conversation')).json());
    expect(saved.messages.map((m) => m.role)).toEqual(['user']);
  });

  it('reports an empty reply as "No response generated"', async () => {
    const { client } = await premiumDater();
    ai.onChat(() => ({ content: '' }));
    const { events } = await sendToCoach(client, { message: 'Hello?' });
    expect(events.at(-1)).toEqual({ event: 'error', data: { message: COACH_TEXTS.emptyReply } });
  });
});

describe('images', () => {
  it('accepts an image, re-encodes it, sends it at low detail with the default prompt, and shows it only to its owner', async () => {
    const { client } = await premiumDater();
    const { response, events } = await sendToCoach(client, { message: '', image: await pngDataUrl() });
    expect(response.status).toBe(200);
    const content = coachRequests()[0]?.messages.at(-1)?.content as Array<{ type: string; text?: string; image_url?: { url: string; detail: string } }>;
    expect(content[0]).toEqual({ type: 'text', text: COACH_TEXTS.defaultImagePrompt });
    expect(content[1]?.image_url?.detail).toBe('low');
    expect(content[1]?.image_url?.url).toMatch(/^data:image\/jpeg;base64,\/9j\//);

    const userMessage = (events.at(-1)?.data.userMessage ?? {}) as { imageUrl: string };
    expect(userMessage.imageUrl).toMatch(/^\/api\/coach\/images\//);
    const image = await client.get(userMessage.imageUrl);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    const stranger = await premiumDater();
    expect((await stranger.client.get(userMessage.imageUrl)).status).toBe(404);
    const stored = await t.database.db.selectFrom('coach_messages').select('image_path').where('image_path', 'is not', null).executeTakeFirstOrThrow();
    expect((await stranger.client.get(`/api/media/${stored.image_path}`)).status).toBe(404);
    expect((await stranger.client.get(`/api/media/${encodeURIComponent(stored.image_path ?? '')}`)).status).toBe(404);
  });

  it.each([
    ['a type that is not an image', 'data:text/plain;base64,aGVsbG8gd29ybGQ='],
    ['an SVG', `data:image/svg+xml;base64,${Buffer.from('<svg/>').toString('base64')}`],
    ['bytes that do not match the declared type', `data:image/jpeg;base64,${Buffer.from('GIF89a-not-really-a-gif').toString('base64')}`],
    ['not a data URL', 'https://example.com/cat.jpg'],
    ['more than 10MB decoded', `data:image/png;base64,${Buffer.alloc(10 * 1024 * 1024 + 10, 1).toString('base64')}`],
  ])('refuses %s with the product text', async (_label, image) => {
    const { client } = await premiumDater();
    const { response } = await sendToCoach(client, { message: 'look', image });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: string };
    if (body.message !== COACH_TEXTS.invalidImage) expect(body.message).toMatch(/image/);
    expect(coachRequests()).toHaveLength(0);
  });
});

describe('who may talk to the coach', () => {
  it('answers a free dater with 403 and the upgrade text, and calls no model', async () => {
    const { client } = await signedInSearcher(t, { gender: 'male' });
    const { response } = await sendToCoach(client, { message: 'Help me with: Red Flags', preset: 'red-flags' });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'PREMIUM_REQUIRED', message: COACH_TEXTS.unlockBody });
    expect(coachConversationSchema.parse(await (await client.get('/api/coach/conversation')).json())).toMatchObject({ premium: false, messages: [] });
    expect(coachRequests()).toHaveLength(0);
    expect((await new TestClient(t.baseUrl).post('/api/coach/messages', { message: 'hi' })).status).toBe(401);
  });

  it('keeps each conversation to its dater, and New chat clears it', async () => {
    const a = await premiumDater();
    const b = await premiumDater();
    await sendToCoach(a.client, { message: 'My secret crush is Sam' });
    const theirs = await (await b.client.get('/api/coach/conversation')).text();
    expect(theirs).not.toContain('Sam');
    expect((await a.client.request('DELETE', '/api/coach/conversation')).status).toBe(200);
    expect(coachConversationSchema.parse(await (await a.client.get('/api/coach/conversation')).json()).messages).toEqual([]);
  });

  it('stops at the daily quota', async () => {
    const { client } = await premiumDater();
    for (let i = 0; i < 12; i++) expect((await sendToCoach(client, { message: `message ${i}` })).response.status).toBe(200);
    const { response } = await sendToCoach(client, { message: 'one more' });
    expect(response.status).toBe(429);
    expect(await response.json()).toMatchObject({ code: 'COACH_DAILY_QUOTA', message: COACH_TEXTS.dailyQuota });
  });

  it('refuses a blank message without an image, an unknown preset and an over-long message', async () => {
    const { client } = await premiumDater();
    expect((await sendToCoach(client, { message: '   ' })).response.status).toBe(400);
    expect((await sendToCoach(client, { message: 'hi', preset: 'love-potion' })).response.status).toBe(400);
    expect((await sendToCoach(client, { message: 'x'.repeat(2001) })).response.status).toBe(400);
  });
});
