import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTHORISATION_MATRIX } from './matrix/index.js';
import { profileImageKey } from './matrix/payments-media-auth.js';
import { contextFor, expectedFor, leaksIn, ROLES, sendCell, statusMatches } from './support/cell.js';
import { profileSecrets } from './support/named-dater.js';
import { rawGet } from './support/raw-http.js';
import { inventory } from './support/route-inventory.js';
import { buildWorld, closeWorld, forbiddenFor, type World } from './support/world.js';

let world: World;
beforeAll(async () => {
  world = await buildWorld();
}, 180_000);
afterAll(async () => {
  await closeWorld(world);
});

/** Security rule 1 (docs/architecture.md#rule-1): the only routes anyone may call without a session. */
const PUBLIC_ROUTES = {
  health: ['GET /healthz'],
  'public config': ['GET /api/public-config'],
  'sign-in (the auth library)': ['POST /api/auth/sign-in/email', 'POST /api/auth/sign-up/email', 'POST /api/auth/sign-in/social', 'GET /api/auth/get-session', 'POST /api/auth/sign-out',
    'GET /api/auth/callback/:provider', 'POST /api/auth/callback/:provider', 'GET /api/auth/error'],
  '"Forgot password?" (the auth library), for someone who cannot sign in': ['POST /api/auth/request-password-reset', 'POST /api/auth/reset-password'],
  "the verification e-mail's link (the auth library), proven by its signed token": ['GET /api/auth/verify-email'],
  'payment webhooks': ['POST /api/webhooks/:provider'],
  "the e-mail change's links, proven by their single-use tokens": ['POST /api/change-email/confirm', 'POST /api/change-email/undo'],
  "the new-match e-mail's unsubscribe link, proven by its signed token": ['GET /api/match-digest/unsubscribe', 'POST /api/match-digest/unsubscribe'],
  'the share page': ['GET /share/:cardId'],
  'the public card and its image': ['GET /api/public/cards/:cardId', 'GET /api/public/cards/:cardId/image.png'],
};
/** Of those, the ones marked `config.public`; the guard leaves the others alone by their path. */
const CONFIG_PUBLIC = ['POST /api/change-email/confirm', 'POST /api/change-email/undo', 'GET /api/match-digest/unsubscribe', 'POST /api/match-digest/unsubscribe', 'GET /api/public-config',
  'GET /api/public/cards/:cardId', 'GET /api/public/cards/:cardId/image.png', 'GET /share/:cardId', 'POST /api/webhooks/:provider'];

/** Where a leaked value sits in an answer, so a failure shows which field carried it. */
const around = (text: string, needle: string) => text.slice(Math.max(0, text.indexOf(needle) - 80), text.indexOf(needle) + needle.length + 40);

const anonymousStatus = new Map<string, number>();
let cells = 0;

