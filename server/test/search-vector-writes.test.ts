import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeOpenAi } from '../../fakes/openai-server.js';
import { createDater } from './support/daters.js';
import { runSearch, signedInSearcher } from './support/searching.js';
import { startAppWithFakeAi } from './support/app-with-fake-ai.js';
import type { TestApp } from './support/test-app.js';

let t: TestApp;
let ai: FakeOpenAi;
let closeApp: () => Promise<void>;
beforeAll(async () => {
  ({ t: t, ai: ai, close: closeApp } = await startAppWithFakeAi({ AI_TIMEOUT_SECONDS: '2', AI_EMBED_DIMENSIONS: '64', MATCH_LLM_TOP_K: '0' }));
});
afterAll(() => closeApp());

/**
 * The row versions of the searcher's stored vectors: PostgreSQL gives a row a new `xmin` each
 * time it is written, so an unchanged one means nothing was written.
 */
async function rowVersions(userId: string): Promise<{ concept: string | undefined; embedding: string | undefined }> {
  const db = t.database.db;
  const concept = await db.selectFrom('dater_vectors').select(sql<string>`xmin::text`.as('v')).where('user_id', '=', userId).executeTakeFirst();
  const embedding = await db.selectFrom('dater_embeddings').select(sql<string>`xmin::text`.as('v')).where('user_id', '=', userId).executeTakeFirst();
  return { concept: concept?.v, embedding: embedding?.v };
}

const embedCalls = () => ai.requests.filter((r) => r.path === '/embeddings').length;

describe("a search writes the searcher's vectors only when their texts changed", () => {
  it('rewrites nothing on a second search with the same texts, and writes both after an answer changes', async () => {
    await createDater(t.database.db, { gender: 'female', name: 'Unchanged', age: 52 });
    const { client, userId } = await signedInSearcher(t, { gender: 'male', age: 52, minAge: 52, maxAge: 52 });

    expect((await runSearch(client)).status).toBe('succeeded');
    const first = await rowVersions(userId);
    expect(first.concept).toBeDefined();
    expect(first.embedding).toBeDefined();

    const callsBefore = embedCalls();
    expect((await runSearch(client)).status).toBe('succeeded');
    expect(await rowVersions(userId)).toEqual(first);
    expect(embedCalls()).toBe(callsBefore);

    await t.database.db.updateTable('profiles').set({ hope_to_meet: 'Someone who loves long walks by the sea, old films and slow Sunday breakfasts.' }).where('user_id', '=', userId).execute();
    expect((await runSearch(client)).status).toBe('succeeded');
    const changed = await rowVersions(userId);
    expect(changed.concept).not.toBe(first.concept);
    expect(changed.embedding).not.toBe(first.embedding);
    expect(embedCalls()).toBe(callsBefore + 1);
    const stored = await t.database.db.selectFrom('dater_vectors').select('source_hash').where('user_id', '=', userId).executeTakeFirstOrThrow();
    const fresh = await t.database.db.selectFrom('profiles').select(sql<string>`md5(about_me || ${'\n\n'} || hope_to_meet)`.as('h')).where('user_id', '=', userId).executeTakeFirstOrThrow();
    expect(stored.source_hash).toBe(fresh.h);
  });
});
