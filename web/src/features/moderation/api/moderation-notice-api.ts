import type { ModerationNotice } from '@kindred/contract';
import { request } from '../../../shared/api/http';

// The dater's own side: these are the only routes a suspended or banned dater may still call.

/** POST /api/moderation-notice/appeal: once per sanction (a second one is 409 APPEAL_ALREADY_SENT). */
export function sendAppeal(text: string): Promise<ModerationNotice> {
  return request('/api/moderation-notice/appeal', { method: 'POST', body: { text }, schema: 'moderationNoticeSchema' });
}

/** POST /api/moderation-notice/acknowledge: a warning read; it stops showing. */
export function acknowledgeWarning(): Promise<{ ok: true }> {
  return request('/api/moderation-notice/acknowledge', { method: 'POST', body: {}, schema: 'acknowledgeResponseSchema' });
}

/**
 * POST /api/auth/sign-out, for the notice's "Sign out": a suspended or banned dater may still end
 * their session (the auth library's routes are not behind the session guard).
 */
export function signOutFromNotice(): Promise<unknown> {
  return request('/api/auth/sign-out', { method: 'POST', body: {}, schema: 'anyBodySchema' });
}
