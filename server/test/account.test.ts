import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountDeletionResponseSchema, feedbackResponseSchema, imageUploadResponseSchema, meResponseSchema, ownProfileSchema } from '@kindred/contract';
import { createAccountRepository } from '../src/features/account/account-repository.js';
import { createFeedbackRepository } from '../src/features/feedback/feedback-repository.js';
import { createDaterVectors } from '../src/features/matching/dater-vectors.js';
import { createDaterVectorsRepository } from '../src/features/matching/dater-vectors-repository.js';
import { createDater, finishProfile } from './support/daters.js';
import { TestClient, uniqueEmail } from './support/http-client.js';
import { imageForm, png } from './support/images.js';
import { listMatches, runSearch, signedInSearcher } from './support/searching.js';
import { markAddressVerified } from './support/verified-address.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

let nextAge = 30;
const B_SEEK = 'Somebody who likes lighthouse keeping and obscure accordion music.';

/** Two signed-in daters matched with each other, B holding handles and text A must never see. */
async function matchedPair() {
  const age = nextAge++;
  const email = uniqueEmail('b-side');
  const a = await signedInSearcher(t, { gender: 'female', age, minAge: age, maxAge: age, name: 'Amahle' });
  const bClient = new TestClient(t.baseUrl);
  await bClient.signUp(email);
  const bId = meResponseSchema.parse(await (await bClient.get('/api/me')).json()).user.id;
  await finishProfile(t.database.db, bId, { gender: 'male', age, minAge: age, maxAge: age, name: 'Bheki', seek: B_SEEK });
  // Only a verified address searches and is shown (decision 054); this test is about the account.
  await markAddressVerified(t, bId);
  await t.database.db.updateTable('profiles').set({ instagram: 'b.secret.insta', linkedin: 'b-secret-linkedin', calendly: 'b-secret-cal', country: 'Kenya' }).where('user_id', '=', bId).execute();
  // A was finished straight in the database, so its match vectors are made here, as onboarding would.
  await createDaterVectors(createDaterVectorsRepository(t.database.db)).refresh(a.userId);
  const search = await runSearch(bClient);
  expect(search.newMatches).toBe(1);
  return { a, b: { client: bClient, userId: bId, email } };
}

