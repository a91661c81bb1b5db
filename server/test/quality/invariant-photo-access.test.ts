import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageUploadResponseSchema } from '@kindred/contract';
import { finishProfile } from '../support/daters.js';
import { TestClient, uniqueEmail } from '../support/http-client.js';
import { imageForm, png } from '../support/images.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { markAddressVerified } from '../support/verified-address.js';
import { insertMatchPair } from './support/fixtures.js';

/**
 * A dater's photos, cover and card images (docs/architecture.md#rule-2, every object within its owner's scope):
 * the dater sees them, and so does whoever has unlocked a match with them; a match who has not
 * unlocked yet sees only the server's blurred copy (decision 044); nobody else sees either, even
 * with the address in hand, and a removed match takes that sight away from both. A demo dater's
 * avatar keeps the same rule.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

async function signedIn(): Promise<{ client: TestClient; userId: string }> {
  const client = new TestClient(t.baseUrl);
  await client.signUp(uniqueEmail('photos'));
  const me = (await (await client.get('/api/me')).json()) as { user: { id: string } };
  await finishProfile(t.database.db, me.user.id, { gender: 'female', name: 'Lindiwe' });
  // Only a verified address is shown and may unlock (decision 054); this test is about photos.
  await markAddressVerified(t, me.user.id);
  return { client, userId: me.user.id };
}

describe("a dater's photos", () => {
  it('are seen by the dater and their matches only, the original once unlocked, and no longer once the match is removed', async () => {
    const owner = await signedIn();
    const matched = await signedIn();
    const stranger = await signedIn();
    const upload = async (kind: 'profile' | 'cover') =>
      imageUploadResponseSchema.parse(await (await owner.client.upload(`/api/profile/images/${kind}`, imageForm(await png(), `${kind}.png`, 'image/png'))).json());
    const photo = (await upload('profile')).imageUrl ?? '';
    const cover = (await upload('cover')).coverImageUrl ?? '';
    expect(photo).toMatch(new RegExp(`^/api/media/profiles/${owner.userId}/`));
    expect(cover).toMatch(new RegExp(`^/api/media/covers/${owner.userId}/`));
    const { bMatchId } = await insertMatchPair(t.database.db, owner.userId, matched.userId);
    const blurred = (url: string) => `${url}.blur.webp`;

    for (const url of [photo, cover]) {
      expect((await owner.client.get(url)).status, `the owner, ${url}`).toBe(200);
      // A match who has not unlocked: the blurred copy, and for the original (and its widths) the
      // stranger's answer.
      expect((await matched.client.get(blurred(url))).status, `a locked match, the blurred copy of ${url}`).toBe(200);
      for (const asked of [url, `${url}?w=320`, `${url}?w=640`, `${url}?w=960`]) {
        const refused = await matched.client.get(asked);
        expect(refused.status, `a locked match, ${asked}`).toBe(404);
        expect(await refused.json()).toMatchObject({ message: 'Not found.' });
      }
      for (const asked of [url, blurred(url), `${url}?w=320`]) {
        const refused = await stranger.client.get(asked);
        expect(refused.status, `a stranger, ${asked}`).toBe(404);
        expect(await refused.json()).toMatchObject({ message: 'Not found.' });
        expect((await new TestClient(t.baseUrl).get(asked)).status, `signed out, ${asked}`).toBe(401);
      }
    }
    // The same answer as for a file that does not exist: a stranger learns nothing.
    expect((await stranger.client.get(`/api/media/profiles/${owner.userId}/profile-1.jpg`)).status).toBe(404);

    expect((await matched.client.post(`/api/matches/${bMatchId}/unlock`)).status).toBe(200);
    for (const url of [photo, cover, `${photo}?w=640`]) expect((await matched.client.get(url)).status, `an unlocked match, ${url}`).toBe(200);

    expect((await matched.client.request('DELETE', `/api/matches/${bMatchId}`)).status).toBe(200);
    expect((await matched.client.get(photo)).status).toBe(404);
    expect((await matched.client.get(blurred(photo))).status).toBe(404);
    expect((await owner.client.get(photo)).status).toBe(200);
  });

  it('keep a selfie check private: its dater and moderators only, never through /api/media, not even for a match', async () => {
    const owner = await signedIn();
    const matched = await signedIn();
    await owner.client.upload('/api/profile/images/profile', imageForm(await png(), 'me.png', 'image/png'));
    await insertMatchPair(t.database.db, owner.userId, matched.userId);
    const asked = (await (await owner.client.post('/api/selfie-verification/requests')).json()) as { requestId: string };
    expect((await owner.client.upload(`/api/selfie-verification/requests/${asked.requestId}/photo`, imageForm(await png(), 'selfie.png', 'image/png'))).status).toBe(200);
    const { photo_path: key } = await t.database.db.selectFrom('selfie_checks').select('photo_path').where('id', '=', asked.requestId).executeTakeFirstOrThrow();
    expect(key).toMatch(new RegExp(`^selfies/${owner.userId}/`));

    expect((await owner.client.get('/api/selfie-verification/photo')).status).toBe(200);
    for (const client of [owner.client, matched.client]) expect((await client.get(`/api/media/${key}`)).status).toBe(404);
    // A match is not a moderator: the review routes refuse every dater.
    expect((await matched.client.get(`/api/moderation/selfies/${asked.requestId}/selfie`)).status).toBe(403);
    expect((await matched.client.get('/api/selfie-verification/photo')).status).toBe(404);
    await t.database.db.insertInto('moderators').values({ user_id: matched.userId, granted_by: 'test', display_name: 'Photo Desk' }).execute();
    expect((await matched.client.get(`/api/moderation/selfies/${asked.requestId}/selfie`)).status).toBe(200);
  });

  it("keep a demo dater's avatar to the same rule: blurred for a locked match, nothing for a stranger", async () => {
    const demo = await signedIn();
    const matched = await signedIn();
    const stranger = await signedIn();
    // The avatar as the demo community's seeding writes it: avatars/<the demo dater's id>.webp.
    const key = `avatars/${demo.userId}.webp`;
    const dir = path.join(t.config.dataDir, 'media', 'avatars');
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, `${demo.userId}.webp`), await png());
    await t.database.db.updateTable('profiles').set({ image_path: key, is_demo: true }).where('user_id', '=', demo.userId).execute();
    const { aMatchId } = await insertMatchPair(t.database.db, matched.userId, demo.userId);

    expect((await demo.client.get(`/api/media/${key}`)).status).toBe(200);
    expect((await matched.client.get(`/api/media/${key}.blur.webp`)).status).toBe(200);
    expect((await matched.client.get(`/api/media/${key}`)).status).toBe(404);
    expect((await stranger.client.get(`/api/media/${key}`)).status).toBe(404);
    expect((await stranger.client.get(`/api/media/${key}.blur.webp`)).status).toBe(404);
    expect((await new TestClient(t.baseUrl).get(`/api/media/${key}`)).status).toBe(401);
    expect((await matched.client.post(`/api/matches/${aMatchId}/unlock`)).status).toBe(200);
    expect((await matched.client.get(`/api/media/${key}`)).status).toBe(200);
  });
});
