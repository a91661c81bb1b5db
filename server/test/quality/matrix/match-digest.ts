import { unsubscribeToken } from '../../../src/features/match-digest/unsubscribe-token.js';
import { PUBLIC_OK, SIGNED_IN_OK, type CellContext, type Matrix } from '../support/cell.js';

/** The unsubscribe link of the subject's digest, signed with the test server's secret. */
function unsubscribePath({ world, subject }: CellContext): string {
  return `/api/match-digest/unsubscribe?token=${encodeURIComponent(unsubscribeToken(world.t.config.sessionSecret ?? '', subject.userId))}`;
}

/**
 * "New match e-mails" is the dater's own setting. The e-mail's unsubscribe link is for anyone
 * holding it, signed in or not: its signed token names the dater and is the only proof asked for,
 * since a mail provider posts it with no session (RFC 8058). Each cell turns the setting back on.
 */
export const matchDigestMatrix: Matrix = {
  'GET /api/match-digest': { expect: SIGNED_IN_OK, request: () => ({ path: '/api/match-digest' }) },
  'PUT /api/match-digest': { expect: SIGNED_IN_OK, request: () => ({ path: '/api/match-digest', json: { enabled: true, timeZone: 'Europe/Lisbon' } }) },
  'GET /api/match-digest/unsubscribe': { expect: PUBLIC_OK, request: (ctx) => ({ path: unsubscribePath(ctx) }) },
  'POST /api/match-digest/unsubscribe': {
    expect: PUBLIC_OK,
    request: (ctx) => ({ path: unsubscribePath(ctx), raw: { body: 'List-Unsubscribe=One-Click', contentType: 'application/x-www-form-urlencoded' } }),
    after: async ({ world, subject }) => {
      await world.t.database.db.updateTable('match_digest').set({ enabled: true }).where('user_id', '=', subject.userId).execute();
    },
  },
};
