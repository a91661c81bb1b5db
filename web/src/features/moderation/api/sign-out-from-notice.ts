import { request } from '../../../shared/api/http';

/**
 * POST /api/auth/sign-out, for the notice's "Sign out": a suspended or banned dater may still end
 * their session (the auth library's routes are not behind the session guard).
 */
export function signOutFromNotice(): Promise<unknown> {
  return request('/api/auth/sign-out', { method: 'POST', body: {}, schema: 'anyBodySchema' });
}
