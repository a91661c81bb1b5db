import crypto from 'node:crypto';
import { expect } from 'vitest';
import { cardSchema, createCheckoutResponseSchema, meResponseSchema, type PaymentReturn } from '@kindred/contract';
import { createStorage } from '../../../src/adapters/storage/create-storage.js';
import { readEvents } from '../../support/coach.js';
import { birthDateFor, finishProfile } from '../../support/daters.js';
import { setEssential } from '../../support/essentials.js';
import { TestClient } from '../../support/http-client.js';
import { payWithSandbox } from '../../support/payments.js';
import type { TestApp } from '../../support/test-app.js';
import { markAddressVerified } from '../../support/verified-address.js';
import { CARD_INPUT, freshMatch, smallJpeg } from './fixtures.js';

/**
 * The signed-in roles of the matrix. "owner" owns the resources the others try to reach;
 * "moderator" is a free dater who also holds the moderator role (buildWorld grants it).
 */
export const ACTOR_ROLES = ['owner', 'other', 'free', 'premium', 'moderator'] as const;
export type ActorRole = (typeof ACTOR_ROLES)[number];

export interface NamedDater {
  role: ActorRole;
  tag: string;
  userId: string;
  email: string;
  password: string;
  client: TestClient;
  premium: boolean;
  /** Values private to this dater: no answer to anyone else may contain one. */
  secrets: Set<string>;
  cardId: string;
  pushEndpoint: string;
  coachImageMessageId: string;
  /** Their newest sandbox checkout: paid for premium daters, open for free ones. */
  checkoutId: string;
  /** The signed success redirect of their paid checkout (premium daters only). */
  returnParams: PaymentReturn | null;
  /** A match with a filler that they have unlocked. */
  unlockedMatchId: string;
}

/** The values that end up in the dater's two texts, the onboarding answers and the handles. */
export function profileSecrets(tag: string) {
  return {
    about: `I cook for friends and hike on weekends, aboutsentinel${tag} included.`,
    seek: `Someone kind and curious who loves the outdoors, seeksentinel${tag} too.`,
    answer1: `My name is Sam, answersentinel${tag}.`,
    instagram: `ig_sentinel_${tag}`,
    linkedin: `li-sentinel-${tag}`,
    calendly: `https://calendly.example/cal-sentinel-${tag}`,
    essentialQuote: `Meditation each dawn, essentialsentinel${tag}.`,
  };
}

/**
 * Each role's own date of birth: all 31 years old, on different days, so a date seen by anyone
 * but its owner is a leak (only the age is shared with matches).
 */
