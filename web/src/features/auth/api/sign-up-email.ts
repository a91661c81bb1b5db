import type { Credentials } from '@kindred/contract';
import { anyBodySchema, request } from '../../../shared/api/http';

/**
 * POST /api/auth/sign-up/email. Signing up also signs the new dater in. The spec asks for no name
 * here: the first voice question does, so the account starts without one rather than with an
 * e-mail handle that would be shown back to the dater as if it were their name.
 */
export async function signUpEmail(credentials: Credentials): Promise<void> {
  await request('/api/auth/sign-up/email', {
    method: 'POST',
    body: { ...credentials, name: '' },
    schema: anyBodySchema,
  });
}
