import crypto from 'node:crypto';
import { createCheckoutResponseSchema, subscriptionInfoSchema } from '@kindred/contract';
import { SANDBOX_SIGNATURE_HEADER } from '../../../src/adapters/payments/sandbox/sandbox-provider.js';
import { signWebhookBody } from '../../../src/adapters/payments/creem-wire.js';
import { makePremium } from '../../support/coach.js';
import { TestClient, uniqueEmail } from '../../support/http-client.js';
import { imageForm, png } from '../../support/images.js';
import { sandboxSecret } from '../../support/payments.js';
import { OWNED_OK, PUBLIC_OK, SIGNED_IN_OK, type CellContext, type Matrix } from '../support/cell.js';
import { createFiller } from '../support/fixtures.js';
import type { World } from '../support/world.js';

/** The auth library answers a sign-in callback with a redirect, whoever calls it. */
const ALL_302 = { anonymous: 302, other: 302, owner: 302, free: 302, premium: 302 } as const;

/** A signed-up dater of the given tier nobody else uses, for requests that end or change an account. */
async function throwaway(world: World, premium: boolean): Promise<TestClient> {
  const client = new TestClient(world.t.baseUrl);
  await client.signUp(uniqueEmail('throwaway'));
  await client.post('/api/session/finalize');
  if (premium) await makePremium(client);
  return client;
}

/** A second session of the role's dater (or none), so signing it out leaves the role signed in. */
async function secondSession({ world, actor }: CellContext): Promise<TestClient> {
  const client = new TestClient(world.t.baseUrl);
  if (actor) await client.signIn(actor.email, actor.password);
  return client;
}

/** The dater's profile photo key, uploading one first when they have none. */
export async function profileImageKey({ world, subject }: CellContext): Promise<string> {
  const read = () => world.t.database.db.selectFrom('profiles').select('image_path').where('user_id', '=', subject.userId).executeTakeFirstOrThrow();
  if (!(await read()).image_path) await subject.client.upload('/api/profile/images/profile', imageForm(await png(), 'me.png', 'image/png'));
  return (await read()).image_path ?? '';
}

/** An open report by the owner on a filler: a moderator may then see the owner's photos. */
async function ownerInOpenReport(world: World): Promise<void> {
  const reported = await createFiller(world.t.database.db);
  await world.t.database.db.insertInto('reports').values({ reporter_id: world.daters.owner.userId, reported_id: reported, reason: 'other', comment: 'A report for the matrix.' }).execute();
}

async function otherGainedNothing(world: World): Promise<void> {
  const info = subscriptionInfoSchema.parse(await (await world.daters.other.client.get('/api/subscription')).json());
  if (info.premium) throw new Error("another dater became premium with the owner's payment");
}

