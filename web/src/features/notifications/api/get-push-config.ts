import type { PushConfig } from '@kindred/contract';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../shared/api/http';
import { notificationsKeys } from './notifications-keys';

/** GET /api/push/config: the server's public VAPID key, which browsers subscribe with. */
function getPushConfig(signal?: AbortSignal): Promise<PushConfig> {
  return request('/api/push/config', { schema: 'pushConfigSchema', signal });
}

/** Fetched only when a subscription is about to be made; the key never changes while the server runs. */
export function pushConfigQueryOptions() {
  return queryOptions({
    queryKey: notificationsKeys.pushConfig,
    queryFn: ({ signal }) => getPushConfig(signal),
    staleTime: Infinity,
  });
}
