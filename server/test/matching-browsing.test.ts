import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_MAX_DISTANCE_KM, FREE_MONTHLY_UNLOCKS, HOME_TEXTS, matchDetailSchema, monthKey, unlockResponseSchema, unlockStatusSchema } from '@kindred/contract';
import { daterWithMatches } from './support/browsing.js';
import { createDater } from './support/daters.js';
import { TestClient } from './support/http-client.js';
import { listMatches, runSearch, signedInSearcher } from './support/searching.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const PRIVATE = ['secret.insta', 'secret-linkedin', 'secret-cal', 'about_me', 'hope_to_meet', 'aboutMe', 'hopeToMeet', 'Who I hope to meet', '@example.test'];
const leaks = (body: string) => PRIVATE.filter((needle) => body.includes(needle));

describe('blindness, enforced by the server', () => {
  it('sends no handles before an unlock, sends them after, and never sends private fields', async () => {
    const { client, matches } = await daterWithMatches(t, 2);
    const listBody = await (await client.get('/api/matches')).text();
    expect(leaks(listBody)).toEqual([]);
    expect(matches.every((m) => m.handles === null && !m.isUnlocked)).toBe(true);

    const target = matches[0]!;
    expect((await client.get(`/api/matches/${target.id}`)).status).toBe(403);
    const unlock = unlockResponseSchema.parse(await (await client.post(`/api/matches/${target.id}/unlock`)).json());
    expect(unlock.reason).toBe('within_free_limit');
    expect(unlock.match.handles?.instagram).toMatch(/^secret\.insta\./);

    const detailBody = await (await client.get(`/api/matches/${target.id}`)).text();
    const detail = matchDetailSchema.parse(JSON.parse(detailBody));
    expect(detail.handles?.linkedin).toMatch(/^secret-linkedin-/);
    expect(detailBody).not.toContain('Who I hope to meet');
    expect(detailBody).not.toContain('@example.test');

    const after = await listMatches(client);
    expect(after.find((m) => m.id === target.id)?.handles?.instagram).toMatch(/^secret\.insta\./);
    expect(after.find((m) => m.id !== target.id)?.handles).toBeNull();
  });

  it("answers another dater's match ids with 404 and anonymous callers with 401", async () => {
    const owner = await daterWithMatches(t, 1);
    const stranger = await signedInSearcher(t, { gender: 'male' });
    const id = owner.matches[0]!.id;
    for (const [method, path] of [['GET', `/api/matches/${id}`], ['POST', `/api/matches/${id}/unlock`], ['POST', `/api/matches/${id}/view`], ['POST', `/api/matches/${id}/super-like`], ['DELETE',
      `/api/matches/${id}`]] as const)
    {
      const response = await stranger.client.request(method, path, method === 'POST' ? {} : undefined);
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(leaks(await response.text())).toEqual([]);
      expect((await new TestClient(t.baseUrl).request(method, path, method === 'POST' ? {} : undefined)).status).toBe(401);
    }
    expect((await owner.client.get('/api/matches/not-a-uuid')).status).toBe(400);
  });
});

describe('unlock rules', () => {
  it(`gives free daters ${FREE_MONTHLY_UNLOCKS} unlocks a month, then refuses with the product's reason`, async () => {
    const { client, matches } = await daterWithMatches(t, 9);
    for (const [i, match] of matches.slice(0, 7).entries()) {
      const body = unlockResponseSchema.parse(await (await client.post(`/api/matches/${match.id}/unlock`)).json());
      expect(body).toMatchObject({ reason: 'within_free_limit', remaining: 6 - i });
    }
    const refused = await client.post(`/api/matches/${matches[7]!.id}/unlock`);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ message: HOME_TEXTS.cannotUnlock('free_limit_exceeded'), code: 'free_limit_exceeded' });
    // An unlocked match stays open and costs nothing more.
    const again = unlockResponseSchema.parse(await (await client.post(`/api/matches/${matches[0]!.id}/unlock`)).json());
    expect(again.reason).toBe('already_unlocked');
    const status = unlockStatusSchema.parse(await (await client.get('/api/unlocks')).json());
    expect(status).toMatchObject({ premium: false, used: 7, limit: 7, remaining: 0 });
    // The locked rule: from position 7 on, matches not unlocked are locked once the allowance is used.
    const list = await listMatches(client);
    expect(list.filter((m) => m.isLocked).map((m) => m.id).sort()).toEqual(list.slice(7).filter((m) => !m.isUnlocked).map((m) => m.id).sort());
  });

  it("starts a new allowance each UTC month and keeps last month's unlocks open", async () => {
    const { client, userId, matches } = await daterWithMatches(t, 2);
    const lastMonth = monthKey(new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() - 1, 15)));
    await t.database.db.insertInto('subscription_usage').values({ user_id: userId, month_year: lastMonth, matches_unlocked: 7 }).execute();
    await t.database.db.insertInto('monthly_unlocks').values({ user_id: userId, match_id: matches[0]!.id, month_year: lastMonth }).execute();
    expect(unlockResponseSchema.parse(await (await client.post(`/api/matches/${matches[0]!.id}/unlock`)).json()).reason).toBe('already_unlocked');
    expect(unlockResponseSchema.parse(await (await client.post(`/api/matches/${matches[1]!.id}/unlock`)).json())).toMatchObject({ reason: 'within_free_limit', remaining: 6 });
  });

  it('lets premium daters unlock without limit and shows them as verified to others', async () => {
    const { client, userId, matches, others } = await daterWithMatches(t, 9, 'female');
    await t.database.db.insertInto('subscriptions').values({ user_id: userId, subscription_type: 'premium', status: 'active' }).execute();
    for (const match of matches) {
      expect(unlockResponseSchema.parse(await (await client.post(`/api/matches/${match.id}/unlock`)).json()).reason).toBe('premium');
    }
    expect(unlockStatusSchema.parse(await (await client.get('/api/unlocks')).json())).toMatchObject({ premium: true, limit: null, remaining: null });
    const theirView = await t.database.db.selectFrom('matches').select('id').where('viewer_id', '=', others[0]!).where('other_id', '=', userId).execute();
    expect(theirView).toHaveLength(1);
  });
});

