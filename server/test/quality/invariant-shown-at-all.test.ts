import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchListResponseSchema, type MatchSummary } from '@kindred/contract';
import { birthDateFor } from '../support/daters.js';
import { TestClient } from '../support/http-client.js';
import { imageForm, png } from '../support/images.js';
import { matchPair, signedInDater, type SignedInDater } from '../support/moderation.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { endGrace, verificationCodeFromOutbox } from '../support/verified-address.js';
import { CARD_INPUT, cardPng } from './support/fixtures.js';
import { inventory, routeKey } from './support/route-inventory.js';

/**
 * "Shown at all" (docs/security.md): one rule decides whether a dater may be shown to another,
 * and every route that returns another dater's fields or files, or acts on another dater, keeps
 * it. The rule: onboarded, an adult, not suspended, banned or deleted, not hidden by the automatic
 * protection, of a verified address (or in an older account's grace), and not blocked by the viewer. This test lists every route the server has: each is
 * either probed below against each way of failing the rule, or named as one that never returns
 * another dater, with why. A new route that is neither fails the first test.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

/** What the viewer held of the other dater while the pair was shown, to probe with afterwards. */
interface Scene {
  viewer: SignedInDater;
  other: SignedInDater;
  /** The viewer's match row with the other dater, and the other's with the viewer. */
  viewerMatchId: string;
  otherMatchId: string;
  photoUrl: string;
  cardId: string;
  /** Strings that only the other dater's data holds: none may reach the viewer once the rule fails. */
  sentinels: string[];
}

type Probe = (scene: Scene) => Promise<string[]>;

/** A probe's failures, each naming the route: an empty list is a pass. */
const expectStatus = async (label: string, response: Response, wanted: number[]): Promise<string[]> =>
  wanted.includes(response.status) ? [] : [`${label}: answered ${response.status}, wanted ${wanted.join(' or ')}: ${(await response.text()).slice(0, 160)}`];

const leaks = (label: string, text: string, sentinels: string[]) => sentinels.filter((s) => text.includes(s)).map((s) => `${label}: carries "${s}"`);

/**
 * Every route that returns another dater's fields or files, or acts on another dater, and how to
 * check from the viewer's side that it no longer does once the other dater fails the rule.
 */
