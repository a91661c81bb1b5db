import type { Credentials } from '@kindred/contract';
import { request } from '../../../shared/api/http';

/**
 * POST /api/auth/sign-in/email. The session cookie is the result we need; the body is the
 * auth library's own and /api/session/finalize tells us the rest, so it is not parsed.
 */
export async function signInEmail(credentials: Credentials): Promise<void> {
  await request('/api/auth/sign-in/email', { method: 'POST', body: credentials, schema: 'anyBodySchema' });
}
