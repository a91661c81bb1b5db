import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchListResponseSchema, ownProfileSchema, SELFIE_GESTURES, SELFIE_TEXTS, selfieRequestSchema, selfieReviewQueueSchema, selfieStatusSchema } from '@kindred/contract';
import { insertMatchPair } from './quality/support/fixtures.js';
import { imageForm, jpegWithGps, png } from './support/images.js';
import { daterWithPhoto, moderator, sendSelfie } from './support/selfies.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { TestClient, uniqueEmail } from './support/http-client.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const statusOf = async (client: TestClient) => selfieStatusSchema.parse(await (await client.get('/api/selfie-verification')).json());
const queueOf = async (client: TestClient) => selfieReviewQueueSchema.parse(await (await client.get('/api/moderation/selfies')).json()).items;

describe('selfie verification, from request to mark', () => {
  it('asks for a random gesture, stores the selfie privately, and a moderator approval gives the mark to matches and profile', async () => {
    const dater = await daterWithPhoto(t);
    const match = await daterWithPhoto(t, 'match');
    const pair = await insertMatchPair(t.database.db, dater.userId, match.userId);
    const mod = await moderator(t);
    expect(await statusOf(dater.client)).toMatchObject({ state: 'none' });

    const { requestId, gesture, status } = await sendSelfie(dater.client, await jpegWithGps(1200, 1600));
    expect(SELFIE_GESTURES).toContain(gesture);
    expect(status).toMatchObject({ state: 'pending', photoUrl: '/api/selfie-verification/photo' });
    const row = await t.database.db.selectFrom('selfie_checks').selectAll().where('id', '=', requestId).executeTakeFirstOrThrow();
    expect(row.photo_path).toMatch(new RegExp(`^selfies/${dater.userId}/selfie-\\d+-[0-9a-f]{8}\\.jpg$`));

    // Without an AI provider there is no pre-screen: nothing is queued, the check waits as it is.
    expect(await t.database.db.selectFrom('jobs').select('id').where('kind', '=', 'selfie_prescreen').execute()).toEqual([]);
    expect(row.prescreen).toBeNull();
    // The dater sees their own selfie, re-encoded without EXIF or GPS.
    const own = await dater.client.get('/api/selfie-verification/photo');
    expect(own.status).toBe(200);
    expect(own.headers.get('cache-control')).toContain('no-store');
    expect((await sharp(Buffer.from(await own.arrayBuffer())).metadata()).exif).toBeUndefined();

    // The moderator sees it next to the profile photo, with the gesture asked for.
    const [item] = (await queueOf(mod.client)).filter((i) => i.id === requestId);
    expect(item).toMatchObject({ gesture, selfieUrl: `/api/moderation/selfies/${requestId}/selfie`, profilePhotoUrl: `/api/moderation/selfies/${requestId}/profile-photo` });
    expect((await mod.client.get(item?.selfieUrl ?? '')).status).toBe(200);
    expect((await mod.client.get(item?.profilePhotoUrl ?? '')).status).toBe(200);

    const cardBefore = matchListResponseSchema.parse(await (await match.client.get('/api/matches')).json()).matches.find((m) => m.id === pair.bMatchId);
    expect(cardBefore?.selfieVerified).toBe(false);
    const approved = await mod.client.post(`/api/moderation/selfies/${requestId}/approve`);
    expect(approved.status, await approved.clone().text()).toBe(200);
    expect(await statusOf(dater.client)).toMatchObject({ state: 'approved' });

    const card = matchListResponseSchema.parse(await (await match.client.get('/api/matches')).json()).matches.find((m) => m.id === pair.bMatchId);
    expect(card).toMatchObject({ selfieVerified: true, isPremium: false });
    expect((await match.client.post(`/api/matches/${pair.bMatchId}/unlock`)).status).toBe(200);
    const detail = await (await match.client.get(`/api/matches/${pair.bMatchId}`)).json();
    expect(detail).toMatchObject({ selfieVerified: true });
    expect(ownProfileSchema.parse(await (await dater.client.get('/api/profile')).json()).selfieVerified).toBe(true);
    // Decided checks leave the queue; who, when and what stay on the row.
    expect((await queueOf(mod.client)).map((i) => i.id)).not.toContain(requestId);
    const decided = await t.database.db.selectFrom('selfie_checks').selectAll().where('id', '=', requestId).executeTakeFirstOrThrow();
    expect(decided).toMatchObject({ status: 'approved', decided_by: mod.userId });
    expect(decided.decided_at).not.toBeNull();
    // The console's audit log lists it too.
    const audit = await t.database.db.selectFrom('moderation_audit').selectAll().where('subject_id', '=', dater.userId).execute();
    expect(audit.map((a) => ({ action: a.action, moderator: a.moderator_id }))).toEqual([{ action: 'approve_selfie', moderator: mod.userId }]);
    const log = (await (await mod.client.get('/api/moderation/audit')).json()) as { entries: Array<{ action: string }> };
    expect(log.entries.map((e) => e.action)).toContain('approve_selfie');
    // A verified dater cannot ask again, and a second decision is refused.
    expect((await dater.client.post('/api/selfie-verification/requests')).status).toBe(409);
    expect((await mod.client.post(`/api/moderation/selfies/${requestId}/approve`)).status).toBe(409);
  });

  it('a rejection needs a reason, which the dater reads, and they may try again', async () => {
    const dater = await daterWithPhoto(t);
    const mod = await moderator(t);
    const { requestId } = await sendSelfie(dater.client);
    expect((await dater.client.post('/api/selfie-verification/requests')).status).toBe(409);
    expect((await mod.client.post(`/api/moderation/selfies/${requestId}/reject`, { reason: '' })).status).toBe(400);
    expect((await mod.client.post(`/api/moderation/selfies/${requestId}/reject`, {})).status).toBe(400);
    const rejected = await mod.client.post(`/api/moderation/selfies/${requestId}/reject`, { reason: 'The gesture is not visible.' });
    expect(rejected.status, await rejected.clone().text()).toBe(200);
    expect(await statusOf(dater.client)).toMatchObject({ state: 'rejected', reason: 'The gesture is not visible.' });
    const row = await t.database.db.selectFrom('selfie_checks').selectAll().where('id', '=', requestId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'rejected', decided_by: mod.userId, reason: 'The gesture is not visible.' });
    const audit = await t.database.db.selectFrom('moderation_audit').select(['action', 'reason']).where('subject_id', '=', dater.userId).execute();
    expect(audit).toEqual([{ action: 'reject_selfie', reason: 'The gesture is not visible.' }]);
    expect(ownProfileSchema.parse(await (await dater.client.get('/api/profile')).json()).selfieVerified).toBe(false);
    const again = await sendSelfie(dater.client);
    expect(again.status.state).toBe('pending');
  });
});

