import { expect } from 'vitest';
import { meResponseSchema, selfieRequestSchema, selfieStatusSchema, type SelfieStatus } from '@kindred/contract';
import { finishProfile } from './daters.js';
import { TestClient, uniqueEmail } from './http-client.js';
import { imageForm, png } from './images.js';
import type { TestApp } from './test-app.js';
import { markAddressVerified } from './verified-address.js';

/**
 * A signed-up dater who finished onboarding as an adult, with a profile photo, ready to ask for a
 * selfie check; finished and verified, so a match with them is shown (docs/security/shown-at-all.md).
 */
export async function daterWithPhoto(t: TestApp, tag = 'selfie'): Promise<{ client: TestClient; userId: string }> {
  const client = new TestClient(t.baseUrl);
  await client.signUp(uniqueEmail(tag));
  await client.post('/api/session/finalize');
  const me = meResponseSchema.parse(await (await client.get('/api/me')).json());
  await finishProfile(t.database.db, me.user.id, { gender: 'female', name: tag.charAt(0).toUpperCase() + tag.slice(1) });
  // Verified too, so a match with them is shown and may unlock (decision 054).
  await markAddressVerified(t, me.user.id);
  const uploaded = await client.upload('/api/profile/images/profile', imageForm(await png(600, 600), 'me.png', 'image/png'));
  expect(uploaded.status, await uploaded.clone().text()).toBe(200);
  return { client, userId: me.user.id };
}

/** A signed-up dater holding the moderator role, as `npm run moderators -- add <email> --name <displayName>` grants it. */
export async function moderator(t: TestApp, displayName = 'Selfie Desk'): Promise<{ client: TestClient; userId: string }> {
  const client = new TestClient(t.baseUrl);
  await client.signUp(uniqueEmail('moderator'));
  await client.post('/api/session/finalize');
  const me = meResponseSchema.parse(await (await client.get('/api/me')).json());
  await t.database.db.insertInto('moderators').values({ user_id: me.user.id, granted_by: 'test', display_name: displayName }).execute();
  return { client, userId: me.user.id };
}

/** Asks for a gesture and sends a photo for it; returns the request's id and the new status. */
export async function sendSelfie(client: TestClient, photo?: Buffer): Promise<{ requestId: string; gesture: string; status: SelfieStatus }> {
  const asked = await client.post('/api/selfie-verification/requests');
  expect(asked.status, await asked.clone().text()).toBe(200);
  const { requestId, gesture } = selfieRequestSchema.parse(await asked.json());
  const sent = await client.upload(`/api/selfie-verification/requests/${requestId}/photo`, imageForm(photo ?? (await png(480, 640)), 'selfie.png', 'image/png'));
  expect(sent.status, await sent.clone().text()).toBe(200);
  return { requestId, gesture, status: selfieStatusSchema.parse(await sent.json()) };
}
