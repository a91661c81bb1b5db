import { TestClient, uniqueEmail } from '../../support/http-client.js';
import { waitForOutboxMail } from '../../support/outbox-mail.js';
import { SIGNED_IN_OK, type Matrix } from '../support/cell.js';
import type { World } from '../support/world.js';

const ALL_302 = { anonymous: 302, other: 302, owner: 302, free: 302, premium: 302 } as const;

/**
 * The verification link from a throwaway sign-up's e-mail, read from the outbox: the matrix
 * daters are verified already. The link is the path and query the e-mail holds, callbackURL and all.
 */
async function freshVerificationLink(world: World): Promise<string> {
  const email = uniqueEmail('matrix-verify');
  await new TestClient(world.t.baseUrl).signUp(email);
  const mail = await waitForOutboxMail(world.t.config.dataDir, email, (entry) => entry.text.includes('/api/auth/verify-email?'));
  const link = /https?:\/\/\S+\/api\/auth\/verify-email\?\S+/.exec(mail.text)?.[0] ?? '';
  const url = new URL(link);
  return url.pathname + url.search;
}

/**
 * Verified addresses (decision 054). The matrix daters are verified, so a code or a resend is a
 * 200 or a 409 for every signed-in column: the routes answer about oneself only. The library's
 * verify-email link is public: it is opened from the e-mail, often in a browser with no session,
 * and its signed token is the proof; it verifies the address it names and sends the browser on.
 */
export const emailVerificationMatrix: Matrix = {
  'GET /api/email-verification': { expect: SIGNED_IN_OK, request: () => ({ path: '/api/email-verification' }) },
  'POST /api/email-verification/code': {
    expect: { anonymous: 401, other: 200, owner: 200, free: 200, premium: 200 },
    request: () => ({ path: '/api/email-verification/code', json: { code: '123456' } }),
  },
  'POST /api/email-verification/resend': {
    expect: { anonymous: 401, other: 409, owner: 409, free: 409, premium: 409 },
    request: () => ({ path: '/api/email-verification/resend', json: {} }),
  },
  'GET /api/auth/verify-email': { expect: ALL_302, request: async ({ world }) => ({ path: await freshVerificationLink(world) }) },
};
