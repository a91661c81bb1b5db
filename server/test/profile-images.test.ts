import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema, imageUploadResponseSchema, meResponseSchema, ownProfileSchema, PROFILE_TEXTS } from '@kindred/contract';
import { TestClient, uniqueEmail } from './support/http-client.js';
import { imageForm, jpegWithGps, png } from './support/images.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

async function dater() {
  const client = new TestClient(t.baseUrl);
  await client.signUp(uniqueEmail('images'));
  await client.post('/api/session/finalize');
  const me = meResponseSchema.parse(await (await client.get('/api/me')).json());
  return { client, userId: me.user.id };
}

async function upload(client: TestClient, kind: string, data: Buffer, filename = 'photo.jpg', type = 'image/jpeg') {
  return client.upload(`/api/profile/images/${kind}`, imageForm(data, filename, type));
}

const fileOf = (url: string) => path.join(t.config.dataDir, 'media', url.replace('/api/media/', ''));

describe('profile and cover uploads', () => {
  it('re-encodes a camera JPEG to an upright, resized JPEG with no EXIF or GPS left', async () => {
    const { client, userId } = await dater();
    const original = await jpegWithGps(2400, 1800);
    expect((await sharp(original).metadata()).exif).toBeDefined();

    const response = await upload(client, 'profile', original);
    expect(response.status, await response.clone().text()).toBe(200);
    const { imageUrl, coverImageUrl } = imageUploadResponseSchema.parse(await response.json());
    expect(imageUrl).toMatch(new RegExp(`^/api/media/profiles/${userId}/profile-\\d+-[0-9a-f]{8}\\.jpg$`));
    expect(coverImageUrl).toBeNull();

    const served = await client.get(imageUrl ?? '');
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control')).toContain('max-age');
    const body = Buffer.from(await served.arrayBuffer());
    const meta = await sharp(body).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(body.includes(Buffer.from('KindredCam'))).toBe(false);
    expect([meta.width, meta.height]).toEqual([1080, 1080]);

    const profile = ownProfileSchema.parse(await (await client.get('/api/profile')).json());
    expect(profile.imageUrl).toBe(imageUrl);
  });

  it('keeps a cover its shape, turned upright by its EXIF orientation and capped at 1600 px wide', async () => {
    const { client } = await dater();
    const response = await upload(client, 'cover', await jpegWithGps(2000, 1000));
    expect(response.status).toBe(200);
    const { coverImageUrl } = imageUploadResponseSchema.parse(await response.json());
    expect(coverImageUrl).toMatch(/\/api\/media\/covers\/.+\/cover-\d+-[0-9a-f]{8}\.jpg$/);
    const meta = await sharp(Buffer.from(await (await client.get(coverImageUrl ?? '')).arrayBuffer())).metadata();
    // Orientation 6 means the camera was on its side: 2000×1000 stored, 1000×2000 seen.
    expect([meta.width, meta.height]).toEqual([1000, 2000]);
    expect(meta.exif).toBeUndefined();
  });

  it('accepts a PNG named .jpg, by its magic bytes', async () => {
    const { client } = await dater();
    const response = await upload(client, 'profile', await png(), 'holiday.jpg', 'image/jpeg');
    expect(response.status).toBe(200);
    const { imageUrl } = imageUploadResponseSchema.parse(await response.json());
    expect((await sharp(Buffer.from(await (await client.get(imageUrl ?? '')).arrayBuffer())).metadata()).format).toBe('jpeg');
  });

  it('accepts GIF and WebP', async () => {
    const { client } = await dater();
    const gif = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#0a0' } }).gif().toBuffer();
    const webp = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#00a' } }).webp().toBuffer();
    expect((await upload(client, 'profile', gif, 'a.gif', 'image/gif')).status).toBe(200);
    expect((await upload(client, 'cover', webp, 'b.webp', 'image/webp')).status).toBe(200);
  });

  it.each([
    ['a text file named .jpg', Buffer.from('this is not an image, just some words pretending to be one')],
    ['a truncated JPEG', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0])],
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"></svg>')],
  ])('rejects %s with 415 and the product message, and changes nothing', async (_label, data) => {
    const { client } = await dater();
    const response = await upload(client, 'profile', data);
    expect(response.status).toBe(415);
    expect(apiErrorSchema.parse(await response.json()).message).toBe(PROFILE_TEXTS.invalidImage);
    expect(ownProfileSchema.parse(await (await client.get('/api/profile')).json()).imageUrl).toBeNull();
  });

  it('rejects a 6 MB file with 413 and the product message', async () => {
    const { client } = await dater();
    const big = Buffer.alloc(6 * 1024 * 1024, 0x20);
    (await png()).copy(big);
    const response = await upload(client, 'cover', big, 'big.png', 'image/png');
    expect(response.status).toBe(413);
    expect(apiErrorSchema.parse(await response.json()).message).toBe(PROFILE_TEXTS.imageTooLarge);
  });

  it('rejects a request without the "image" field', async () => {
    const { client } = await dater();
    expect((await client.upload('/api/profile/images/profile', imageForm(await png(), 'a.png', 'image/png', 'photo'))).status).toBe(400);
    expect((await client.upload('/api/profile/images/banner', imageForm(await png(), 'a.png', 'image/png'))).status).toBe(400);
  });

  it('deletes the file an upload replaces, and DELETE removes the image and its file', async () => {
    const { client } = await dater();
    const first = imageUploadResponseSchema.parse(await (await upload(client, 'cover', await png())).json()).coverImageUrl ?? '';
    expect(fs.existsSync(fileOf(first))).toBe(true);
    await new Promise((r) => setTimeout(r, 5));
    const second = imageUploadResponseSchema.parse(await (await upload(client, 'cover', await png(500, 200))).json()).coverImageUrl ?? '';
    expect(second).not.toBe(first);
    expect(fs.existsSync(fileOf(first))).toBe(false);
    expect((await client.get(first)).status).toBe(404);
    expect((await client.get(second)).status).toBe(200);

    const removed = await client.request('DELETE', '/api/profile/images/cover');
    expect(removed.status).toBe(200);
    expect(imageUploadResponseSchema.parse(await removed.json()).coverImageUrl).toBeNull();
    expect(fs.existsSync(fileOf(second))).toBe(false);
  });

  it('needs a session to upload or to see an image', async () => {
    const { client } = await dater();
    const url = imageUploadResponseSchema.parse(await (await upload(client, 'profile', await png())).json()).imageUrl ?? '';
    const stranger = new TestClient(t.baseUrl);
    expect((await upload(stranger, 'profile', await png())).status).toBe(401);
    expect((await stranger.get(url)).status).toBe(401);
  });
});

