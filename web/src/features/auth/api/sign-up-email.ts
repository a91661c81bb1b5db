import type { Credentials } from '@kindred/contract';
import { request } from '../../../shared/api/http';

/**
 * POST /api/auth/sign-up/email. The server answers a new e-mail and a taken one alike, so the
 * answer cannot tell anyone whether an address has an account; a new account is signed in at
 * once, a taken one is not. So whether the dater is now signed in is read from the session
 * (GET /api/auth/get-session). Kindred asks for no name here: the first voice question does,
 * so the account starts without one rather than with an e-mail handle shown back as a name.
 */
export async function signUpEmail(credentials: Credentials): Promise<{ signedIn: boolean }> {
  await request('/api/auth/sign-up/email', {
    method: 'POST',
    // The verification e-mail's button returns to home, which says so when its link did not work.
    body: { ...credentials, name: '', callbackURL: '/home' },
    schema: 'anyBodySchema',
  });
  const signedIn = await request('/api/auth/get-session', { schema: 'sessionPresenceSchema' });
  return { signedIn };
}
