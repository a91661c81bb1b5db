import { expect } from 'vitest';
import { matchListResponseSchema, matchSearchSchema, meResponseSchema, startSearchResponseSchema, type MatchSearch } from '@kindred/contract';
import { finishProfile, type DaterSpec } from './daters.js';
import { TestClient, uniqueEmail } from './http-client.js';
import { markAddressVerified } from './verified-address.js';
import type { TestApp } from './test-app.js';

export async function signedInSearcher(t: TestApp, spec: DaterSpec): Promise<{ client: TestClient; userId: string }> {
  const client = new TestClient(t.baseUrl);
  await client.signUp(uniqueEmail('searcher'));
  const me = meResponseSchema.parse(await (await client.get('/api/me')).json());
  await finishProfile(t.database.db, me.user.id, spec);
  await markAddressVerified(t, me.user.id);
  return { client, userId: me.user.id };
}

/** Starts a search through the API and follows it to the end, as the searching screen does. */
export async function runSearch(client: TestClient, timeoutMs = 20_000): Promise<MatchSearch> {
  const started = await client.post('/api/matches/searches');
  expect(started.status, await started.clone().text()).toBe(200);
  const { search } = startSearchResponseSchema.parse(await started.json());
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const current = matchSearchSchema.parse(await (await client.get(`/api/matches/searches/${search.id}`)).json());
    if (current.status === 'succeeded' || current.status === 'failed') return current;
    if (Date.now() > deadline) throw new Error(`search still ${current.status} after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export async function listMatches(client: TestClient) {
  return matchListResponseSchema.parse(await (await client.get('/api/matches')).json()).matches;
}