async function until<T>(probe: () => Promise<T | undefined | null | false>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('feedback', () => {
  it("stores the dater's feature request or bug report, scoped to them, listed with their name and e-mail", async () => {
    const email = uniqueEmail('feedback');
    const client = new TestClient(t.baseUrl);
    await client.signUp(email, undefined, 'Zanele');
    const response = await client.post('/api/feedback', { kind: 'bug', message: 'The cover upload spins forever on my phone.' });
    expect(response.status).toBe(200);
    const { id } = feedbackResponseSchema.parse(await response.json());
    expect((await client.post('/api/feedback', { kind: 'feature', message: 'Dark mode please!' })).status).toBe(200);

    const listed = await createFeedbackRepository(t.database.db).listWithSender(50);
    const mine = listed.filter((f) => f.email === email);
    expect(mine.map((f) => f.kind)).toEqual(['feature', 'bug']);
    expect(mine.find((f) => f.id === id)).toMatchObject({ account_name: 'Zanele', message: 'The cover upload spins forever on my phone.' });

    // Another dater's export does not show it.
    const other = new TestClient(t.baseUrl);
    await other.signUp(uniqueEmail('feedback-other'));
    expect(await (await other.get('/api/account/export')).text()).not.toContain('spins forever');
  });

  it.each([
    ['a message that is too short', { kind: 'bug', message: 'bad' }],
    ['an unknown kind', { kind: 'praise', message: 'You are all wonderful people.' }],
    ['a user id of its own', { kind: 'bug', message: 'Something is broken here.', userId: 'someone-else' }],
  ])('refuses %s', async (_label, body) => {
    const client = new TestClient(t.baseUrl);
    await client.signUp(uniqueEmail('feedback-bad'));
    expect((await client.post('/api/feedback', body)).status).toBe(400);
  });

  it('needs a session', async () => {
    expect((await new TestClient(t.baseUrl).post('/api/feedback', { kind: 'bug', message: 'Anonymous report here.' })).status).toBe(401);
  });
});

describe('data export', () => {
  it("is a JSON download of the dater's own data, with matches shown without the other dater's private fields", async () => {
    const { a, b } = await matchedPair();
    await a.client.request('PATCH', '/api/profile', { bio: 'Potter by day.', instagram: 'amahle.makes' });
    await a.client.post('/api/feedback', { kind: 'feature', message: 'Let me export my data.' });
    await a.client.upload('/api/profile/images/profile', imageForm(await png(), 'me.png', 'image/png'));

    const response = await a.client.get('/api/account/export');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="kindred-data.json"');
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = await response.text();
    const data = JSON.parse(text);

    expect(data.account.email).toMatch(/^searcher-/);
    expect(data.profile).toMatchObject({ name: 'Amahle', bio: 'Potter by day.', instagram: 'amahle.makes' });
    expect(data.profile.imagePath).toMatch(/^profiles\//);
    expect(data.preferences).toMatchObject({ lookingFor: 'male' });
    expect(Array.isArray(data.onboardingAnswers)).toBe(true);
    expect(data.feedback.map((f: { message: string }) => f.message)).toEqual(['Let me export my data.']);
    for (const key of ['unlocks', 'usage', 'instaCards', 'notifications']) expect(Array.isArray(data[key]), key).toBe(true);
    expect(data).toHaveProperty('subscription');

    expect(data.matches).toHaveLength(1);
    expect(data.matches[0]).toMatchObject({ name: 'Bheki', country: 'Kenya' });
    expect(typeof data.matches[0].compatibilityScore).toBe('number');
    for (const secret of [b.email, b.userId, 'b.secret.insta', 'b-secret-linkedin', 'b-secret-cal', 'lighthouse keeping']) {
      expect(text, secret).not.toContain(secret);
    }
  });

  it('needs a session', async () => {
    expect((await new TestClient(t.baseUrl).get('/api/account/export')).status).toBe(401);
  });
});

describe('account deletion', () => {
  it('lets nobody sign in between the confirmation and the purge, and frees the e-mail at once', async () => {
    const email = uniqueEmail('closing');
    const password = 'correct-horse-battery';
    const client = new TestClient(t.baseUrl);
    await client.signUp(email, password);
    const userId = meResponseSchema.parse(await (await client.get('/api/me')).json()).user.id;
    await finishProfile(t.database.db, userId, { gender: 'female' });
    // What confirming deletion writes, without waking the worker: the purge has not run yet.
    await createAccountRepository(t.database.db).markDeleted(userId);
    expect(await t.database.db.selectFrom('user').select('id').where('id', '=', userId).executeTakeFirst()).toBeDefined();

    const attempt = await new TestClient(t.baseUrl).signIn(email, password);
    expect(attempt.status).toBe(401);
    expect(await t.database.db.selectFrom('session').select('id').where('userId', '=', userId).execute()).toEqual([]);
    // The address is free already: it signs up as a new dater, with nothing of the old one.
    const fresh = new TestClient(t.baseUrl);
    await fresh.signUp(email, 'another-long-password');
    const freshId = meResponseSchema.parse(await (await fresh.get('/api/me')).json()).user.id;
    expect(freshId).not.toBe(userId);
  });

  it('ends every session, hides the dater at once, purges them in a job, and lets the e-mail sign up afresh', async () => {
    const { a, b } = await matchedPair();
    const secondDevice = b.client.copy();
    const imageUrl = imageUploadResponseSchema.parse(await (await b.client.upload('/api/profile/images/profile', imageForm(await png(), 'b.png', 'image/png'))).json()).imageUrl ?? '';
    const coverUrl = imageUploadResponseSchema.parse(await (await b.client.upload('/api/profile/images/cover', imageForm(await png(), 'c.png', 'image/png'))).json()).coverImageUrl ?? '';
    await b.client.post('/api/feedback', { kind: 'bug', message: 'A farewell bug report.' });
    expect((await listMatches(a.client)).map((m) => m.name)).toEqual(['Bheki']);
    // A has not unlocked B: their card shows the blurred copy of B's photo (decision 044).
    const blurredUrl = (await listMatches(a.client))[0]?.imageUrl ?? '';
    expect(blurredUrl).toBe(`${imageUrl}.blur.webp`);
    expect((await a.client.get(blurredUrl)).status).toBe(200);

    const deleted = await b.client.request('DELETE', '/api/account');
    expect(deleted.status).toBe(200);
    expect(accountDeletionResponseSchema.parse(await deleted.json())).toEqual({ ok: true, plan: 'none' });

    // At once: no session anywhere, and no other dater sees them.
    expect((await b.client.get('/api/profile')).status).toBe(401);
    expect((await secondDevice.get('/api/profile')).status).toBe(401);
    expect(await listMatches(a.client)).toEqual([]);

    // Moments later: the purge job has removed the files and the rows.
    await until(async () => !(await t.database.db.selectFrom('user').select('id').where('id', '=', b.userId).executeTakeFirst()));
    expect((await a.client.get(imageUrl)).status).toBe(404);
    expect((await a.client.get(blurredUrl)).status).toBe(404);
    expect((await a.client.get(coverUrl)).status).toBe(404);
    expect(await t.database.db.selectFrom('profiles').select('user_id').where('user_id', '=', b.userId).executeTakeFirst()).toBeUndefined();
    expect(await t.database.db.selectFrom('matches').select('id').where((eb) => eb.or([eb('viewer_id', '=', b.userId), eb('other_id', '=', b.userId)])).execute()).toEqual([]);
    expect(await t.database.db.selectFrom('feedback').select('id').where('message', '=', 'A farewell bug report.').execute()).toEqual([]);
    const job = await t.database.db.selectFrom('jobs').select(['status']).where('kind', '=', 'purge_account').where('singleton_key', '=', `purge:${b.userId}`).executeTakeFirst();
    expect(job?.status).toBe('succeeded');

    // The same e-mail makes a new, empty account.
    const again = new TestClient(t.baseUrl);
    await again.signUp(b.email);
    await again.post('/api/session/finalize');
    const me = meResponseSchema.parse(await (await again.get('/api/me')).json());
    expect(me.user.id).not.toBe(b.userId);
    const profile = ownProfileSchema.parse(await (await again.get('/api/profile')).json());
    expect(profile).toMatchObject({ name: '', bio: '', instagram: '', imageUrl: null, coverImageUrl: null, matchCount: 0 });
    expect(await listMatches(again)).toEqual([]);
  });

  it('keeps a deleted dater out of searches while the purge is pending', async () => {
    const age = nextAge++;
    const hidden = await createDater(t.database.db, { gender: 'female', age });
    const visible = await createDater(t.database.db, { gender: 'female', age });
    await t.database.db.updateTable('profiles').set({ deleted_at: new Date() }).where('user_id', '=', hidden).execute();
    const searcher = await signedInSearcher(t, { gender: 'male', age, minAge: age, maxAge: age });
    expect((await runSearch(searcher.client)).newMatches).toBe(1);
    const rows = await t.database.db.selectFrom('matches').select('other_id').where('viewer_id', '=', searcher.userId).execute();
    expect(rows.map((r) => r.other_id)).toEqual([visible]);
  });

  it('needs a session', async () => {
    expect((await new TestClient(t.baseUrl).request('DELETE', '/api/account')).status).toBe(401);
  });
});
