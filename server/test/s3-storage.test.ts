import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageUploadResponseSchema, meResponseSchema } from '@kindred/contract';
import { startFakeS3 } from './support/fake-s3.js';
import { TestClient, uniqueEmail } from './support/http-client.js';
import { imageForm, jpegWithGps, png } from './support/images.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let s3: Awaited<ReturnType<typeof startFakeS3>>;
let t: TestApp;
beforeAll(async () => {
  s3 = await startFakeS3('kindred-media');
  t = await startTestApp({ STORAGE: 's3', S3_ENDPOINT: s3.endpoint, S3_BUCKET: 'kindred-media', S3_ACCESS_KEY_ID: 'test', S3_SECRET_ACCESS_KEY: 'test-secret' });
});
afterAll(async () => {
  await t.close();
  await s3.close();
});

describe('images in an S3-compatible bucket', () => {
  it('stores uploads in the bucket, streams them through /api/media, and purges them with the account', async () => {
    const client = new TestClient(t.baseUrl);
    await client.signUp(uniqueEmail('s3'));
    const userId = meResponseSchema.parse(await (await client.get('/api/me')).json()).user.id;

    const first = imageUploadResponseSchema.parse(await (await client.upload('/api/profile/images/profile', imageForm(await jpegWithGps(), 'a.jpg'))).json()).imageUrl ?? '';
    const key = first.replace('/api/media/', '');
    expect(s3.objects.get(key)?.type).toBe('image/jpeg');
    const served = await client.get(first);
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control')).toContain('max-age');
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).exif).toBeUndefined();

    await new Promise((r) => setTimeout(r, 5));
    const second = imageUploadResponseSchema.parse(await (await client.upload('/api/profile/images/profile', imageForm(await png(), 'b.png', 'image/png'))).json()).imageUrl ?? '';
    expect(s3.objects.has(key)).toBe(false);
    expect((await client.get(first)).status).toBe(404);
    await client.upload('/api/profile/images/cover', imageForm(await png(), 'c.png', 'image/png'));

    const watcher = new TestClient(t.baseUrl);
    await watcher.signUp(uniqueEmail('s3-watcher'));
    expect((await client.request('DELETE', '/api/account')).status).toBe(200);
    const deadline = Date.now() + 10_000;
    while ([...s3.objects.keys()].some((k) => k.includes(userId)) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect([...s3.objects.keys()].filter((k) => k.includes(userId))).toEqual([]);
    expect((await watcher.get(second)).status).toBe(404);
    expect((await watcher.get('/api/media/../secrets.json')).status).toBe(404);
  });
});
