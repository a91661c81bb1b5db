import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushConfigSchema, pushPayloadSchema, UNLOCK_NOTICE_TEXTS, unlockPrivacySchema, unlockStatusSchema } from '@kindred/contract';
import { TestClient } from './support/http-client.js';
import { matchedPair, unlock } from './support/meeting-feedback.js';
import { startMockPushService, type MockSubscription } from './support/mock-push-service.js';
import { eventually } from './support/payments.js';
import { listMatches } from './support/searching.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/**
 * The unlocked dater is told, and sees who (docs/product-unlock-notice.md, decision 039): the
 * card's "unlocked you" date, one push that names no one, and mutual reveal, which keeps a
 * dater's handles from anyone they have not unlocked too while still spending that unlock.
 * Each test's pair uses an age of its own, so no test's search finds another test's daters.
 */
let t: TestApp;
let mock: Awaited<ReturnType<typeof startMockPushService>>;
beforeAll(async () => {
  mock = await startMockPushService();
  t = await startTestApp({ PUSH_TEST_SERVICE_URL: mock.url });
});
afterAll(async () => {
  await t.close();
  await mock.close();
});

async function subscribe(client: TestClient): Promise<MockSubscription> {
  const publicKey = pushConfigSchema.parse(await (await client.get('/api/push/config')).json()).publicKey;
  const device = await mock.subscribe(publicKey);
  expect((await client.post('/api/push/subscriptions', { endpoint: device.endpoint, keys: device.keys })).status).toBe(200);
  return device;
}

async function giveHandles(userId: string, instagram: string) {
  await t.database.db.updateTable('profiles').set({ instagram, linkedin: `${instagram}-in` }).where('user_id', '=', userId).execute();
}

async function unlocksUsed(client: TestClient) {
  return unlockStatusSchema.parse(await (await client.get('/api/unlocks')).json()).used;
}

const pushJobsFor = (userId: string) => t.database.db.selectFrom('jobs').select('id').where('kind', '=', 'deliver_push').where('user_id', '=', userId).execute();

describe('the unlocked dater is told', () => {
  it("dates the unlock on the unlocked dater's card only, and lets them remove or report from there", async () => {
    const { unlocker, other, unlockerMatchId, otherMatchId } = await matchedPair(t, 61);
    expect((await listMatches(other.client))[0]?.unlockedYouAt).toBeNull();

    const before = Date.now();
    await unlock(unlocker.client, unlockerMatchId);
    const [card] = await listMatches(other.client);
    expect(card?.id).toBe(otherMatchId);
    const when = new Date(card?.unlockedYouAt ?? 0).getTime();
    expect(when).toBeGreaterThanOrEqual(before - 5_000);
    expect(when).toBeLessThanOrEqual(Date.now() + 5_000);
    // The notice is about the other side's action: the one who unlocked sees nothing of the kind.
    expect((await listMatches(unlocker.client))[0]?.unlockedYouAt).toBeNull();
    expect(card?.isUnlocked).toBe(false);
    expect(card?.handles).toBeNull();

    // Unlocking back opens the detail, which carries the same date.
    const back = await unlock(other.client, otherMatchId);
    expect(back.match.unlockedYouAt).toBe(card?.unlockedYouAt);
    expect((await listMatches(unlocker.client))[0]?.unlockedYouAt).not.toBeNull();

    // The unlocked dater can report the one who unlocked them straight from that card.
    expect((await other.client.post(`/api/matches/${otherMatchId}/report`, { reason: 'harassment' })).status).toBe(200);
    expect(await listMatches(other.client)).toEqual([]);
    expect(await listMatches(unlocker.client)).toEqual([]);
  });

  it('pushes once per pair, naming no one, to a dater who allows notifications', async () => {
    const { unlocker, other, unlockerMatchId, otherMatchId } = await matchedPair(t, 62);
    await t.database.db.updateTable('profiles').set({ name: 'Sipho Dlamini' }).where('user_id', '=', unlocker.userId).execute();
    const device = await subscribe(other.client);

    await unlock(unlocker.client, unlockerMatchId);
    const messages = await eventually(() => mock.messages(device.clientHash), (m) => m.length > 0);
    const payload = pushPayloadSchema.parse(messages[0]);
    expect(payload).toMatchObject({ kind: 'unlocked_you', title: UNLOCK_NOTICE_TEXTS.pushTitle, body: UNLOCK_NOTICE_TEXTS.pushBody, url: `/home?match=${otherMatchId}` });
    expect(JSON.stringify(payload)).not.toMatch(/Sipho|Dlamini|Unlocker|@example\.test/);

    // Unlocking again is free and says nothing new.
    expect((await unlock(unlocker.client, unlockerMatchId)).reason).toBe('already_unlocked');
    await eventually(() => pushJobsFor(other.userId), (jobs) => jobs.length > 1, 1_500);
    expect(await pushJobsFor(other.userId)).toHaveLength(1);
    // The one who unlocked gets no push about their own unlock.
    expect(await pushJobsFor(unlocker.userId)).toHaveLength(0);
  });

  it('sends nothing to a dater who turned notifications off', async () => {
    const { unlocker, other, unlockerMatchId } = await matchedPair(t, 63);
    await subscribe(other.client);
    // Off in the profile, with the device left in place, so only the setting can stop the push.
    await t.database.db.updateTable('profiles').set({ allow_notifications: false }).where('user_id', '=', other.userId).execute();

    await unlock(unlocker.client, unlockerMatchId);
    await eventually(() => pushJobsFor(other.userId), (jobs) => jobs.length > 0, 1_500);
    expect(await pushJobsFor(other.userId)).toHaveLength(0);
    // The card still tells them, in the app.
    expect((await listMatches(other.client))[0]?.unlockedYouAt).not.toBeNull();
  });
});

