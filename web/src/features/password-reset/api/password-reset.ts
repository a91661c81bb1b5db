import type { RequestPasswordResetBody, ResetPasswordBody } from '@kindred/contract';
import { request } from '../../../shared/api/http';

/**
 * POST /api/auth/request-password-reset. The answer is the same whether or not the address has
 * an account, so there is nothing in it to read: success means "if it exists, a link is on its way".
 */
export async function requestPasswordReset(body: RequestPasswordResetBody): Promise<void> {
  await request('/api/auth/request-password-reset', { method: 'POST', body, schema: 'anyBodySchema' });
}

/** POST /api/auth/reset-password: spends the link's token on the new password, and ends every session. */
export async function resetPassword(body: ResetPasswordBody): Promise<void> {
  await request('/api/auth/reset-password', { method: 'POST', body, schema: 'anyBodySchema' });
}