describe('remove, report, views and super likes', () => {
  it('removes a match for good: the pair never matches again, in either direction', async () => {
    const { client, userId, matches, others } = await daterWithMatches(t, 1);
    expect((await client.request('DELETE', `/api/matches/${matches[0]!.id}`)).status).toBe(200);
    expect(await listMatches(client)).toEqual([]);
    await runSearch(client);
    expect(await listMatches(client)).toEqual([]);
    const reverse = await t.database.db.selectFrom('matches').select('id').where('viewer_id', '=', others[0]!).execute();
    expect(reverse).toEqual([]);
    const blocks = await t.database.db.selectFrom('blocks').selectAll().where('blocker_id', 'in', [userId, others[0]!]).execute();
    expect(blocks).toHaveLength(2);
  });

  it('records a report for moderation and blocks the pair', async () => {
    const { client, userId, matches, others } = await daterWithMatches(t, 1);
    const bad = await client.post(`/api/matches/${matches[0]!.id}/report`, { reason: 'spam' });
    expect(bad.status).toBe(400);
    expect((await client.post(`/api/matches/${matches[0]!.id}/report`, { reason: 'fake_profile', comment: 'Stock photo.' })).status).toBe(200);
    const reports = await t.database.db.selectFrom('reports').selectAll().where('reporter_id', '=', userId).execute();
    expect(reports).toMatchObject([{ reported_id: others[0], reason: 'fake_profile', comment: 'Stock photo.', status: 'open' }]);
    expect(await listMatches(client)).toEqual([]);
  });

  it('marks a match viewed, counts profile views and limits free super likes to one', async () => {
    const { client, matches } = await daterWithMatches(t, 2);
    const [a, b] = matches as [typeof matches[0], typeof matches[0]];
    expect((await client.post(`/api/matches/${a.id}/view`)).status).toBe(200);
    expect((await listMatches(client)).find((m) => m.id === a.id)?.isNew).toBe(false);
    await client.post(`/api/matches/${a.id}/unlock`);
    await client.post(`/api/matches/${b.id}/unlock`);
    await client.get(`/api/matches/${a.id}`);
    await client.get(`/api/matches/${a.id}`);
    expect((await client.post(`/api/matches/${a.id}/super-like`)).status).toBe(200);
    const second = await client.post(`/api/matches/${b.id}/super-like`);
    expect(second.status).toBe(403);
    expect(await second.json()).toMatchObject({ message: HOME_TEXTS.cannotSuperLike });
  });
});

describe('preferences and liquidity', () => {
  it('saves preferences, refuses min above max, and counts daters who fit with rounding', async () => {
    for (let i = 0; i < 12; i++) await createDater(t.database.db, { gender: 'male', age: 25, lookingFor: 'female', country: 'Lesotho' });
    const { client } = await signedInSearcher(t, { gender: 'female', age: 28 });
    const prefs = { minAge: 20, maxAge: 30, lookingFor: 'male', country: 'Lesotho', culturalBackground: ['Mixed'], interests: ['jazz'], lifestyle: 'active', showVerifiedOnly: false,
      voiceMatching: true };
    const saved = await client.request('PUT', '/api/preferences', prefs);
    // No section was marked "Must match", so all three rank rather than filter.
    // A distance left out is the default one.
    expect(await saved.json()).toEqual({ ...prefs, maxDistanceKm: DEFAULT_MAX_DISTANCE_KM, mustMatch: { culture: false, interests: false, lifestyle: false } });
    expect((await client.request('PUT', '/api/preferences', { ...prefs, minAge: 40, maxAge: 30 })).status).toBe(400);
    const wide = (await (await client.post('/api/preferences/liquidity', prefs)).json()) as { approximateCount: number };
    expect(wide.approximateCount % 10).toBe(0);
    expect(wide.approximateCount).toBeGreaterThanOrEqual(10);
    const narrow = (await (await client.post('/api/preferences/liquidity', { ...prefs, minAge: 60, maxAge: 85 })).json()) as { approximateCount: number };
    expect(narrow.approximateCount).toBeLessThan(wide.approximateCount);
  });
});