const SHOWS_ANOTHER_DATER: Record<string, Probe> = {
  'GET /api/matches': async ({ viewer, sentinels }) => {
    const response = await viewer.client.get('/api/matches');
    const text = await response.text();
    return [...(await expectStatus('the match list', new Response(text, { status: response.status }), [200])), ...leaks('the match list (and stories)', text, sentinels)];
  },
  'GET /api/matches/:matchId': async ({ viewer, viewerMatchId, sentinels }) => {
    const response = await viewer.client.get(`/api/matches/${viewerMatchId}`);
    const text = await response.text();
    return [...(await expectStatus('the detail', new Response(text, { status: response.status }), [404])), ...leaks('the detail', text, sentinels)];
  },
  'POST /api/matches/:matchId/unlock': async ({ viewer, viewerMatchId, sentinels }) => {
    const response = await viewer.client.post(`/api/matches/${viewerMatchId}/unlock`);
    const text = await response.text();
    return [...(await expectStatus('the unlock', new Response(text, { status: response.status }), [404])), ...leaks('the unlock', text, sentinels)];
  },
  'POST /api/matches/:matchId/view': async ({ viewer, viewerMatchId }) => expectStatus('marking viewed', await viewer.client.post(`/api/matches/${viewerMatchId}/view`), [404]),
  'POST /api/matches/:matchId/super-like': async ({ viewer, viewerMatchId }) => expectStatus('a super like', await viewer.client.post(`/api/matches/${viewerMatchId}/super-like`), [404]),
  'GET /api/media/*': async ({ viewer, photoUrl }) => [
    ...(await expectStatus('the photo by its old address', await viewer.client.get(photoUrl), [404])),
    ...(await expectStatus('a smaller copy of the photo', await viewer.client.get(`${photoUrl}?w=320`), [404])),
    ...(await expectStatus("the photo's blurred copy (decision 044)", await viewer.client.get(`${photoUrl}.blur.webp`), [404])),
  ],
  'GET /api/public/cards/:cardId': async ({ cardId, sentinels }) => {
    const response = await new TestClient(t.baseUrl).get(`/api/public/cards/${cardId}`);
    const text = await response.text();
    return [...(await expectStatus('the public card', new Response(text, { status: response.status }), [404])), ...leaks('the public card', text, sentinels)];
  },
  'GET /api/public/cards/:cardId/image.png': async ({ cardId }) => [
    ...(await expectStatus('the public card image', await new TestClient(t.baseUrl).get(`/api/public/cards/${cardId}/image.png`), [404])),
    ...(await expectStatus('a smaller public card image', await new TestClient(t.baseUrl).get(`/api/public/cards/${cardId}/image.png?w=320`), [404])),
  ],
  'GET /share/:cardId': async ({ cardId, sentinels }) => {
    const response = await new TestClient(t.baseUrl).get(`/share/${cardId}`);
    const text = await response.text();
    return [...(await expectStatus('the share page', new Response(text, { status: response.status }), [404])), ...leaks('the share page', text, sentinels)];
  },
  'GET /api/meeting-feedback': async ({ viewer, sentinels }) => {
    const response = await viewer.client.get('/api/meeting-feedback');
    const text = await response.text();
    return [...(await expectStatus('"Did you meet?"', new Response(text, { status: response.status }), [200])), ...leaks('"Did you meet?"', text, sentinels)];
  },
  'PUT /api/meeting-feedback/:matchId': async ({ viewer, viewerMatchId }) =>
    expectStatus('an answer to "Did you meet?"', await viewer.client.request('PUT', `/api/meeting-feedback/${viewerMatchId}`, { met: 'not_yet' }), [404]),
  'GET /api/account/export': async ({ viewer, sentinels }) => {
    const response = await viewer.client.get('/api/account/export');
    const text = await response.text();
    return [...(await expectStatus('the data export', new Response(text, { status: response.status }), [200])), ...leaks('the data export', text, sentinels)];
  },
  // Last: on code that lets them through, these two end the match, which would hide the rest.
  'POST /api/matches/:matchId/report': async ({ viewer, viewerMatchId }) =>
    expectStatus('a report', await viewer.client.post(`/api/matches/${viewerMatchId}/report`, { reason: 'other', comment: 'probe' }), [404]),
  'DELETE /api/matches/:matchId': async ({ viewer, viewerMatchId }) => expectStatus('a removal', await viewer.client.request('DELETE', `/api/matches/${viewerMatchId}`), [404]),
};

/**
 * Routes that never return another dater, by why. The moderation console is here on purpose: it
 * shows a case's daters to moderators whatever their standing (judging a suspended or banned
 * dater's appeal is its purpose), under the console's own rule of an open case (decision 040),
 * and never to a dater.
 */
