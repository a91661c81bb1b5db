import type { ModerationNotice } from '@kindred/contract';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../shared/api/http';
import { moderationKeys } from './moderation-keys';

// The dater's own notice, read by home (to open a warning on the next visit) and by the notice screen.

/** GET /api/moderation-notice: the warning, suspension or ban that stands, or null. */
function getModerationNotice(signal?: AbortSignal): Promise<ModerationNotice> {
  return request('/api/moderation-notice', { schema: 'moderationNoticeSchema', signal });
}

export function moderationNoticeQueryOptions() {
  return queryOptions({
    queryKey: moderationKeys.notice,
    queryFn: ({ signal }) => getModerationNotice(signal),
    // A notice changes only by a moderator's decision; once a visit is enough to ask.
    staleTime: Infinity,
    retry: false,
  });
}
