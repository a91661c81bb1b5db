import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema, cardSchema, imageUploadResponseSchema, meResponseSchema, type CardInput } from '@kindred/contract';
import { TestClient, uniqueEmail } from './support/http-client.js';
import { imageForm, jpegWithGps } from './support/images.js';
import { signedInSearcher } from './support/searching.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const WEBP_ACCEPT = { accept: 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8' };
const stored = (key: string) => path.join(t.config.dataDir, 'media', key);

async function daterWithPhoto() {
  const client = new TestClient(t.baseUrl);
  await client.signUp(uniqueEmail('variants'));
  await client.post('/api/session/finalize');
  const me = meResponseSchema.parse(await (await client.get('/api/me')).json());
  const response = await client.upload('/api/profile/images/profile', imageForm(await jpegWithGps(2400, 1800), 'photo.jpg', 'image/jpeg'));
  const { imageUrl } = imageUploadResponseSchema.parse(await response.json());
  if (!imageUrl) throw new Error('no photo stored');
  return { client, userId: me.user.id, imageUrl, key: imageUrl.replace('/api/media/', '') };
}

async function picture(response: Response) {
  return sharp(Buffer.from(await response.arrayBuffer())).metadata();
}

describe('smaller copies of a dater photo', () => {
  it('serves each listed width as WebP to a browser that takes it, and keeps the copy', async () => {
    const { client, imageUrl, key } = await daterWithPhoto();
    for (const width of [320, 640, 960]) {
      const response = await client.get(`${imageUrl}?w=${width}`, WEBP_ACCEPT);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      expect(response.headers.get('vary')).toContain('Accept');
      expect(response.headers.get('cache-control')).toContain('private');
      const meta = await picture(response);
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', width, width]);
      expect(fs.existsSync(stored(`${key}.w${width}.webp`))).toBe(true);
    }
    // Served again from the kept copy, byte for byte.
    const kept = fs.readFileSync(stored(`${key}.w320.webp`));
    expect(Buffer.from(await (await client.get(`${imageUrl}?w=320`, WEBP_ACCEPT)).arrayBuffer()).equals(kept)).toBe(true);
  });

  it('gives JPEG to a client that does not take WebP, and the original without ?w=', async () => {
    const { client, imageUrl } = await daterWithPhoto();
    const jpeg = await client.get(`${imageUrl}?w=320`, { accept: 'image/jpeg' });
    expect(jpeg.headers.get('content-type')).toBe('image/jpeg');
    expect((await picture(jpeg)).width).toBe(320);
    expect((await picture(await client.get(imageUrl))).width).toBe(1080);
  });

  it.each(['500', 'abc', '', '320x', '-1'])('refuses the width %j with a 400 that says which widths exist', async (width) => {
    const { client, imageUrl } = await daterWithPhoto();
    const response = await client.get(`${imageUrl}?w=${width}`, WEBP_ACCEPT);
    expect(response.status).toBe(400);
    expect(apiErrorSchema.parse(await response.json()).message).toBe('w must be one of 320, 640, 960.');
  });

  it('follows the photo rules: a dater never matched gets a 404, as for the original', async () => {
    const { imageUrl } = await daterWithPhoto();
    const stranger = new TestClient(t.baseUrl);
    await stranger.signUp(uniqueEmail('stranger'));
    await stranger.post('/api/session/finalize');
    expect((await stranger.get(`${imageUrl}?w=320`, WEBP_ACCEPT)).status).toBe(404);
    expect((await new TestClient(t.baseUrl).get(`${imageUrl}?w=320`, WEBP_ACCEPT)).status).toBe(401);
  });

  it('removes the copies with the photo when it is replaced or removed', async () => {
    const { client, imageUrl, key } = await daterWithPhoto();
    await client.get(`${imageUrl}?w=640`, WEBP_ACCEPT);
    await client.get(`${imageUrl}?w=640`, { accept: 'image/jpeg' });
    expect(fs.existsSync(stored(`${key}.w640.webp`))).toBe(true);
    await client.upload('/api/profile/images/profile', imageForm(await jpegWithGps(1200, 1200), 'next.jpg', 'image/jpeg'));
    expect(fs.existsSync(stored(key))).toBe(false);
    expect(fs.existsSync(stored(`${key}.w640.webp`))).toBe(false);
    expect(fs.existsSync(stored(`${key}.w640.jpeg`))).toBe(false);
  });
});

describe('a smaller copy of a shared card', () => {
  const CARD: CardInput = { name: 'Naledi', emoji: '🌶️', preferences: ['deep-chats'], ratingId: 'heart', vibeId: 'soft-launch' };

  it('serves the share page a WebP at the asked width, publicly, and refuses other widths', async () => {
    const { client } = await signedInSearcher(t, { gender: 'female' });
    const card = cardSchema.parse(await (await client.post('/api/cards', CARD)).json());
    const png = await sharp({ create: { width: 1600, height: 2400, channels: 3, background: '#f0607f' } }).png().toBuffer();
    const saved = cardSchema.parse(await (await client.request('PUT', `/api/cards/${card.id}/image`, png, { 'content-type': 'image/png' })).json());
    const anonymous = new TestClient(t.baseUrl);
    const copy = await anonymous.get(`${saved.imageUrl ?? ''}&w=640`, WEBP_ACCEPT);
    expect(copy.status).toBe(200);
    expect(copy.headers.get('content-type')).toBe('image/webp');
    expect(copy.headers.get('cache-control')).toBe('public, max-age=300');
    const meta = await picture(copy);
    expect([meta.width, meta.height]).toEqual([640, 960]);
    expect((await anonymous.get(`/api/public/cards/${card.id}/image.png?w=12`)).status).toBe(400);
    expect((await anonymous.get(`/api/public/cards/00000000-0000-4000-8000-000000000000/image.png?w=640`)).status).toBe(404);
  });
});