// dprint-ignore: a table of routes by what they show, grouped a few to a line.
const NEVER_SHOWS_ANOTHER_DATER: Record<string, string[]> = {
  'the signed-in dater\'s own account, profile, settings and answers': [
    'GET /api/me', 'POST /api/session/finalize', 'GET /api/profile', 'PATCH /api/profile', 'POST /api/profile/images/:kind', 'DELETE /api/profile/images/:kind',
    'GET /api/profile/birth-date', 'PUT /api/profile/birth-date', 'GET /api/profile/essentials', 'PUT /api/profile/essentials/:key', 'POST /api/profile/essentials/confirm', 'PUT /api/profile/preference-description',
    'POST /api/profile/interests', 'GET /api/onboarding', 'POST /api/onboarding/gender', 'PUT /api/onboarding/answers/:question', 'POST /api/onboarding/complete',
    'GET /api/preferences', 'PUT /api/preferences', 'POST /api/preferences/liquidity', 'DELETE /api/account', 'POST /api/voice/transcriptions', 'POST /api/feedback',
    'GET /api/change-password', 'POST /api/change-password', 'GET /api/change-email', 'POST /api/change-email', 'GET /api/match-digest', 'PUT /api/match-digest',
      'GET /api/email-verification', 'POST /api/email-verification/code', 'POST /api/email-verification/resend',
    'GET /api/unlocks', 'GET /api/unlocks/privacy', 'PUT /api/unlocks/privacy', 'GET /api/notifications/settings', 'PUT /api/notifications/settings',
    'GET /api/push/config', 'POST /api/push/subscriptions', 'DELETE /api/push/subscriptions', 'GET /api/moderation-notice', 'POST /api/moderation-notice/acknowledge',
    'POST /api/moderation-notice/appeal', 'GET /api/selfie-verification', 'GET /api/selfie-verification/photo', 'POST /api/selfie-verification/requests',
    'POST /api/selfie-verification/requests/:requestId/photo', 'GET /api/cards/mine', 'POST /api/cards', 'PUT /api/cards/:cardId', 'PUT /api/cards/:cardId/image',
    'GET /api/coach/conversation', 'POST /api/coach/messages', 'DELETE /api/coach/conversation', 'GET /api/coach/images/:messageId', 'GET /api/affiliate',
  ],
  'a search: its progress and the number of new matches, never who': ['POST /api/matches/searches', 'GET /api/matches/searches/:searchId'],
  "the e-mail change's links: the dater's own new address, or a yes, never another dater": ['POST /api/change-email/confirm', 'POST /api/change-email/undo'],
  "the new-match e-mail's unsubscribe link: a page and a switch, never a dater": ['GET /api/match-digest/unsubscribe', 'POST /api/match-digest/unsubscribe'],
  'the home city search: places from the bundled gazetteer, never a dater': ['GET /api/places'],
  'payments: the dater\'s own plan and checkouts, and the provider\'s signed webhooks': [
    'GET /api/subscription', 'POST /api/subscription/create-checkout', 'POST /api/subscription/verify-return', 'POST /api/subscription/cancel', 'POST /api/webhooks/:provider',
    'GET /api/payments/sandbox/checkouts/:checkoutId', 'POST /api/payments/sandbox/checkouts/:checkoutId/pay', 'POST /api/payments/sandbox/checkouts/:checkoutId/cancel',
  ],
  'sign-in, the session and public settings': [
    'POST /api/auth/sign-in/email', 'POST /api/auth/sign-up/email', 'POST /api/auth/sign-in/social', 'GET /api/auth/get-session', 'POST /api/auth/sign-out',
    'GET /api/auth/callback/:provider', 'POST /api/auth/callback/:provider', 'GET /api/auth/error', 'GET /api/public-config', 'GET /healthz',
    'POST /api/auth/request-password-reset', 'POST /api/auth/reset-password', 'GET /api/auth/verify-email',
  ],
  'the moderation console, for moderators only, under its own rule of an open case': [
    'GET /api/moderation/reports', 'POST /api/moderation/reports/:reportId/action', 'GET /api/moderation/appeals', 'POST /api/moderation/appeals/:appealId/resolve',
    'GET /api/moderation/audit', 'GET /api/moderation/selfies', 'GET /api/moderation/selfies/:checkId/profile-photo', 'GET /api/moderation/selfies/:checkId/selfie',
    'POST /api/moderation/selfies/:checkId/approve', 'POST /api/moderation/selfies/:checkId/reject',
  ],
};

/** The share card's public link: anyone may open it signed out, so only the owner's own standing hides it. */
const PUBLIC_LINKS = ['GET /api/public/cards/:cardId', 'GET /api/public/cards/:cardId/image.png', 'GET /share/:cardId'];

let sceneCount = 0;

