import crypto from 'node:crypto';
import { sql } from 'kysely';
import { expect } from 'vitest';
import { meResponseSchema, moderationDecisionResponseSchema, type ModerationActionRequest } from '@kindred/contract';
import { createDaterVectors } from '../../src/features/matching/dater-vectors.js';
import { createDaterVectorsRepository } from '../../src/features/matching/dater-vectors-repository.js';
import { createModeratorRepository } from '../../src/features/moderation/moderator-repository.js';
import { finishProfile, type DaterSpec } from './daters.js';
import { TestClient, uniqueEmail } from './http-client.js';
import { listMatches, runSearch } from './searching.js';
import { markAddressVerified } from './verified-address.js';
import type { TestApp } from './test-app.js';

export interface SignedInDater {
  client: TestClient;
  userId: string;
  email: string;
  password: string;
}

/** A dater signed up through the API and finished as onboarding would, searchable at once. */
export async function signedInDater(t: TestApp, spec: DaterSpec, prefix = 'dater', email = uniqueEmail(prefix)): Promise<SignedInDater> {
  const client = new TestClient(t.baseUrl);
  const password = 'correct-horse-battery';
  await client.signUp(email, password);
  const me = meResponseSchema.parse(await (await client.get('/api/me')).json());
  await finishProfile(t.database.db, me.user.id, spec);
  await markAddressVerified(t, me.user.id);
  // Searchable at once, as the onboarding job would make them.
  await createDaterVectors(createDaterVectorsRepository(t.database.db)).refresh(me.user.id);
  return { client, userId: me.user.id, email, password };
}

/** Makes the account `days` old, as the automatic protection's "established" reads it. */
export async function ageAccount(t: TestApp, userId: string, days: number): Promise<void> {
  await t.database.db.updateTable('user').set({ createdAt: sql`now() - make_interval(days => ${days})` }).where('id', '=', userId).execute();
}

/** A match between two daters, both rows, as a search would leave it; returns each side's match id. */
export async function matchPair(t: TestApp, a: string, b: string, score = 84): Promise<{ aMatchId: string; bMatchId: string }> {
  const pairId = crypto.randomUUID();
  const rows = await t.database.db
    .insertInto('matches')
    .values([
      { pair_id: pairId, viewer_id: a, other_id: b, compatibility_score: score },
      { pair_id: pairId, viewer_id: b, other_id: a, compatibility_score: score },
    ])
    .returning(['id', 'viewer_id'])
    .execute();
  const of = (viewer: string) => rows.find((r) => r.viewer_id === viewer)?.id ?? '';
  return { aMatchId: of(a), bMatchId: of(b) };
}

/** `reporter` reports `reported` through the real flow: a match between them, then POST …/report. */
export async function report(t: TestApp, reporter: SignedInDater, reportedId: string, reason = 'harassment', comment = 'Rude messages after the unlock.') {
  const { aMatchId } = await matchPair(t, reporter.userId, reportedId);
  const response = await reporter.client.post(`/api/matches/${aMatchId}/report`, { reason, comment });
  expect(response.status, await response.clone().text()).toBe(200);
}

/** The role as `npm run moderators -- add <email> --name <displayName>` grants it. */
export async function grantModerator(t: TestApp, userId: string, displayName: string): Promise<void> {
  expect(await createModeratorRepository(t.database.db).grant(userId, 'test', displayName)).toBe('granted');
}

/** The id of the oldest open report on a dater. */
export async function openReportOn(t: TestApp, reportedId: string): Promise<string> {
  const row = await t.database.db.selectFrom('reports').select('id').where('reported_id', '=', reportedId).where('status', '=', 'open').orderBy('created_at').executeTakeFirstOrThrow();
  return row.id;
}

export async function decide(moderator: TestClient, reportId: string, action: ModerationActionRequest) {
  const response = await moderator.post(`/api/moderation/reports/${reportId}/action`, action);
  expect(response.status, await response.clone().text()).toBe(200);
  return moderationDecisionResponseSchema.parse(await response.json()).entry;
}

/** Whether a brand-new searcher of the dater's age would find `name`: the "new searches" check. */
export async function foundBySearch(t: TestApp, name: string, spec: { gender: 'male' | 'female'; age: number }): Promise<boolean> {
  const searcher = await signedInDater(t, { gender: spec.gender === 'male' ? 'female' : 'male', lookingFor: spec.gender, age: spec.age, minAge: spec.age, maxAge: spec.age }, 'searcher');
  const search = await runSearch(searcher.client);
  expect(search.status).toBe('succeeded');
  return (await listMatches(searcher.client)).some((m) => m.name === name);
}
