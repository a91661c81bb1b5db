import type { ModerationNotice } from '@kindred/contract';
import { request } from '../../../shared/api/http';

// The dater's own side (this call, the notice, the acknowledgement and sign-out) is all a
// suspended or banned dater may still call.

/** POST /api/moderation-notice/appeal: once per sanction (a second one is 409 APPEAL_ALREADY_SENT). */
export function sendAppeal(text: string): Promise<ModerationNotice> {
  return request('/api/moderation-notice/appeal', { method: 'POST', body: { text }, schema: 'moderationNoticeSchema' });
}
