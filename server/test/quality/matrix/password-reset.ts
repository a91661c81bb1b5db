import { TestClient, uniqueEmail } from '../../support/http-client.js';
import { holdsResetLink, resetTokenIn, waitForOutboxMail } from '../../support/outbox-mail.js';
import { PUBLIC_OK, type Matrix } from '../support/cell.js';
import type { World } from '../support/world.js';

/**
 * "Forgot password?" is for someone who cannot sign in, so every role may call both routes, and
 * a session changes nothing. The link is asked for a throwaway account (a reset ends every
 * session of its dater, and the matrix daters must keep theirs) and read from the outbox.
 */
async function freshResetToken(world: World): Promise<string> {
  const email = uniqueEmail('matrix-reset');
  const client = new TestClient(world.t.baseUrl);
  await client.signUp(email);
  await client.post('/api/auth/request-password-reset', { email });
  return resetTokenIn((await waitForOutboxMail(world.t.config.dataDir, email, holdsResetLink)).text);
}

export const passwordResetMatrix: Matrix = {
  'POST /api/auth/request-password-reset': {
    expect: PUBLIC_OK,
    request: ({ actor }) => ({ path: '/api/auth/request-password-reset', json: { email: actor?.email ?? uniqueEmail('matrix-forgot') } }),
  },
  'POST /api/auth/reset-password': {
    expect: PUBLIC_OK,
    request: async ({ world }) => ({ path: '/api/auth/reset-password', json: { token: await freshResetToken(world), newPassword: 'a-long-enough-password' } }),
  },
};
