import type { NotificationSettings } from '@kindred/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/http';
import { notificationsKeys } from './notifications-keys';

/** GET /api/notifications/settings: the prompt's memory, the install prompt's dismissal and the device count. */
function getNotificationSettings(signal?: AbortSignal): Promise<NotificationSettings> {
  return request('/api/notifications/settings', { schema: 'notificationSettingsSchema', signal });
}

function notificationSettingsQueryOptions() {
  return queryOptions({
    queryKey: notificationsKeys.settings,
    queryFn: ({ signal }) => getNotificationSettings(signal),
    // Every change goes through this app, which writes the answer back into the cache.
    staleTime: 5 * 60_000,
  });
}

export function useNotificationSettings(options: { enabled?: boolean } = {}) {
  return useQuery({ ...notificationSettingsQueryOptions(), enabled: options.enabled ?? true });
}