export function sentinelBirthDate(tag: string): string {
  const index = Math.max(0, ACTOR_ROLES.findIndex((role) => tag.startsWith(role)));
  const date = new Date(`${birthDateFor(31)}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1 - index * 7);
  return date.toISOString().slice(0, 10);
}

async function ok(response: Response, what: string): Promise<Response> {
  expect(response.status, `${what}: ${await response.clone().text()}`).toBeLessThan(300);
  return response;
}

/** Writes the dater's finished profile and private values, as onboarding and the profile screen would. */
export async function writeProfile(t: TestApp, dater: Pick<NamedDater, 'userId' | 'tag'>, gender: 'male' | 'female'): Promise<void> {
  const s = profileSecrets(dater.tag);
  await finishProfile(t.database.db, dater.userId, { gender, name: 'Sam', about: s.about, seek: s.seek, age: 31 });
  await t.database.db
    .updateTable('profiles')
    .set({ instagram: s.instagram, linkedin: s.linkedin, calendly: s.calendly, bio: 'A public bio anyone matched may read.', birth_date: sentinelBirthDate(dater.tag) }).where('user_id', '=',
      dater.userId).execute();
  // An essential read from their words, with the words: private to them like the texts it quotes.
  await setEssential(t.database.db, dater.userId, 'faith', { self: 'buddhist', selfSource: 'extracted', quote: s.essentialQuote });
}

/**
 * A dater signed up through the API whose every private value is a unique sentinel string:
 * e-mail, preference text, answers, handles, push device, coach messages, checkout and session.
 */
export async function createNamedDater(t: TestApp, role: ActorRole, premium: boolean): Promise<NamedDater> {
  const db = t.database.db;
  const tag = `${role}${crypto.randomBytes(3).toString('hex')}`;
  const email = `sentinel.${tag}@example.test`;
  const password = `pw-${tag}-long-enough`;
  const client = new TestClient(t.baseUrl);
  await client.signUp(email, password, 'Sam');
  await ok(await client.post('/api/session/finalize'), 'finalize');
  const userId = meResponseSchema.parse(await (await client.get('/api/me')).json()).user.id;
  await markAddressVerified(t, userId);
  const s = profileSecrets(tag);
  await writeProfile(t, { userId, tag }, role === 'other' || role === 'free' ? 'female' : 'male');
  for (const [question, text] of [[1, s.answer1], [2, s.about], [3, s.seek]] as const) {
    await ok(await client.request('PUT', `/api/onboarding/answers/${question}`, { text }), 'answer');
  }

  const pushEndpoint = `https://push.example.test/push-sentinel-${tag}`;
  const keys = { p256dh: `p256dhsentinel${tag}`, auth: `authsentinel${tag}` };
  await ok(await client.post('/api/push/subscriptions', { endpoint: pushEndpoint, keys }), 'push subscription');

  let checkoutId: string;
  let returnParams: PaymentReturn | null = null;
  const paymentSecrets: string[] = [];
  if (premium) {
    const paid = await payWithSandbox(client);
    await ok(await client.post('/api/subscription/verify-return', paid.params), 'verify return');
    checkoutId = paid.checkoutId;
    returnParams = paid.params;
    // The product id is the same for everyone; the rest identifies this dater's payment.
    const { product_id: _shared, ...own } = paid.params;
    paymentSecrets.push(...Object.values(own));
  } else {
    const started = createCheckoutResponseSchema.parse(await (await ok(await client.post('/api/subscription/create-checkout', { plan: 'premium' }), 'checkout')).json());
    checkoutId = new URL(started.checkoutUrl).pathname.split('/').pop() ?? '';
    paymentSecrets.push(started.requestId);
  }

  const card = cardSchema.parse(await (await ok(await client.post('/api/cards', CARD_INPUT), 'card')).json());
  const coachText = `coachsentinel${tag} what should I text them?`;
  const coachImageMessageId = premium ? await coachThroughApi(client, coachText) : await coachInDatabase(t, userId, coachText);

  const unlockedMatchId = await freshMatch(db, userId);
  await ok(await client.post(`/api/matches/${unlockedMatchId}/unlock`), 'unlock');

  const sessions = await db.selectFrom('session').select('token').where('userId', '=', userId).execute();
  const secrets = new Set([
    email,
    sentinelBirthDate(tag),
    `aboutsentinel${tag}`,
    `seeksentinel${tag}`,
    `answersentinel${tag}`,
    `essentialsentinel${tag}`,
    s.instagram,
    s.linkedin,
    `cal-sentinel-${tag}`,
    pushEndpoint,
    keys.p256dh,
    keys.auth,
    `coachsentinel${tag}`,
    coachImageMessageId,
    checkoutId,
    card.id,
    ...paymentSecrets,
    ...sessions.map((row) => row.token),
  ]);
  return { role, tag, userId, email, password, client, premium, secrets, cardId: card.id, pushEndpoint, coachImageMessageId, checkoutId, returnParams, unlockedMatchId };
}

/** A premium dater asks the coach about a screenshot; returns the id of their message with the image. */
async function coachThroughApi(client: TestClient, message: string): Promise<string> {
  const image = `data:image/jpeg;base64,${(await smallJpeg()).toString('base64')}`;
  const response = await ok(await client.post('/api/coach/messages', { message, image, preset: 'screenshot-advice' }), 'coach message');
  const done = (await readEvents(response)).find((event) => event.event === 'done');
  const id = (done?.data.userMessage as { id?: string } | undefined)?.id;
  if (!id) throw new Error('the coach did not finish its reply');
  return id;
}

/** A free dater's conversation from when they were premium: written straight to storage and the table. */
async function coachInDatabase(t: TestApp, userId: string, message: string): Promise<string> {
  const key = `coach/${userId}/${Date.now()}-matrix.jpg`;
  await createStorage(t.config).put(key, await smallJpeg(), 'image/jpeg');
  const row = await t.database.db
    .insertInto('coach_messages')
    .values({ user_id: userId, role: 'user', content: message, preset: null, image_path: key, created_at: new Date() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
