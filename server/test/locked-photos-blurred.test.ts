import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageUploadResponseSchema, matchListResponseSchema, unlockResponseSchema, type MatchSummary } from '@kindred/contract';
import { finishProfile } from './support/daters.js';
import { TestClient, uniqueEmail } from './support/http-client.js';
import { imageForm } from './support/images.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { markAddressVerified } from './support/verified-address.js';
import { insertMatchPair } from './quality/support/fixtures.js';

/**
 * A match who has not unlocked yet gets only a small, heavily blurred copy of the other dater's
 * photo and cover, made by the server (decision 044): the card's address names it, and the
 * original (with its `?w=` widths) answers them the same 404 as a stranger. After the unlock the
 * card carries the original. The owner always sees their own originals.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const WEBP_ACCEPT = { accept: 'image/webp,image/*' };
const BLURRED = /\.blur\.webp$/;
/** A blurred copy may weigh no more than this, and be no wider or taller than this. */
const MAX_BLURRED_BYTES = 2048;
const MAX_BLURRED_SIDE = 32;

async function signedIn(name: string): Promise<{ client: TestClient; userId: string }> {
  const client = new TestClient(t.baseUrl);
  await client.signUp(uniqueEmail('blurred'));
  const me = (await (await client.get('/api/me')).json()) as { user: { id: string } };
  await finishProfile(t.database.db, me.user.id, { gender: 'female', name });
  // Only a verified address is shown and may unlock (decision 054); this test is about photos.
  await markAddressVerified(t, me.user.id);
  return { client, userId: me.user.id };
}

/** A detailed picture (noise at every pixel): the hardest case for a small file, and all detail. */
function detailedPhoto(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 70 } } }).jpeg({ quality: 95 }).toBuffer();
}

const stored = (key: string) => path.join(t.config.dataDir, 'media', key);
const keyOf = (url: string) => url.replace('/api/media/', '');

async function cardOf(client: TestClient, matchId: string): Promise<MatchSummary> {
  const list = matchListResponseSchema.parse(await (await client.get('/api/matches')).json());
  const card = list.matches.find((m) => m.id === matchId);
  if (!card) throw new Error('the match is not in the list');
  return card;
}

async function expectBlurredCopy(response: Response, label: string) {
  expect(response.status, label).toBe(200);
  expect(response.headers.get('content-type'), label).toMatch(/^image\/webp/);
  const body = Buffer.from(await response.arrayBuffer());
  expect(body.length, `${label}: bytes`).toBeLessThan(MAX_BLURRED_BYTES);
  const meta = await sharp(body).metadata();
  expect(meta.format, label).toBe('webp');
  expect(meta.width, `${label}: width`).toBeLessThanOrEqual(MAX_BLURRED_SIDE);
  expect(meta.height, `${label}: height`).toBeLessThanOrEqual(MAX_BLURRED_SIDE);
  return body;
}

async function expectNotFound(client: TestClient, url: string, label: string) {
  const response = await client.get(url, WEBP_ACCEPT);
  expect(response.status, label).toBe(404);
  expect(await response.json(), label).toMatchObject({ message: 'Not found.' });
}

