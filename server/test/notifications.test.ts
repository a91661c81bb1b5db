import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationSettingsSchema, pushConfigSchema, pushPayloadSchema } from '@kindred/contract';
import { createDaterVectors } from '../src/features/matching/dater-vectors.js';
import { createDaterVectorsRepository } from '../src/features/matching/dater-vectors-repository.js';
import { TestClient } from './support/http-client.js';
import { startMockPushService, type MockSubscription } from './support/mock-push-service.js';
import { eventually, payWithSandbox } from './support/payments.js';
import { listMatches, runSearch, signedInSearcher } from './support/searching.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let mock: Awaited<ReturnType<typeof startMockPushService>>;
let publicKey: string;
beforeAll(async () => {
  mock = await startMockPushService();
  // The mock push service is plain http on this machine: only this test-only setting lets it in.
  t = await startTestApp({ PUSH_TEST_SERVICE_URL: mock.url });
  const { client } = await signedInSearcher(t, { gender: 'male' });
  publicKey = pushConfigSchema.parse(await (await client.get('/api/push/config')).json()).publicKey;
});
afterAll(async () => {
  await t.close();
  await mock.close();
});

async function subscribe(client: TestClient): Promise<MockSubscription> {
  const device = await mock.subscribe(publicKey);
  const response = await client.post('/api/push/subscriptions', { endpoint: device.endpoint, keys: device.keys });
  expect(response.status).toBe(200);
  return device;
}

describe('push subscriptions', () => {
  it('gives out the public VAPID key and saves a device for the signed-in dater', async () => {
    expect(publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    const { client } = await signedInSearcher(t, { gender: 'female' });
    await subscribe(client);
    const settings = notificationSettingsSchema.parse(await (await client.get('/api/notifications/settings')).json());
    expect(settings).toMatchObject({ allowNotifications: true, permissionStatus: 'granted', devices: 1 });
    expect((await new TestClient(t.baseUrl).get('/api/push/config')).status).toBe(401);
  });

  it('refuses a malformed subscription and never removes another dater’s device', async () => {
    const owner = await signedInSearcher(t, { gender: 'female' });
    const other = await signedInSearcher(t, { gender: 'male' });
    const device = await subscribe(owner.client);
    expect((await other.client.post('/api/push/subscriptions', { endpoint: 'ftp://push.example/x', keys: device.keys })).status).toBe(400);
    expect((await other.client.post('/api/push/subscriptions', { endpoint: device.endpoint, keys: { p256dh: 'not base64!', auth: 'x' } })).status).toBe(400);
    expect((await other.client.request('DELETE', '/api/push/subscriptions', { endpoint: device.endpoint })).status).toBe(200);
    expect(notificationSettingsSchema.parse(await (await owner.client.get('/api/notifications/settings')).json()).devices).toBe(1);
  });

  it('records the prompt answers, and turning notifications off removes every device', async () => {
    const { client } = await signedInSearcher(t, { gender: 'female' });
    const later = notificationSettingsSchema.parse(await (await client.request('PUT', '/api/notifications/settings', { markPrompted: true, permissionStatus: 'default' })).json());
    expect(Date.now() - new Date(later.promptedAt ?? 0).getTime()).toBeLessThan(60_000);
    const never = notificationSettingsSchema.parse(await (await client.request('PUT', '/api/notifications/settings', { dontShowAgain: true })).json());
    expect(never.dontShowAgain).toBe(true);
    await subscribe(client);
    const off = notificationSettingsSchema.parse(await (await client.request('PUT', '/api/notifications/settings', { allowNotifications: false })).json());
    expect(off).toMatchObject({ allowNotifications: false, devices: 0 });
    expect((await client.request('PUT', '/api/notifications/settings', { promptedAt: '2020-01-01' })).status).toBe(400);
  });
});

describe('push delivery through a push service', () => {
  it('pushes a new match to the other dater, encrypted, with a first name only; an expired device is removed on 410', async () => {
    // The dater who will be found: a device subscribed through the same API a browser uses.
    const found = await signedInSearcher(t, { gender: 'female', age: 41, minAge: 41, maxAge: 41 });
    await createDaterVectors(createDaterVectorsRepository(t.database.db)).refresh(found.userId);
    const device = await subscribe(found.client);
    const searcher = await signedInSearcher(t, { gender: 'male', age: 41, minAge: 41, maxAge: 41 });
    await t.database.db.updateTable('profiles').set({ name: 'Sipho Dlamini' }).where('user_id', '=', searcher.userId).execute();
    expect((await runSearch(searcher.client)).newMatches).toBe(1);

    const messages = await eventually(() => mock.messages(device.clientHash), (m) => m.length > 0);
    const payload = pushPayloadSchema.parse(messages[0]);
    expect(payload).toMatchObject({ kind: 'match_created', title: 'New match ✨' });
    expect(payload.body).toContain('Sipho');
    expect(JSON.stringify(payload)).not.toMatch(/Dlamini|@example\.test/);
    expect(payload.url).toMatch(/^\/home\?match=/);

    // The device goes away; the next push (a super like) gets 410 and the subscription is deleted.
    await mock.expire(device.clientHash);
    const [match] = await listMatches(searcher.client);
    expect((await searcher.client.post(`/api/matches/${match!.id}/unlock`)).status).toBe(200);
    expect((await searcher.client.post(`/api/matches/${match!.id}/super-like`)).status).toBe(200);
    const remaining = await eventually(
      () => t.database.db.selectFrom('push_subscriptions').select('id').where('user_id', '=', found.userId).execute(),
      (rows) => rows.length === 0,
    );
    expect(remaining).toEqual([]);
  });

  it('pushes when premium starts', async () => {
    const { client } = await signedInSearcher(t, { gender: 'male' });
    const device = await subscribe(client);
    const { params } = await payWithSandbox(client);
    await client.post('/api/subscription/verify-return', params);
    const messages = await eventually(() => mock.messages(device.clientHash), (m) => m.length > 0);
    expect(pushPayloadSchema.parse(messages[0]).kind).toBe('subscription_active');
  });

  it('sends nothing to a dater who turned notifications off', async () => {
    const quiet = await signedInSearcher(t, { gender: 'female', age: 43, minAge: 43, maxAge: 43 });
    await createDaterVectors(createDaterVectorsRepository(t.database.db)).refresh(quiet.userId);
    const device = await subscribe(quiet.client);
    await t.database.db.updateTable('profiles').set({ allow_notifications: false }).where('user_id', '=', quiet.userId).execute();
    const searcher = await signedInSearcher(t, { gender: 'male', age: 43, minAge: 43, maxAge: 43 });
    expect((await runSearch(searcher.client)).newMatches).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await mock.messages(device.clientHash)).toEqual([]);
  });
});