describe('one dater and another', () => {
  it("cannot change or remove another dater's images or profile: their requests only touch their own", async () => {
    const a = await dater();
    const b = await dater();
    await a.client.request('PATCH', '/api/profile', { name: 'Ayanda', bio: 'Mine.' });
    const aImage = imageUploadResponseSchema.parse(await (await upload(a.client, 'profile', await png())).json()).imageUrl;
    const aBefore = await (await a.client.get('/api/profile')).text();

    expect((await upload(b.client, 'profile', await png())).status).toBe(200);
    expect((await b.client.request('DELETE', '/api/profile/images/profile')).status).toBe(200);
    expect((await b.client.request('PATCH', '/api/profile', { name: 'Bongani' })).status).toBe(200);
    // There is no way to name another dater: unknown fields and user ids are refused.
    expect((await b.client.request('PATCH', '/api/profile', { userId: a.userId, name: 'Hijack' })).status).toBe(400);
    expect((await b.client.request('PATCH', `/api/profile?userId=${a.userId}`, { name: 'Hijack' })).status).toBe(200);

    expect(await (await a.client.get('/api/profile')).text()).toBe(aBefore);
    expect((await a.client.get(aImage ?? '')).status).toBe(200);
    const bProfile = ownProfileSchema.parse(await (await b.client.get('/api/profile')).json());
    expect(bProfile.name).toBe('Hijack');
    expect(bProfile.imageUrl).toBeNull();
  });
});