describe("a locked match's photos", () => {
  it('are a blurred copy until the viewer unlocks, the original after; the owner always has the original, a stranger neither', async () => {
    const owner = await signedIn('Nomvula');
    const viewer = await signedIn('Ayanda');
    const stranger = await signedIn('Thuli');
    const upload = async (kind: 'profile' | 'cover', width: number, height: number) =>
      imageUploadResponseSchema.parse(await (await owner.client.upload(`/api/profile/images/${kind}`, imageForm(await detailedPhoto(width, height), `${kind}.jpg`))).json());
    const photo = (await upload('profile', 1200, 1200)).imageUrl ?? '';
    const cover = (await upload('cover', 1600, 900)).coverImageUrl ?? '';
    const { aMatchId: viewerMatchId } = await insertMatchPair(t.database.db, viewer.userId, owner.userId);

    // Locked: the card names the blurred copies only, made once at the upload beside the originals.
    const locked = await cardOf(viewer.client, viewerMatchId);
    expect(locked.isUnlocked).toBe(false);
    expect(locked.imageUrl).toMatch(BLURRED);
    expect(locked.coverImageUrl).toMatch(BLURRED);
    expect(locked.imageUrl).not.toBe(photo);
    expect(locked.coverImageUrl).not.toBe(cover);
    for (const url of [locked.imageUrl ?? '', locked.coverImageUrl ?? '']) expect(fs.existsSync(stored(keyOf(url))), `stored at upload: ${url}`).toBe(true);

    const sizes: number[] = [];
    for (const url of [locked.imageUrl ?? '', locked.coverImageUrl ?? '']) {
      sizes.push((await expectBlurredCopy(await viewer.client.get(url, WEBP_ACCEPT), `the locked viewer, ${url}`)).length);
      // A width asked of a blurred copy gets the same copy, never a larger picture.
      await expectBlurredCopy(await viewer.client.get(`${url}?w=960`, WEBP_ACCEPT), `the locked viewer, ${url}?w=960`);
      await expectNotFound(stranger.client, url, `a stranger, ${url}`);
    }
    console.log(`blurred copies: ${sizes.join(' and ')} bytes`);

    for (const url of [photo, cover]) {
      await expectNotFound(viewer.client, url, `the locked viewer, the original ${url}`);
      for (const width of [320, 640, 960]) await expectNotFound(viewer.client, `${url}?w=${width}`, `the locked viewer, ${url}?w=${width}`);
      await expectNotFound(viewer.client, `${url}.w640.webp`, `the locked viewer, a stored width of ${url}`);
      await expectNotFound(stranger.client, url, `a stranger, ${url}`);
      await expectNotFound(stranger.client, `${url}?w=640`, `a stranger, ${url}?w=640`);
      expect((await owner.client.get(url)).status, `the owner, ${url}`).toBe(200);
      expect((await owner.client.get(`${url}?w=640`, WEBP_ACCEPT)).status, `the owner, ${url}?w=640`).toBe(200);
    }
    const own = (await (await owner.client.get('/api/profile')).json()) as { imageUrl: string | null; coverImageUrl: string | null };
    expect(own).toMatchObject({ imageUrl: photo, coverImageUrl: cover });

    // Unlocked: the answer, the list and the detail carry the originals, and they load.
    const unlocked = await viewer.client.post(`/api/matches/${viewerMatchId}/unlock`);
    expect(unlocked.status).toBe(200);
    expect(unlockResponseSchema.parse(await unlocked.json()).match).toMatchObject({ imageUrl: photo, coverImageUrl: cover });
    expect(await cardOf(viewer.client, viewerMatchId)).toMatchObject({ imageUrl: photo, coverImageUrl: cover, isUnlocked: true });
    expect(await (await viewer.client.get(`/api/matches/${viewerMatchId}`)).json()).toMatchObject({ imageUrl: photo, coverImageUrl: cover });
    for (const url of [photo, cover]) {
      const original = await viewer.client.get(url);
      expect(original.status, `unlocked, ${url}`).toBe(200);
      expect((await sharp(Buffer.from(await original.arrayBuffer())).metadata()).width).toBeGreaterThan(MAX_BLURRED_SIDE * 10);
      expect((await viewer.client.get(`${url}?w=640`, WEBP_ACCEPT)).status, `unlocked, ${url}?w=640`).toBe(200);
      await expectNotFound(stranger.client, url, `still a stranger, ${url}`);
    }

    // The other side of the pair has not unlocked: the viewer's unlock opens nothing for them.
    const ownerSide = matchListResponseSchema.parse(await (await owner.client.get('/api/matches')).json()).matches;
    expect(ownerSide).toHaveLength(1);
    expect(ownerSide[0]?.isUnlocked).toBe(false);
  });

  it('removes the blurred copy with its picture when it is replaced or removed', async () => {
    const owner = await signedIn('Lwazi');
    const first = imageUploadResponseSchema.parse(await (await owner.client.upload('/api/profile/images/profile', imageForm(await detailedPhoto(600, 600), 'a.jpg'))).json()).imageUrl ?? '';
    const firstBlurred = `${keyOf(first)}.blur.webp`;
    expect(fs.existsSync(stored(firstBlurred))).toBe(true);
    await owner.client.upload('/api/profile/images/profile', imageForm(await detailedPhoto(600, 600), 'b.jpg'));
    expect(fs.existsSync(stored(keyOf(first)))).toBe(false);
    expect(fs.existsSync(stored(firstBlurred))).toBe(false);

    const cover = imageUploadResponseSchema.parse(await (await owner.client.upload('/api/profile/images/cover', imageForm(await detailedPhoto(800, 400), 'c.jpg'))).json()).coverImageUrl ?? '';
    expect(fs.existsSync(stored(`${keyOf(cover)}.blur.webp`))).toBe(true);
    expect((await owner.client.request('DELETE', '/api/profile/images/cover')).status).toBe(200);
    expect(fs.existsSync(stored(`${keyOf(cover)}.blur.webp`))).toBe(false);
  });

  it('makes the blurred copy on first request for a photo stored before they existed, and for a demo avatar', async () => {
    const viewer = await signedIn('Sipho');
    const stranger = await signedIn('Zodwa');
    const older = await signedIn('Naledi');
    const demo = await signedIn('Palesa');
    // Written straight to storage, as an upload before this change left it: no blurred copy beside it.
    const olderKey = `profiles/${older.userId}/profile-1-older.jpg`;
    const avatarKey = `avatars/${demo.userId}.webp`;
    fs.mkdirSync(path.dirname(stored(olderKey)), { recursive: true });
    fs.mkdirSync(path.dirname(stored(avatarKey)), { recursive: true });
    fs.writeFileSync(stored(olderKey), await detailedPhoto(1080, 1080));
    fs.writeFileSync(stored(avatarKey), await sharp(await detailedPhoto(512, 512)).webp().toBuffer());
    await t.database.db.updateTable('profiles').set({ image_path: olderKey }).where('user_id', '=', older.userId).execute();
    await t.database.db.updateTable('profiles').set({ image_path: avatarKey, is_demo: true }).where('user_id', '=', demo.userId).execute();
    const olderMatch = (await insertMatchPair(t.database.db, viewer.userId, older.userId)).aMatchId;
    const demoMatch = (await insertMatchPair(t.database.db, viewer.userId, demo.userId)).aMatchId;

    for (const [matchId, key] of [[olderMatch, olderKey], [demoMatch, avatarKey]] as const) {
      const card = await cardOf(viewer.client, matchId);
      expect(card.imageUrl).toBe(`/api/media/${key}.blur.webp`);
      expect(fs.existsSync(stored(`${key}.blur.webp`))).toBe(false);
      await expectBlurredCopy(await viewer.client.get(card.imageUrl ?? '', WEBP_ACCEPT), `made on request, ${key}`);
      expect(fs.existsSync(stored(`${key}.blur.webp`)), `kept, ${key}`).toBe(true);
      await expectBlurredCopy(await viewer.client.get(card.imageUrl ?? '', WEBP_ACCEPT), `served again, ${key}`);
      await expectNotFound(viewer.client, `/api/media/${key}`, `the locked viewer, the original ${key}`);
      await expectNotFound(viewer.client, `/api/media/${key}?w=320`, `the locked viewer, ${key}?w=320`);
      await expectNotFound(stranger.client, card.imageUrl ?? '', `a stranger, ${card.imageUrl}`);
      await expectNotFound(stranger.client, `/api/media/${key}`, `a stranger, ${key}`);
    }
    expect((await demo.client.get(`/api/media/${avatarKey}`)).status).toBe(200);
  });
});
