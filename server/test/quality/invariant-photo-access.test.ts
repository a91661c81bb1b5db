import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageUploadResponseSchema } from '@kindred/contract';
import { finishProfile } from '../support/daters.js';
import { TestClient, uniqueEmail } from '../support/http-client.js';
import { imageForm, png } from '../support/images.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { insertMatchPair } from './support/fixtures.js';

/**
 * A dater's photos, cover and card images (docs/architecture.md#rule-2, every object within its owner's scope):
 * the dater sees them, and so does whoever holds a match with them; nobody else does, even with
 * the address in hand, and a removed match takes that sight away from both. The demo community's
 * shared avatars stay open to every signed-in dater.
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
  return { client, userId: me.user.id };
}

describe("a dater's photos", () => {
  it('are seen by the dater and their matches only, and no longer once the match is removed', async () => {
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

    for (const url of [photo, cover]) {
      expect((await owner.client.get(url)).status, `the owner, ${url}`).toBe(200);
      expect((await matched.client.get(url)).status, `a match, ${url}`).toBe(200);
      const refused = await stranger.client.get(url);
      expect(refused.status, `a stranger, ${url}`).toBe(404);
      expect(await refused.json()).toMatchObject({ message: 'Not found.' });
      expect((await new TestClient(t.baseUrl).get(url)).status, `signed out, ${url}`).toBe(401);
    }
    // The same answer as for a file that does not exist: a stranger learns nothing.
    expect((await stranger.client.get(`/api/media/profiles/${owner.userId}/profile-1.jpg`)).status).toBe(404);

    expect((await matched.client.request('DELETE', `/api/matches/${bMatchId}`)).status).toBe(200);
    expect((await matched.client.get(photo)).status).toBe(404);
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

  it('leave the demo community avatars open to every signed-in dater', async () => {
    const { client } = await signedIn();
    // A shared avatar as the demo community's seeding writes it: it belongs to no dater.
    const dir = path.join(t.config.dataDir, 'media', 'avatars');
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'shared-test.png'), await png());
    expect((await client.get('/api/media/avatars/shared-test.png')).status).toBe(200);
    expect((await new TestClient(t.baseUrl).get('/api/media/avatars/shared-test.png')).status).toBe(401);
  });
});
