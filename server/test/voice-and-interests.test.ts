import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addInterestsResponseSchema, MAX_AUDIO_UPLOAD_BYTES, ONBOARDING_TEXTS } from '@kindred/contract';
import type { FakeOpenAi } from '../../fakes/openai-server.js';
import { audioForm, silentWav } from './support/audio.js';
import { TestClient, uniqueEmail } from './support/http-client.js';
import { startAppWithFakeAi } from './support/app-with-fake-ai.js';
import type { TestApp } from './support/test-app.js';

let t: TestApp;
let ai: FakeOpenAi;
let client: TestClient;
let closeApp: () => Promise<void>;
beforeAll(async () => {
  ({ t: t, ai: ai, close: closeApp } = await startAppWithFakeAi({ AI_TIMEOUT_SECONDS: '1' }));
  client = new TestClient(t.baseUrl);
  await client.signUp(uniqueEmail());
  await client.post('/api/session/finalize');
});
afterAll(() => closeApp());
beforeEach(() => {
  ai.onTranscription(() => ({ content: 'I love hiking and jazz' }));
});

describe('transcription', () => {
  it('sends the recording to the provider as whisper-1 in English and returns the text', async () => {
    const response = await client.upload('/api/voice/transcriptions', audioForm(silentWav()));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ text: 'I love hiking and jazz' });
    const sent = ai.requests.at(-1)!;
    expect(sent.path).toBe('/audio/transcriptions');
    expect(sent.body.toString('latin1')).toContain('whisper-1');
    expect(sent.body.toString('latin1')).toMatch(/name="language"\r\n\r\nen/);
  });

  it.each([
    ['down', () => ({ status: 503 }), 502, ONBOARDING_TEXTS.processFailed],
    ['timing out', () => ({ hang: true as const }), 502, ONBOARDING_TEXTS.processFailed],
    ['returning empty', () => ({ content: '   ' }), 422, ONBOARDING_TEXTS.emptyTranscript],
  ])('gives a clear error when the provider is %s', async (_label, reply, status, message) => {
    ai.onTranscription(reply);
    const response = await client.upload('/api/voice/transcriptions', audioForm(silentWav()));
    expect(response.status).toBe(status);
    expect(await response.json()).toMatchObject({ message });
  });

  it('refuses an upload that is not audio, whatever it claims to be', async () => {
    const fake = Buffer.from('<html>this is not a recording at all</html>');
    const response = await client.upload('/api/voice/transcriptions', audioForm(fake, 'audio', 'audio/webm'));
    expect(response.status).toBe(415);
  });

  it('refuses an oversized upload with 413', async () => {
    const big = Buffer.concat([silentWav(), Buffer.alloc(MAX_AUDIO_UPLOAD_BYTES)]);
    const response = await client.upload('/api/voice/transcriptions', audioForm(big));
    expect(response.status).toBe(413);
  });

  it('refuses a missing field or a JSON body with a 4xx', async () => {
    expect((await client.upload('/api/voice/transcriptions', audioForm(silentWav(), 'file'))).status).toBe(400);
    expect((await client.post('/api/voice/transcriptions', { audio: 'base64?' })).status).toBe(415);
  });

  it('needs a session', async () => {
    const response = await new TestClient(t.baseUrl).upload('/api/voice/transcriptions', audioForm(silentWav()));
    expect(response.status).toBe(401);
  });
});

describe('Add Interests', () => {
  it("merges the model's interests without duplicates, ignoring case", async () => {
    const dater = new TestClient(t.baseUrl);
    await dater.signUp(uniqueEmail());
    ai.onChat(() => ({ content: '```json\n["Hiking", "jazz"]\n```' }));
    const first = addInterestsResponseSchema.parse(await (await dater.post('/api/profile/interests', { text: 'I hike and love jazz' })).json());
    expect(first).toEqual({ added: ['hiking', 'jazz'], interests: ['hiking', 'jazz'] });
    ai.onChat(() => ({ content: '["JAZZ", "pottery"]' }));
    const second = addInterestsResponseSchema.parse(await (await dater.post('/api/profile/interests', { text: 'Jazz again, and pottery' })).json());
    expect(second).toEqual({ added: ['pottery'], interests: ['hiking', 'jazz', 'pottery'] });
  });

  it('copes with invalid JSON from the model by using the local lexicon', async () => {
    const dater = new TestClient(t.baseUrl);
    await dater.signUp(uniqueEmail());
    ai.onChat(() => ({ content: 'hiking, surfing and [definitely not json' }));
    const response = await dater.post('/api/profile/interests', { text: 'Weekends are for surfing and long hikes, never running.' });
    const body = addInterestsResponseSchema.parse(await response.json());
    expect(body.added).toEqual(['hiking', 'surfing']);
  });

  it('says exactly what docs/product.md says when nothing is found', async () => {
    ai.onChat(() => ({ content: '[]' }));
    const response = await client.post('/api/profile/interests', { text: 'Hmm, not sure what to say.' });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ message: ONBOARDING_TEXTS.noInterests });
  });

  it('rejects a message over 500 characters', async () => {
    const response = await client.post('/api/profile/interests', { text: 'a'.repeat(501) });
    expect(response.status).toBe(400);
  });
});
