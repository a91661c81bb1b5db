import type { ReportQueueResponse } from '@kindred/contract';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../shared/api/http';
import { moderationKeys } from './moderation-keys';

// The console's calls answer 403 NOT_MODERATOR to a dater who is not a moderator.

/** GET /api/moderation/reports: open reports, oldest first. */
function getReportQueue(signal?: AbortSignal): Promise<ReportQueueResponse> {
  return request('/api/moderation/reports', { schema: 'reportQueueResponseSchema', signal });
}

/**
 * The open reports. The console's header counts them and the Reports tab lists them; each tab
 * observes the query when it opens, so opening it asks the server again (another moderator may
 * have decided meanwhile, or a dater appealed).
 */
export function reportQueueQueryOptions() {
  return queryOptions({ queryKey: moderationKeys.reports, queryFn: ({ signal }) => getReportQueue(signal) });
}
