import http from 'node:http';
import type { AddressInfo } from 'node:net';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PrivateAddressError } from '../../src/adapters/net/public-address.js';
import { createWebPushSender } from '../../src/adapters/push/web-push-sender.js';
import { eventually, payWithSandbox } from '../support/payments.js';
import { signedInSearcher } from '../support/searching.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Hole 2 of docs/security/outside-probe-and-fuzzer.md: a push subscription is an address the server later POSTs to, and
 * any http(s) URL was accepted, so a dater could aim the server at its own machine or network.
 * Only the browsers' push services are accepted now, and the address is checked again at every
 * send, on the connection itself.
 */
const keys = { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM', auth: 'tBHItJI5svbpez7KI4CCXg' };

let t: TestApp;
let canary: http.Server;
let canaryUrl: string;
const canaryHits: string[] = [];

beforeAll(async () => {
  canary = http.createServer((request, response) => {
    canaryHits.push(`${request.method} ${request.url}`);
    response.writeHead(201).end();
  });
  await new Promise<void>((resolve) => canary.listen(0, '127.0.0.1', resolve));
  canaryUrl = `http://127.0.0.1:${(canary.address() as AddressInfo).port}`;
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => canary.close(resolve));
});

const REFUSED = [
  () => `${canaryUrl}/anything`,
  () => `https://127.0.0.1:${new URL(canaryUrl).port}/anything`,
  () => 'https://127.0.0.1/anything',
  () => 'https://169.254.169.254/latest/meta-data/',
  () => 'https://[::1]/push',
  () => 'https://[::ffff:7f00:1]/push',
  () => 'https://localhost/push',
  () => 'https://10.0.0.8/push',
  () => 'https://evil.example/fcm/send/abc',
  () => 'http://fcm.googleapis.com/fcm/send/abc',
  () => 'https://fcm.googleapis.com:8443/fcm/send/abc',
  () => 'https://user:pw@fcm.googleapis.com/fcm/send/abc',
  () => 'https://fcm.googleapis.com.evil.example/fcm/send/abc',
  () => 'https://evilfcm.googleapis.com/fcm/send/abc',
  () => 'https://notify.windows.com/w/?token=abc',
  () => 'https://notify.windows.com.evil.example/w/?token=abc',
];

const ACCEPTED = [
  ['https://fcm.googleapis.com/fcm/send/abc-123', 'https://fcm.googleapis.com/fcm/send/abc-123'],
  ['HTTPS://FCM.GOOGLEAPIS.COM/fcm/send/upper-case', 'https://fcm.googleapis.com/fcm/send/upper-case'],
  ['https://updates.push.services.mozilla.com/wpush/v2/gAAAAABk', 'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABk'],
  ['https://web.push.apple.com/QGuQyavXutnMH3-qBz6CIeZo', 'https://web.push.apple.com/QGuQyavXutnMH3-qBz6CIeZo'],
  ['https://wns2-par02p.notify.windows.com/w/?token=BQYAAAB', 'https://wns2-par02p.notify.windows.com/w/?token=BQYAAAB'],
] as const;

describe('a push subscription may only name a browser push service', () => {
  it.each(REFUSED.map((endpoint) => [endpoint]))('refuses %s', async (endpoint) => {
    const { client, userId } = await signedInSearcher(t, { gender: 'female' });
    const response = await client.post('/api/push/subscriptions', { endpoint: endpoint(), keys });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ statusCode: 400 });
    const stored = await t.database.db.selectFrom('push_subscriptions').select('id').where('user_id', '=', userId).execute();
    expect(stored).toEqual([]);
  });

  it.each(ACCEPTED)('accepts %s, stored as %s', async (endpoint, stored) => {
    const { client, userId } = await signedInSearcher(t, { gender: 'female' });
    expect((await client.post('/api/push/subscriptions', { endpoint, keys })).status).toBe(200);
    const rows = await t.database.db.selectFrom('push_subscriptions').select('endpoint').where('user_id', '=', userId).execute();
    expect(rows).toEqual([{ endpoint: stored }]);
    // The same device spelled another way is the same row, and is removed by either spelling.
    expect((await client.post('/api/push/subscriptions', { endpoint: stored, keys })).status).toBe(200);
    expect((await client.request('DELETE', '/api/push/subscriptions', { endpoint })).status).toBe(200);
    expect(await t.database.db.selectFrom('push_subscriptions').select('id').where('user_id', '=', userId).execute()).toEqual([]);
  });

  it('never contacted the address a refused subscription named', () => {
    expect(canaryHits).toEqual([]);
  });
});

describe('every send checks the address it connects to', () => {
  const vapid = { subject: 'mailto:push@kindred.example', ...webpush.generateVAPIDKeys() };
  const options = { ttlSeconds: 60, topic: 'test', urgency: 'normal' as const };

  it.each([['https://localhost:1/push'], ['https://127.0.0.1:1/push'], ['https://[::1]:1/push'], ['https://169.254.169.254/latest']])(
    'refuses to connect to %s, whose address is not public',
    async (endpoint) => {
      const sender = createWebPushSender(vapid, { timeoutMs: 2000 });
      await expect(sender.send({ endpoint, ...keys }, '{}', options)).rejects.toBeInstanceOf(PrivateAddressError);
    },
  );

  it('reaches a private address only when it is the configured test push service', async () => {
    const hitsBefore = canaryHits.length;
    await expect(createWebPushSender(vapid, { timeoutMs: 2000 }).send({ endpoint: `${canaryUrl}/push`, ...keys }, '{}', options)).rejects.toBeInstanceOf(PrivateAddressError);
    expect(canaryHits.length).toBe(hitsBefore);
    const result = await createWebPushSender(vapid, { timeoutMs: 2000, testServiceOrigin: canaryUrl }).send({ endpoint: `${canaryUrl}/push`, ...keys }, '{}', options);
    expect(result.status).toBe(201);
    expect(canaryHits.slice(hitsBefore)).toEqual(['POST /push']);
  });

  it('removes a stored subscription that names a private address instead of sending to it', async () => {
    const { client, userId } = await signedInSearcher(t, { gender: 'female' });
    // As a row saved before the policy existed, or under a wider PUSH_SERVICE_HOSTS, would be.
    const row = await t.database.db
      .insertInto('push_subscriptions')
      .values({ user_id: userId, endpoint: `${canaryUrl}/stored-before`, p256dh: keys.p256dh, auth: keys.auth })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.database.db.updateTable('profiles').set({ allow_notifications: true }).where('user_id', '=', userId).execute();
    const hitsBefore = canaryHits.length;
    // Premium starting is pushed to the dater's devices.
    await payWithSandbox(client);
    const left = await eventually(
      () => t.database.db.selectFrom('push_subscriptions').select('id').where('id', '=', row.id).execute(),
      (rows) => rows.length === 0,
    );
    expect(left).toEqual([]);
    expect(canaryHits.length).toBe(hitsBefore);
  });
});
