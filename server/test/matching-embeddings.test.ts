import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeOpenAi } from '../../fakes/openai-server.js';
import { createDater } from './support/daters.js';
import { listMatches, runSearch, signedInSearcher } from './support/searching.js';
import { startAppWithFakeAi } from './support/app-with-fake-ai.js';
import type { TestApp } from './support/test-app.js';

let t: TestApp;
let ai: FakeOpenAi;
let closeApp: () => Promise<void>;
beforeAll(async () => {
  ({ t: t, ai: ai, close: closeApp } = await startAppWithFakeAi({ AI_TIMEOUT_SECONDS: '2', AI_EMBED_DIMENSIONS: '64', MATCH_LLM_TOP_K: '0' }));
});
afterAll(() => closeApp());

describe('retrieval with provider embeddings', () => {
  it('embeds both texts of the searcher, retrieves by embedding and keeps the vectors', async () => {
    const other = await createDater(t.database.db, { gender: 'female', name: 'Embedded', age: 40 });
    const { client, userId } = await signedInSearcher(t, { gender: 'male', age: 40, minAge: 40, maxAge: 40 });
    ai.requests.length = 0;
    const search = await runSearch(client);
    expect(search.status).toBe('succeeded');
    const embedCalls = ai.requests.filter((r) => r.path === '/embeddings');
    expect(embedCalls.length).toBeGreaterThan(0);
    expect(embedCalls[0]?.json).toMatchObject({ model: 'text-embedding-3-small', dimensions: 64 });
    const stored = await t.database.db.selectFrom('dater_embeddings').select(['user_id', 'dims', 'model']).where('user_id', '=', userId).execute();
    expect(stored).toEqual([{ user_id: userId, dims: 64, model: 'text-embedding-3-small' }]);
    expect((await listMatches(client)).map((m) => m.name)).toContain('Embedded');
    expect(other).toBeTruthy();
  });

  it('falls back to the concept vectors when the embedding provider fails', async () => {
    await createDater(t.database.db, { gender: 'female', name: 'ConceptOnly', age: 41 });
    ai.failEmbeddings(500);
    try {
      const { client } = await signedInSearcher(t, { gender: 'male', age: 41, minAge: 41, maxAge: 41 });
      const search = await runSearch(client);
      expect(search.status).toBe('succeeded');
      expect((await listMatches(client)).map((m) => m.name)).toContain('ConceptOnly');
    } finally {
      ai.failEmbeddings(null);
    }
  });
});
