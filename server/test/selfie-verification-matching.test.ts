import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liquidityResponseSchema, matchPreferenceSchema, selfieReviewQueueSchema } from '@kindred/contract';
import type { ChatBody, FakeOpenAi } from '../../fakes/openai-server.js';
import { createDater, type DaterSpec } from './support/daters.js';
import type { TestClient } from './support/http-client.js';
import { listMatches, runSearch, signedInSearcher } from './support/searching.js';
import { daterWithPhoto, moderator, sendSelfie } from './support/selfies.js';
import { startAppWithFakeAi } from './support/app-with-fake-ai.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/** A country of each test's own, so one test's daters never reach another's searcher. */
const placeOfOwn = () => `Selfieland ${crypto.randomBytes(3).toString('hex')}`.replace(/ (.)/, (_m, c: string) => ` ${c.toUpperCase()}`);

describe('"Only selfie-verified daters" is a hard filter, both ways', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const verify = (userId: string) => t.database.db.updateTable('profiles').set({ selfie_verified_at: new Date() }).where('user_id', '=', userId).execute();
  const onlyVerified = (userId: string) => t.database.db.updateTable('match_preferences').set({ show_verified_only: true }).where('user_id', '=', userId).execute();
  async function setFilter(client: TestClient, on: boolean) {
    const current = matchPreferenceSchema.parse(await (await client.get('/api/preferences')).json());
    const saved = await client.request('PUT', '/api/preferences', { ...current, showVerifiedOnly: on });
    expect(saved.status, await saved.clone().text()).toBe(200);
    expect(matchPreferenceSchema.parse(await saved.json()).showVerifiedOnly).toBe(on);
  }
  async function namesFound(client: TestClient) {
    expect((await runSearch(client)).status).toBe('succeeded');
    return (await listMatches(client)).map((m) => m.name).sort();
  }
  const searcherIn = (here: string): DaterSpec => ({ gender: 'male', country: here, wants: { country: here } });

  it('starts off for a new dater', async () => {
    const { client } = await signedInSearcher(t, searcherIn(placeOfOwn()));
    expect(matchPreferenceSchema.parse(await (await client.get('/api/preferences')).json()).showVerifiedOnly).toBe(false);
  });

  it('when I set it, I only get selfie-verified daters, the count agrees, and earlier matches stay', async () => {
    const here = placeOfOwn();
    const early = await createDater(t.database.db, { gender: 'female', name: 'EarlyUnverified', country: here });
    const { client } = await signedInSearcher(t, searcherIn(here));
    expect(await namesFound(client)).toEqual(['EarlyUnverified']);
    expect(early).toBeTruthy();

    const verified = await createDater(t.database.db, { gender: 'female', name: 'Verified', country: here });
    await verify(verified);
    await createDater(t.database.db, { gender: 'female', name: 'Unverified', country: here });
    await setFilter(client, true);
    const prefs = matchPreferenceSchema.parse(await (await client.get('/api/preferences')).json());
    const count = liquidityResponseSchema.parse(await (await client.post('/api/preferences/liquidity', prefs)).json());
    expect(count).toMatchObject({ none: false });
    expect(await namesFound(client)).toEqual(['EarlyUnverified', 'Verified']);
  });

  it('when the other dater set it, an unverified searcher never gets them, and a verified one does', async () => {
    const here = placeOfOwn();
    const picky = await createDater(t.database.db, { gender: 'female', name: 'Picky', country: here });
    await onlyVerified(picky);
    await createDater(t.database.db, { gender: 'female', name: 'Open', country: here });

    const unverified = await signedInSearcher(t, searcherIn(here));
    expect(await namesFound(unverified.client)).toEqual(['Open']);
    const none = await unverified.client.post('/api/preferences/liquidity', { ...matchPreferenceSchema.parse(await (await unverified.client.get('/api/preferences')).json()), showVerifiedOnly: true });
    expect(liquidityResponseSchema.parse(await none.json()).none).toBe(true);

    const verified = await signedInSearcher(t, searcherIn(here));
    await verify(verified.userId);
    expect(await namesFound(verified.client)).toEqual(['Open', 'Picky']);
  });
});

describe('the vision pre-screen only orders the queue', () => {
  let t: TestApp;
  let ai: FakeOpenAi;
  let closeApp: () => Promise<void>;
  beforeAll(async () => {
    ({ t: t, ai: ai, close: closeApp } = await startAppWithFakeAi({ AI_TIMEOUT_SECONDS: '2', AI_BREAKER_FAILURES: '100' }));
  });
  afterAll(() => closeApp());

  async function prescreened(checkId: string) {
    for (let i = 0; i < 100; i++) {
      const row = await t.database.db.selectFrom('selfie_checks').select('prescreen').where('id', '=', checkId).executeTakeFirstOrThrow();
      const job = await t.database.db.selectFrom('jobs').select('status').where('kind', '=', 'selfie_prescreen').where('payload', '@>', JSON.stringify({ checkId }) as never).executeTakeFirst();
      if (row.prescreen || job?.status === 'succeeded' || job?.status === 'failed') return row.prescreen;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('the pre-screen never ran');
  }

  it('sends both photos to the model, puts likely-good first, and never decides', async () => {
    const mod = await moderator(t);
    const verdicts: Array<[string, string]> = [
      ['unlikely', '{"samePerson": false, "gestureShown": true}'],
      ['unscreened', 'I cannot say.'],
      ['likely', '{"samePerson": true, "gestureShown": true}'],
    ];
    const sent: Record<string, string> = {};
    for (const [name, answer] of verdicts) {
      ai.onChat((body: ChatBody) => ({ content: /selfie check/i.test(String(body.messages[0]?.content)) ? answer : '7' }));
      const dater = await daterWithPhoto(t, name);
      const { requestId } = await sendSelfie(dater.client);
      sent[name] = requestId;
      await prescreened(requestId);
    }
    const request = ai.requests.filter((r) => r.path === '/chat/completions').map((r) => r.json as ChatBody).find((b) => /selfie check/i.test(String(b.messages[0]?.content)));
    const parts = request?.messages[1]?.content as Array<{ type: string; image_url?: { url: string } }>;
    expect(parts.filter((p) => p.type === 'image_url').map((p) => p.image_url?.url.slice(0, 23))).toEqual(['data:image/jpeg;base64,', 'data:image/jpeg;base64,']);

    const queue = selfieReviewQueueSchema.parse(await (await mod.client.get('/api/moderation/selfies')).json()).items;
    const ours = queue.filter((i) => Object.values(sent).includes(i.id));
    expect(ours.map((i) => i.id)).toEqual([sent.likely, sent.unscreened, sent.unlikely]);
    expect(ours.map((i) => i.prescreen)).toEqual(['likely', null, 'unlikely']);
    // Still pending, every one: the verdict never approves nor rejects.
    const states = await t.database.db.selectFrom('selfie_checks').select('status').where('id', 'in', Object.values(sent)).execute();
    expect(states.map((s) => s.status)).toEqual(['pending', 'pending', 'pending']);
  });
});