describe('who may see and decide', () => {
  it('refuses daters on every review route with 403, and anonymous callers with 401', async () => {
    const dater = await daterWithPhoto(t);
    const { requestId } = await sendSelfie(dater.client);
    const other = await daterWithPhoto(t, 'other');
    for (const [method, path, body] of [
      ['GET', '/api/moderation/selfies'],
      ['GET', `/api/moderation/selfies/${requestId}/selfie`],
      ['GET', `/api/moderation/selfies/${requestId}/profile-photo`],
      ['POST', `/api/moderation/selfies/${requestId}/approve`],
      ['POST', `/api/moderation/selfies/${requestId}/reject`, { reason: 'Not them.' }],
    ] as const) {
      expect((await other.client.request(method, path, body)).status, `${method} ${path}`).toBe(403);
      expect((await dater.client.request(method, path, body)).status, `${method} ${path} by its own dater`).toBe(403);
      expect((await new TestClient(t.baseUrl).request(method, path, body)).status, `${method} ${path} anonymous`).toBe(401);
    }
    expect(await statusOf(dater.client)).toMatchObject({ state: 'pending' });
  });

  it('never serves a selfie through /api/media, even to its own dater or a match', async () => {
    const dater = await daterWithPhoto(t);
    const match = await daterWithPhoto(t, 'match');
    await insertMatchPair(t.database.db, dater.userId, match.userId);
    const { requestId } = await sendSelfie(dater.client);
    const { photo_path: key } = await t.database.db.selectFrom('selfie_checks').select('photo_path').where('id', '=', requestId).executeTakeFirstOrThrow();
    for (const client of [dater.client, match.client]) {
      expect((await client.get(`/api/media/${key}`)).status).toBe(404);
      expect((await client.get(`/api/media/${key}?w=320`)).status).toBe(404);
    }
    // The own-photo route answers each dater with their own selfie only.
    expect((await match.client.get('/api/selfie-verification/photo')).status).toBe(404);
  });

  it("cannot send a photo for another dater's request", async () => {
    const owner = await daterWithPhoto(t);
    const other = await daterWithPhoto(t, 'other');
    const asked = selfieRequestSchema.parse(await (await owner.client.post('/api/selfie-verification/requests')).json());
    const sent = await other.client.upload(`/api/selfie-verification/requests/${asked.requestId}/photo`, imageForm(await jpegWithGps(), 'x.jpg'));
    expect(sent.status).toBe(404);
    expect(await statusOf(owner.client)).toMatchObject({ state: 'none' });
  });
});

