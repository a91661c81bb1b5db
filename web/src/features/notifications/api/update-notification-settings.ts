import type { NotificationSettings, UpdateNotificationSettings } from '@kindred/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/api/http';
import { notificationsKeys } from './notifications-keys';

/**
 * PUT /api/notifications/settings: records a prompt answer (Maybe Later stamps the time on the
 * server), a browser decision, the install prompt's dismissal, or turning notifications off (which
 * removes every device on the server).
 */
export function updateNotificationSettings(body: UpdateNotificationSettings): Promise<NotificationSettings> {
  return request('/api/notifications/settings', { method: 'PUT', body, schema: 'notificationSettingsSchema' });
}

export function useUpdateNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationSettings,
    onSuccess: (settings) => queryClient.setQueryData(notificationsKeys.settings, settings),
  });
}