// Before the matrix, which clears the coach conversations these checks read.
describe('around the matrix', () => {
  it('has a leak scan that finds what it looks for', async () => {
    const ctx = contextFor(world, 'owner');
    const own = await sendCell(ctx, 'GET', { path: '/api/profile' });
    const { instagram, linkedin } = profileSecrets(world.daters.owner.tag);
    expect(leaksIn(world, 'other', own)).toEqual(expect.arrayContaining([instagram, linkedin]));
    expect(leaksIn(world, 'owner', own)).toEqual([]);
  });

  it('serves the API reference to anyone, without any dater data in it', async () => {
    for (const path of ['/api/docs/json', '/api/docs/yaml', '/api/docs/static/index.html']) {
      const response = await fetch(`${world.t.baseUrl}${path}`);
      expect(response.status, path).toBe(200);
      const text = await response.text();
      expect(forbiddenFor(world, null).filter((secret) => text.includes(secret))).toEqual([]);
    }
  });

  it('never serves a coach image through /api/media, whatever the path climbs through', async () => {
    const row = await world.t.database.db.selectFrom('coach_messages').select('image_path').where('id', '=', world.daters.owner.coachImageMessageId).executeTakeFirstOrThrow();
    const key = row.image_path ?? '';
    expect(key).toMatch(/^coach\//);
    const rest = key.slice('coach/'.length);
    const paths = [`/api/media/${key}`, `/api/media/cards/../coach/${rest}`, `/api/media/x/..%2Fcoach/${rest}`, `/api/media/%2e%2e/media/coach/${rest}`, `/api/media/./coach/${rest}`,
      `/api/media//coach/${rest}`, `/api/media/cards/%2e%2e/coach/${rest}`, `/api/media/cards%2F..%2Fcoach/${rest}`, `/api/media/profiles/x/../../coach/${rest}`];
    const served: string[] = [];
    for (const dater of [world.daters.owner, world.daters.other]) {
      for (const path of paths) {
        const response = await rawGet(world.t.baseUrl, path, dater.client.cookieHeader());
        if (response.status < 400 || response.status >= 500) served.push(`${dater.role} ${path}: ${response.status}`);
      }
    }
    expect(served).toEqual([]);
  });

  it("serves a locked match the blurred copy of a dater's photo, never the original or its widths (decision 044)", async () => {
    const key = await profileImageKey(contextFor(world, 'owner'));
    for (const role of ['other', 'free', 'premium'] as const) {
      const dater = world.daters[role];
      const match = await world.t.database.db.selectFrom('matches').select('id').where('viewer_id', '=', dater.userId).where('other_id', '=', world.daters.owner.userId).executeTakeFirstOrThrow();
      const list = (await (await dater.client.get('/api/matches')).json()) as { matches: { id: string; imageUrl: string | null; isUnlocked: boolean }[] };
      const owner = list.matches.find((m) => m.id === match.id);
      expect(owner?.isUnlocked, role).toBe(false);
      expect(owner?.imageUrl, role).toBe(`/api/media/${key}.blur.webp`);
      expect((await dater.client.get(`/api/media/${key}.blur.webp`)).status, role).toBe(200);
      for (const path of [`/api/media/${key}`, `/api/media/${key}?w=320`, `/api/media/${key}?w=640`, `/api/media/${key}?w=960`]) {
        expect((await dater.client.get(path)).status, `${role} ${path}`).toBe(404);
      }
    }
  });
});

describe('the authorisation matrix', () => {
  it('has an entry for every route the server registered, and none for a route it does not have', () => {
    const routes = inventory(world.t.app, world.webDistDir).map((route) => route.key);
    const missing = routes.filter((key) => !(key in AUTHORISATION_MATRIX)).map((key) => `route ${key} has no entry in the authorisation matrix`);
    expect(missing).toEqual([]);
    expect(Object.keys(AUTHORISATION_MATRIX).filter((key) => !routes.includes(key))).toEqual([]);
  });

  for (const [key, entry] of Object.entries(AUTHORISATION_MATRIX)) {
    it(key, { timeout: 120_000 }, async () => {
      const method = key.split(' ')[0] ?? 'GET';
      const problems: string[] = [];
      for (const role of ROLES) {
        const ctx = contextFor(world, role);
        const request = await entry.request(ctx);
        const result = await sendCell(ctx, method, request);
        cells += 1;
        if (role === 'anonymous') anonymousStatus.set(key, result.status);
        const expected = expectedFor(entry, role);
        if (!statusMatches(expected, result.status)) problems.push(`${role}: expected ${String(expected)}, got ${result.status} ${result.text.slice(0, 200)}`);
        const leaks = leaksIn(world, role === 'anonymous' ? null : role, result);
        if (leaks.length > 0) problems.push(`${role}: the answer holds another dater's private values ${leaks.join(', ')}: …${around(result.text, leaks[0] ?? '')}…`);
        if (role === 'other' || role === 'moderator') await entry.afterOther?.(world).catch((error: Error) => problems.push(`${role}: ${error.message}`));
        await entry.after?.(ctx);
      }
      expect(problems).toEqual([]);
    });
  }

  it('leaves exactly the routes of security invariant 1 open to anonymous callers', () => {
    const expected = Object.values(PUBLIC_ROUTES).flat().sort();
    const open = [...anonymousStatus].filter(([, status]) => status !== 401).map(([key]) => key).sort();
    expect(open).toEqual(expected);
    const configPublic = inventory(world.t.app, world.webDistDir).filter((route) => route.public).map((route) => route.key).sort();
    expect(configPublic).toEqual([...CONFIG_PUBLIC].sort());
    console.log(`authorisation matrix: ${Object.keys(AUTHORISATION_MATRIX).length} routes, ${cells} cells`);
  });

  it('answers HEAD as it answers GET, so leaving the HEAD twins out of the matrix hides nothing', async () => {
    const guarded = [...anonymousStatus].filter(([key, status]) => key.startsWith('GET ') && status === 401).map(([key]) => key);
    expect(guarded.length).toBeGreaterThan(10);
    for (const key of guarded) {
      const request = await (AUTHORISATION_MATRIX[key]?.request(contextFor(world, 'anonymous')) ?? { path: '/' });
      const response = await fetch(`${world.t.baseUrl}${request.path}`, { method: 'HEAD' });
      expect(response.status, key).toBe(401);
    }
  });
});