describe('bad input', () => {
  it('answers 4xx for uploads that are not photos, too large, in the wrong field, expired, or without a profile photo', async () => {
    const dater = await daterWithPhoto(t);
    const ask = async () => selfieRequestSchema.parse(await (await dater.client.post('/api/selfie-verification/requests')).json()).requestId;
    const requestId = await ask();
    const path = `/api/selfie-verification/requests/${requestId}/photo`;
    expect((await dater.client.upload(path, imageForm(Buffer.from('not an image at all, just words'), 'selfie.jpg'))).status).toBe(415);
    expect((await dater.client.upload(path, imageForm(Buffer.alloc(6 * 1024 * 1024, 0xff), 'big.jpg'))).status).toBe(413);
    expect((await dater.client.upload(path, imageForm(await jpegWithGps(), 'selfie.jpg', 'image/jpeg', 'photo'))).status).toBe(400);
    expect((await dater.client.request('POST', path, { image: 'data' })).status).toBe(415);
    expect((await dater.client.upload('/api/selfie-verification/requests/not-a-uuid/photo', imageForm(await jpegWithGps(), 'selfie.jpg'))).status).toBe(400);
    expect(await statusOf(dater.client)).toMatchObject({ state: 'none' });

    await t.database.db.updateTable('selfie_checks').set({ expires_at: new Date(Date.now() - 1000) }).where('id', '=', requestId).execute();
    expect((await dater.client.upload(path, imageForm(await jpegWithGps(), 'selfie.jpg'))).status).toBe(410);

    const noPhoto = new TestClient(t.baseUrl);
    await noPhoto.signUp(uniqueEmail('nophoto'));
    await noPhoto.post('/api/session/finalize');
    expect((await noPhoto.post('/api/selfie-verification/requests')).status).toBe(409);
  });

  it('ends the mark when the dater changes or removes the profile photo the moderator compared, and lets them ask again', async () => {
    const mod = await moderator(t);
    for (const change of ['replace', 'remove'] as const) {
      const dater = await daterWithPhoto(t, `mark-${change}`);
      const { requestId } = await sendSelfie(dater.client);
      expect((await mod.client.post(`/api/moderation/selfies/${requestId}/approve`)).status).toBe(200);
      expect(ownProfileSchema.parse(await (await dater.client.get('/api/profile')).json()).selfieVerified).toBe(true);

      const changed = change === 'replace'
        ? await dater.client.upload('/api/profile/images/profile', imageForm(await png(640, 640), 'new-me.png', 'image/png'))
        : await dater.client.request('DELETE', '/api/profile/images/profile');
      expect(changed.status, change).toBe(200);

      expect(ownProfileSchema.parse(await (await dater.client.get('/api/profile')).json()).selfieVerified, change).toBe(false);
      expect(await statusOf(dater.client), change).toMatchObject({ state: 'none', reason: SELFIE_TEXTS.markEnded });
      const row = await t.database.db.selectFrom('profiles').select('selfie_verified_at').where('user_id', '=', dater.userId).executeTakeFirstOrThrow();
      expect(row.selfie_verified_at, change).toBeNull();
      // With a photo again, a new check can start.
      if (change === 'remove') expect((await dater.client.upload('/api/profile/images/profile', imageForm(await png(600, 600), 'me.png', 'image/png'))).status).toBe(200);
      expect((await dater.client.post('/api/selfie-verification/requests')).status, change).toBe(200);
    }
  });

  it('keeps the mark when only the cover changes', async () => {
    const mod = await moderator(t);
    const dater = await daterWithPhoto(t, 'mark-cover');
    const { requestId } = await sendSelfie(dater.client);
    expect((await mod.client.post(`/api/moderation/selfies/${requestId}/approve`)).status).toBe(200);
    expect((await dater.client.upload('/api/profile/images/cover', imageForm(await png(1200, 600), 'cover.png', 'image/png'))).status).toBe(200);
    expect(await statusOf(dater.client)).toMatchObject({ state: 'approved' });
  });
});
