import type { AppealQueueResponse } from '@kindred/contract';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../shared/api/http';
import { moderationKeys } from './moderation-keys';

/** GET /api/moderation/appeals: open appeals, oldest first. */
function getAppealQueue(signal?: AbortSignal): Promise<AppealQueueResponse> {
  return request('/api/moderation/appeals', { schema: 'appealQueueResponseSchema', signal });
}

export function appealQueueQueryOptions() {
  return queryOptions({ queryKey: moderationKeys.appeals, queryFn: ({ signal }) => getAppealQueue(signal) });
}
