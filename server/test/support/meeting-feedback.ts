import { expect } from 'vitest';
import { meetingQuestionSchema, unlockResponseSchema } from '@kindred/contract';
import { createDaterVectors } from '../../src/features/matching/dater-vectors.js';
import { createDaterVectorsRepository } from '../../src/features/matching/dater-vectors-repository.js';
import type { TestClient } from './http-client.js';
import { listMatches, runSearch, signedInSearcher } from './searching.js';
import type { TestApp } from './test-app.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Two signed-in daters matched with each other only: `ages` must be used by no other dater in the
 * file. The first searched and found the second; each has their own match row.
 */
export async function matchedPair(t: TestApp, age: number) {
  const unlocker = await signedInSearcher(t, { gender: 'male', name: 'Sam Unlocker', age, minAge: age, maxAge: age });
  const other = await signedInSearcher(t, { gender: 'female', name: 'Robin Other', age, minAge: age, maxAge: age });
  // Signed-up daters get their match vectors when onboarding ends; the test finished it directly.
  await createDaterVectors(createDaterVectorsRepository(t.database.db)).refresh(other.userId);
  const search = await runSearch(unlocker.client);
  expect(search.newMatches).toBe(1);
  const [unlockerMatch] = await listMatches(unlocker.client);
  const [otherMatch] = await listMatches(other.client);
  return { unlocker, other, unlockerMatchId: unlockerMatch!.id, otherMatchId: otherMatch!.id };
}

export async function unlock(client: TestClient, matchId: string) {
  const response = await client.post(`/api/matches/${matchId}/unlock`);
  expect(response.status, await response.clone().text()).toBe(200);
  return unlockResponseSchema.parse(await response.json());
}

/** Moves the dater's unlock of this match `days` into the past, as if time had passed. */
export async function unlockedDaysAgo(t: TestApp, matchId: string, days: number) {
  await t.database.db.updateTable('monthly_unlocks').set({ unlocked_at: new Date(Date.now() - days * DAY_MS) }).where('match_id', '=', matchId).execute();
}

export async function answeredDaysAgo(t: TestApp, matchId: string, days: number) {
  await t.database.db.updateTable('meeting_feedback').set({ answered_at: new Date(Date.now() - days * DAY_MS) }).where('match_id', '=', matchId).execute();
}

export async function dueQuestion(client: TestClient) {
  const response = await client.get('/api/meeting-feedback');
  expect(response.status).toBe(200);
  return meetingQuestionSchema.parse(await response.json()).question;
}

export async function answer(client: TestClient, matchId: string, body: object) {
  return client.request('PUT', `/api/meeting-feedback/${matchId}`, body);
}