describe('mutual reveal', () => {
  it('is off by default, and only the dater reads or changes their own', async () => {
    const { unlocker } = await matchedPair(t, 64);
    expect(unlockPrivacySchema.parse(await (await unlocker.client.get('/api/unlocks/privacy')).json())).toEqual({ mutualReveal: false });
    const on = await unlocker.client.request('PUT', '/api/unlocks/privacy', { mutualReveal: true });
    expect(on.status).toBe(200);
    expect(unlockPrivacySchema.parse(await on.json())).toEqual({ mutualReveal: true });
    expect(unlockPrivacySchema.parse(await (await unlocker.client.get('/api/unlocks/privacy')).json())).toEqual({ mutualReveal: true });
    // The dater's own data download carries it, with their other settings.
    const exported = (await (await unlocker.client.get('/api/account/export')).json()) as { profile: { mutualReveal: boolean } };
    expect(exported.profile.mutualReveal).toBe(true);

    for (const body of [{ mutualReveal: 'yes' }, {}, { mutualReveal: true, userId: unlocker.userId }, null]) {
      const response = await unlocker.client.request('PUT', '/api/unlocks/privacy', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    expect((await new TestClient(t.baseUrl).get('/api/unlocks/privacy')).status).toBe(401);
  });

  it('spends the unlock, sends no handle while waiting, and reveals once the other dater unlocks back', async () => {
    const { unlocker, other, unlockerMatchId, otherMatchId } = await matchedPair(t, 65);
    await giveHandles(other.userId, 'robin.hidden');
    await giveHandles(unlocker.userId, 'sam.open');
    expect((await other.client.request('PUT', '/api/unlocks/privacy', { mutualReveal: true })).status).toBe(200);

    // Before the unlock, the card says nothing of the other dater's setting.
    expect((await listMatches(unlocker.client))[0]?.waitingForMutual).toBe(false);

    const usedBefore = await unlocksUsed(unlocker.client);
    const response = await unlocker.client.post(`/api/matches/${unlockerMatchId}/unlock`);
    const text = await response.text();
    expect(response.status).toBe(200);
    expect(text).not.toContain('robin.hidden');
    const unlocked = JSON.parse(text) as { reason: string; match: { handles: unknown; waitingForMutual: boolean; isUnlocked: boolean } };
    expect(unlocked.reason).toBe('within_free_limit');
    expect(unlocked.match).toMatchObject({ handles: null, waitingForMutual: true, isUnlocked: true });
    expect(await unlocksUsed(unlocker.client)).toBe(usedBefore + 1);

    // Every read of the match keeps waiting: the list, the detail, a second unlock.
    for (const path of ['/api/matches', `/api/matches/${unlockerMatchId}`]) {
      const read = await (await unlocker.client.get(path)).text();
      expect(read).not.toContain('robin.hidden');
      expect(read).toContain('"waitingForMutual":true');
    }
    const again = await (await unlocker.client.post(`/api/matches/${unlockerMatchId}/unlock`)).text();
    expect(again).not.toContain('robin.hidden');
    expect(await unlocksUsed(unlocker.client)).toBe(usedBefore + 1);

    // The other dater unlocks back: both see each other's handles, and nobody waits.
    const back = await unlock(other.client, otherMatchId);
    expect(back.match.handles?.instagram).toBe('sam.open');
    expect(back.match.waitingForMutual).toBe(false);
    const [revealed] = await listMatches(unlocker.client);
    expect(revealed).toMatchObject({ waitingForMutual: false, handles: { instagram: 'robin.hidden' } });
    const detail = await (await unlocker.client.get(`/api/matches/${unlockerMatchId}`)).json();
    expect(detail).toMatchObject({ waitingForMutual: false, handles: { instagram: 'robin.hidden' } });
  });

  it('applies at once when turned on or off, to unlocks already made', async () => {
    const { unlocker, other, unlockerMatchId } = await matchedPair(t, 66);
    await giveHandles(other.userId, 'kai.later');
    await unlock(unlocker.client, unlockerMatchId);
    expect((await listMatches(unlocker.client))[0]?.handles?.instagram).toBe('kai.later');

    await other.client.request('PUT', '/api/unlocks/privacy', { mutualReveal: true });
    expect((await listMatches(unlocker.client))[0]).toMatchObject({ handles: null, waitingForMutual: true });

    await other.client.request('PUT', '/api/unlocks/privacy', { mutualReveal: false });
    expect((await listMatches(unlocker.client))[0]).toMatchObject({ handles: { instagram: 'kai.later' }, waitingForMutual: false });
  });
});
