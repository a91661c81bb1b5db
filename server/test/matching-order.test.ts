import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FREE_MONTHLY_UNLOCKS, unlockResponseSchema } from '@kindred/contract';
import { daterWithMatches } from './support/browsing.js';
import { createDater } from './support/daters.js';
import { listMatches } from './support/searching.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const HOUR = 3_600_000;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR);

/** Gives one of the viewer's matches the percentage and the time the test needs. */
async function setMatch(matchId: string, score: number, matchedAt: Date) {
  await t.database.db.updateTable('matches').set({ compatibility_score: score, matched_at: matchedAt }).where('id', '=', matchId).execute();
}

/** A new match of `score` for the viewer, made now, with both rows of the pair as a search writes them. */
async function arrive(viewerId: string, score: number): Promise<string> {
  // An age no searcher of this file asks for, so no later search finds this dater.
  const other = await createDater(t.database.db, { gender: 'female', name: 'Newcomer', age: 80 });
  const pairId = crypto.randomUUID();
  const rows = await t.database.db
    .insertInto('matches')
    .values([
      { pair_id: pairId, viewer_id: viewerId, other_id: other, compatibility_score: score },
      { pair_id: pairId, viewer_id: other, other_id: viewerId, compatibility_score: score },
    ])
    .returning(['id', 'viewer_id'])
    .execute();
  return rows.find((row) => row.viewer_id === viewerId)!.id;
}

describe('the order of the match list', () => {
  it('shows the best fit first, then the freshest, whatever order the matches came in', async () => {
    const { client, matches } = await daterWithMatches(t, 5);
    const [a, b, c, d, e] = matches.map((m) => m.id) as [string, string, string, string, string];
    // Newest first would give e, d, c, b, a.
    await setMatch(a, 90, hoursAgo(50));
    await setMatch(b, 70, hoursAgo(40));
    await setMatch(c, 80, hoursAgo(30));
    await setMatch(d, 90, hoursAgo(20));
    await setMatch(e, 70, hoursAgo(10));
    const listed = await listMatches(client);
    expect(listed.map((m) => m.id)).toEqual([d, a, c, e, b]);
    expect(listed.map((m) => m.compatibilityScore)).toEqual([90, 90, 80, 70, 70]);
    // NEW still marks what the dater has not opened, wherever it sits.
    expect(listed.every((m) => m.isNew)).toBe(true);
  });

  it('keeps one order for matches of one search with the same percentage, on every request', async () => {
    const { client, matches } = await daterWithMatches(t, 6);
    const sameMoment = hoursAgo(1);
    for (const match of matches) await setMatch(match.id, 75, sameMoment);
    const first = (await listMatches(client)).map((m) => m.id);
    expect(first).toEqual([...first].sort());
    for (let i = 0; i < 3; i++) expect((await listMatches(client)).map((m) => m.id)).toEqual(first);
  });
});

describe('the locked rule under the best-fit order', () => {
  it('never locks a card while the free dater has unlocks left, even when better matches arrive above it', async () => {
    const { client, userId, matches } = await daterWithMatches(t, 9);
    // Six unlocks used on the six best; the seventh card is the one still within reach.
    for (const [i, match] of matches.entries()) await setMatch(match.id, 80 - i, hoursAgo(1));
    for (const match of matches.slice(0, FREE_MONTHLY_UNLOCKS - 1)) expect((await client.post(`/api/matches/${match.id}/unlock`)).status).toBe(200);
    const seventh = matches[FREE_MONTHLY_UNLOCKS - 1]!.id;
    expect((await listMatches(client)).findIndex((m) => m.id === seventh)).toBe(FREE_MONTHLY_UNLOCKS - 1);

    // Two better matches arrive: the seventh card is now the ninth, and still not locked.
    await arrive(userId, 95);
    await arrive(userId, 94);
    const moved = await listMatches(client);
    expect(moved.findIndex((m) => m.id === seventh)).toBe(FREE_MONTHLY_UNLOCKS + 1);
    expect(moved.filter((m) => m.isLocked)).toEqual([]);
    expect(unlockResponseSchema.parse(await (await client.post(`/api/matches/${seventh}/unlock`)).json())).toMatchObject({ reason: 'within_free_limit', remaining: 0 });

    // The allowance is spent: now, and only now, the cards from the eighth place on that are not
    // unlocked are locked, counted in the order the dater sees.
    const spent = await listMatches(client);
    expect(spent.slice(0, FREE_MONTHLY_UNLOCKS).some((m) => m.isLocked)).toBe(false);
    expect(spent.filter((m) => m.isLocked).map((m) => m.id)).toEqual(spent.slice(FREE_MONTHLY_UNLOCKS).filter((m) => !m.isUnlocked).map((m) => m.id));
    expect(spent.filter((m) => m.isLocked).length).toBeGreaterThan(0);
  });

  it('moves a card past the seventh place for a dater out of unlocks only from "blind" to "Premium", never away from an unlock they had', async () => {
    const { client, userId, matches } = await daterWithMatches(t, 8);
    for (const [i, match] of matches.entries()) await setMatch(match.id, 80 - i, hoursAgo(1));
    for (const match of matches.slice(1, FREE_MONTHLY_UNLOCKS + 1)) expect((await client.post(`/api/matches/${match.id}/unlock`)).status).toBe(200);
    // The best card is the one not unlocked; at the top it is not locked, though it cannot be unlocked.
    const best = matches[0]!.id;
    expect((await listMatches(client)).find((m) => m.id === best)?.isLocked).toBe(false);
    expect((await client.post(`/api/matches/${best}/unlock`)).status).toBe(403);
    for (const score of [99, 98, 97, 96, 95, 94, 93]) await arrive(userId, score);
    const listed = await listMatches(client);
    expect(listed.findIndex((m) => m.id === best)).toBe(FREE_MONTHLY_UNLOCKS);
    expect(listed.find((m) => m.id === best)?.isLocked).toBe(true);
    // Its unlock was refused before the new matches came, and is refused the same way after.
    expect((await client.post(`/api/matches/${best}/unlock`)).status).toBe(403);
    // Unlocked cards stay unlocked, wherever they now sit.
    expect(listed.filter((m) => m.isUnlocked)).toHaveLength(FREE_MONTHLY_UNLOCKS);
    expect(listed.filter((m) => m.isUnlocked).some((m) => m.isLocked)).toBe(false);
  });
});