/** A matched pair, each side unlocked by the viewer, with a photo, a card and handles worth hiding. */
async function scene(): Promise<Scene> {
  sceneCount += 1;
  const tag = `shown${sceneCount}x${Date.now().toString(36)}`;
  const viewer = await signedInDater(t, { gender: 'male', name: 'Viewer', age: 31 }, 'viewer');
  const other = await signedInDater(t, { gender: 'female', name: `Zanele${tag}`, age: 31 }, 'other');
  await t.database.db
    .updateTable('profiles')
    .set({ instagram: `insta.${tag}`, linkedin: `linkedin-${tag}`, calendly: `cal-${tag}`, bio: `Bio${tag} about trails and books.`, country: 'ZA' })
    .where('user_id', '=', other.userId)
    .execute();
  const upload = await other.client.upload('/api/profile/images/profile', imageForm(await png(), 'me.png', 'image/png'));
  expect(upload.status).toBe(200);
  const card = (await (await other.client.post('/api/cards', CARD_INPUT)).json()) as { id: string };
  expect((await other.client.request('PUT', `/api/cards/${card.id}/image`, new Uint8Array(await cardPng()), { 'content-type': 'image/png' })).status).toBe(200);
  const { aMatchId: viewerMatchId, bMatchId: otherMatchId } = await matchPair(t, viewer.userId, other.userId);
  expect((await viewer.client.post(`/api/matches/${viewerMatchId}/unlock`)).status).toBe(200);
  // "Did you meet?" is due two days after an unlock.
  await t.database.db.updateTable('monthly_unlocks').set({ unlocked_at: new Date(Date.now() - 3 * 86_400_000) }).where('match_id', '=', viewerMatchId).execute();
  const list = matchListResponseSchema.parse(await (await viewer.client.get('/api/matches')).json()).matches;
  const seen = list.find((m: MatchSummary) => m.id === viewerMatchId);
  expect(seen?.handles?.instagram).toBe(`insta.${tag}`);
  const photoUrl = seen?.imageUrl ?? '';
  expect(photoUrl).toMatch(/^\/api\/media\/profiles\//);
  expect((await viewer.client.get(photoUrl)).status).toBe(200);
  expect((await viewer.client.get(`${photoUrl}.blur.webp`)).status).toBe(200);
  expect((await new TestClient(t.baseUrl).get(`/api/public/cards/${card.id}`)).status).toBe(200);
  return { viewer, other, viewerMatchId, otherMatchId, photoUrl, cardId: card.id, sentinels: [`Zanele${tag}`, `insta.${tag}`, `linkedin-${tag}`, `cal-${tag}`, `Bio${tag}`, photoUrl] };
}

const DAY_MS = 86_400_000;
async function hold(s: Scene, cause: 'suspend' | 'ban' | 'reports', until: Date | null): Promise<void> {
  await t.database.db.insertInto('moderation_holds').values({ user_id: s.other.userId, cause, until }).execute();
}

/**
 * Each way a dater fails the rule, made as the product makes it where a dater or moderator can.
 * `selfServe` says whether the failing dater can still call the API, so the other direction can
 * be probed too.
 */
const WAYS: { name: string; fail(s: Scene): Promise<void>; selfServe: boolean; betweenThePairOnly?: boolean; ownUnlock?: number }[] = [
  {
    name: 'turned under age by the allowed date-of-birth change',
    selfServe: true,
    fail: async (s) => {
      const changed = await s.other.client.request('PUT', '/api/profile/birth-date', { birthDate: birthDateFor(16), reason: 'I typed the wrong year' });
      expect(changed.status).toBe(403);
    },
  },
  { name: 'with no date of birth', selfServe: true, fail: async (s) => void (await t.database.db.updateTable('profiles').set({ birth_date: null }).where('user_id', '=', s.other.userId).execute()) },
  { name: 'not onboarded', selfServe: true,
    fail: async (s) => void (await t.database.db.updateTable('profiles').set({ onboarding_completed: false }).where('user_id', '=', s.other.userId).execute()) },
  { name: 'suspended', selfServe: false, fail: (s) => hold(s, 'suspend', new Date(Date.now() + 7 * DAY_MS)) },
  { name: 'banned', selfServe: false, fail: (s) => hold(s, 'ban', null) },
  { name: 'hidden by the automatic protection', selfServe: true, fail: (s) => hold(s, 'reports', null) },
  // Their own unlock says why (403 EMAIL_NOT_VERIFIED) rather than 404: the banner asks them to verify.
  { name: 'whose address is not verified (after the grace)', selfServe: true, ownUnlock: 403, fail: (s) => endGrace(t, s.other.userId) },
  {
    name: 'deleted',
    selfServe: false,
    fail: async (s) => expect((await s.other.client.request('DELETE', '/api/account', { confirm: 'DELETE' })).status).toBeLessThan(300),
  },
  {
    name: 'blocked by the viewer',
    selfServe: false,
    // A block is between two daters; the share card is a public link, open to anyone signed out.
    betweenThePairOnly: true,
    fail: async (s) => void (await t.database.db.insertInto('blocks').values({ blocker_id: s.viewer.userId, blocked_id: s.other.userId, reason: 'user_removed' }).execute()),
  },
];

describe('"shown at all": one rule for every route that returns another dater', () => {
  it('knows every route: each is probed below or named as one that never returns another dater', () => {
    const routes = inventory(t.app, `${t.config.dataDir}/no-web-build`).map(routeKey);
    const classified = new Set([...Object.keys(SHOWS_ANOTHER_DATER), ...Object.values(NEVER_SHOWS_ANOTHER_DATER).flat()]);
    expect(routes.filter((key) => !classified.has(key)).map((key) => `${key} is not classified: does it return another dater?`)).toEqual([]);
    expect([...classified].filter((key) => !routes.includes(key))).toEqual([]);
    const both = Object.keys(SHOWS_ANOTHER_DATER).filter((key) => Object.values(NEVER_SHOWS_ANOTHER_DATER).flat().includes(key));
    expect(both).toEqual([]);
  });

  for (const way of WAYS) {
    it(`hides a dater ${way.name} on every route, from both sides`, { timeout: 120_000 }, async () => {
      const s = await scene();
      await way.fail(s);
      const failures: string[] = [];
      for (const [key, probe] of Object.entries(SHOWS_ANOTHER_DATER)) {
        if (way.betweenThePairOnly && PUBLIC_LINKS.includes(key)) continue;
        failures.push(...(await probe(s)).map((f) => `${key}: ${f}`));
      }
      expect(failures).toEqual([]);
      // Nor does the profile's match count still include them, which would tell of a sanction.
      expect(((await (await s.viewer.client.get('/api/profile')).json()) as { matchCount: number }).matchCount).toBe(0);

      if (way.selfServe) {
        // The failing dater sees no one either: their list is empty, and no unlock or photo goes through.
        const theirs = matchListResponseSchema.parse(await (await s.other.client.get('/api/matches')).json()).matches;
        expect(theirs.map((m) => m.id)).not.toContain(s.otherMatchId);
        expect((await s.other.client.post(`/api/matches/${s.otherMatchId}/unlock`)).status).toBe(way.ownUnlock ?? 404);
      }
    });
  }

  it('brings a suspended dater back when the suspension ends, with the unlock as it was', { timeout: 120_000 }, async () => {
    const s = await scene();
    await hold(s, 'suspend', new Date(Date.now() + DAY_MS));
    expect(matchListResponseSchema.parse(await (await s.viewer.client.get('/api/matches')).json()).matches.map((m) => m.id)).not.toContain(s.viewerMatchId);
    await t.database.db.updateTable('moderation_holds').set({ until: new Date(Date.now() - 1000) }).where('user_id', '=', s.other.userId).execute();
    const back = matchListResponseSchema.parse(await (await s.viewer.client.get('/api/matches')).json()).matches.find((m) => m.id === s.viewerMatchId);
    expect(back?.isUnlocked).toBe(true);
    expect((await s.viewer.client.get(s.photoUrl)).status).toBe(200);
  });

  it('brings a dater back when they verify with the code from their e-mail, with the unlock as it was', { timeout: 120_000 }, async () => {
    const s = await scene();
    await endGrace(t, s.other.userId);
    expect(matchListResponseSchema.parse(await (await s.viewer.client.get('/api/matches')).json()).matches.map((m) => m.id)).not.toContain(s.viewerMatchId);
    const code = await verificationCodeFromOutbox(t, s.other.email);
    expect((await s.other.client.post('/api/email-verification/code', { code })).status).toBe(200);
    const back = matchListResponseSchema.parse(await (await s.viewer.client.get('/api/matches')).json()).matches.find((m) => m.id === s.viewerMatchId);
    expect(back?.isUnlocked).toBe(true);
    expect((await s.viewer.client.get(s.photoUrl)).status).toBe(200);
  });

  it('keeps a one-way block private: the dater who answered "Not again" loses the match, the other keeps it', { timeout: 120_000 }, async () => {
    const s = await scene();
    await t.database.db.insertInto('blocks').values({ blocker_id: s.viewer.userId, blocked_id: s.other.userId, reason: 'user_removed' }).execute();
    const theirs = matchListResponseSchema.parse(await (await s.other.client.get('/api/matches')).json()).matches;
    expect(theirs.map((m) => m.id)).toContain(s.otherMatchId);
  });
});