/** Subscription, webhooks, the sandbox checkout page, media, the auth library and account deletion. */
export const paymentsMediaAuthMatrix: Matrix = {
  'GET /api/subscription': { expect: SIGNED_IN_OK, request: () => ({ path: '/api/subscription' }) },
  'POST /api/subscription/create-checkout': {
    expect: { anonymous: 401, other: 200, owner: 409, free: 200, premium: 409 },
    request: () => ({ path: '/api/subscription/create-checkout', json: { plan: 'premium' } }),
  },
  // The owner's signed return is theirs: replayed by anyone else it verifies nothing.
  'POST /api/subscription/verify-return': {
    expect: { anonymous: 401, other: 400, owner: 200, free: 400, premium: 200 },
    request: ({ subject }) => ({ path: '/api/subscription/verify-return', json: subject.returnParams ?? { checkout_id: subject.checkoutId } }),
    afterOther: otherGainedNothing,
  },
  'POST /api/webhooks/:provider': {
    expect: PUBLIC_OK,
    request({ world }) {
      const body = JSON.stringify({ id: `evt_matrix_${crypto.randomUUID()}`, eventType: 'dispute.created', created_at: Date.now(), object: { id: 'dp_matrix' } });
      return { path: '/api/webhooks/sandbox', raw: { body, contentType: 'application/json' }, headers: { [SANDBOX_SIGNATURE_HEADER]: signWebhookBody(body, sandboxSecret(world.t)) } };
    },
  },
  'GET /api/payments/sandbox/checkouts/:checkoutId': { expect: OWNED_OK, request: ({ subject }) => ({ path: `/api/payments/sandbox/checkouts/${subject.checkoutId}` }) },
  // Premium daters' checkouts are paid already (409). Paying would make the free dater premium
  // halfway through the matrix, so the free column pays a checkout of a free dater of its own.
  'POST /api/payments/sandbox/checkouts/:checkoutId/pay': {
    expect: { anonymous: 401, other: 404, owner: 409, free: 200, premium: 409 },
    async request(ctx) {
      if (ctx.role !== 'free') return { path: `/api/payments/sandbox/checkouts/${ctx.subject.checkoutId}/pay`, json: {} };
      const client = await throwaway(ctx.world, false);
      const started = createCheckoutResponseSchema.parse(await (await client.post('/api/subscription/create-checkout', { plan: 'premium' })).json());
      return { path: `/api/payments/sandbox/checkouts/${new URL(started.checkoutUrl).pathname.split('/').pop()}/pay`, json: {}, client };
    },
    afterOther: otherGainedNothing,
  },
  'POST /api/payments/sandbox/checkouts/:checkoutId/cancel': { expect: OWNED_OK, request: ({ subject }) => ({ path: `/api/payments/sandbox/checkouts/${subject.checkoutId}/cancel`, json: {} }) },

  // The original photo: its dater only, as none of the world's matches is unlocked; another dater
  // holding a locked match with the owner gets the stranger's 404 (the blurred copy, which they may
  // load, is checked beside the matrix). The moderator sees it because the owner is in an open
  // report, the console's context, made here so the cell does not hang on the rows before it.
  'GET /api/media/*': {
    expect: { ...OWNED_OK, moderator: 200 },
    request: async (ctx) => {
      if (ctx.role === 'moderator') await ownerInOpenReport(ctx.world);
      return { path: `/api/media/${await profileImageKey(ctx)}` };
    },
  },

  'POST /api/auth/sign-in/email': {
    expect: PUBLIC_OK,
    request: ({ world, actor }) => ({ path: '/api/auth/sign-in/email', json: actor ? { email: actor.email, password: actor.password } : world.guest }),
  },
  'POST /api/auth/sign-up/email': {
    expect: PUBLIC_OK,
    request: () => ({ path: '/api/auth/sign-up/email', json: { email: uniqueEmail('matrix-signup'), password: 'a-long-enough-password', name: 'New' } }),
  },
  // Google is not configured in tests, so the auth library refuses the provider for everyone.
  'POST /api/auth/sign-in/social': {
    expect: { anonymous: 404, other: 404, owner: 404, free: 404, premium: 404 },
    request: () => ({ path: '/api/auth/sign-in/social', json: { provider: 'google', callbackURL: '/home' } }),
  },
  'GET /api/auth/get-session': { expect: PUBLIC_OK, request: () => ({ path: '/api/auth/get-session' }) },
  'POST /api/auth/sign-out': { expect: PUBLIC_OK, request: async (ctx) => ({ path: '/api/auth/sign-out', json: {}, client: await secondSession(ctx) }) },
  // No sign-in is under way, so the auth library sends everyone to its error page.
  'GET /api/auth/callback/:provider': { expect: ALL_302, request: () => ({ path: '/api/auth/callback/google?code=x&state=y' }) },
  'POST /api/auth/callback/:provider': { expect: ALL_302, request: () => ({ path: '/api/auth/callback/apple', raw: { body: 'code=x&state=y', contentType: 'application/x-www-form-urlencoded' } }) },
  'GET /api/auth/error': { expect: PUBLIC_OK, request: () => ({ path: '/api/auth/error?error=state_mismatch' }) },

  // Near the end: these change the plans and accounts the cells above rely on.
  'POST /api/subscription/cancel': {
    expect: { anonymous: 401, other: 409, owner: 200, free: 409, premium: 200 },
    request: () => ({ path: '/api/subscription/cancel', json: {} }),
  },
  // Deleting is always about oneself: each column deletes a fresh account of its tier, so the
  // matrix daters live on.
  'DELETE /api/account': {
    expect: SIGNED_IN_OK,
    request: async ({ world, role }) => ({ path: '/api/account', client: role === 'anonymous' ? undefined : await throwaway(world, role === 'owner' || role === 'premium') }),
  },
};
