import { request } from '../../../shared/api/http';

/** POST /api/moderation-notice/acknowledge: a warning read; it stops showing. */
export function acknowledgeWarning(): Promise<{ ok: true }> {
  return request('/api/moderation-notice/acknowledge', { method: 'POST', body: {}, schema: 'acknowledgeResponseSchema' });
}
