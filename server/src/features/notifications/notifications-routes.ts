import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  deletePushSubscriptionSchema,
  notificationSettingsSchema,
  okResponseSchema,
  pushConfigSchema,
  savePushSubscriptionSchema,
  updateNotificationSettingsSchema,
  type NotificationPermissionStatus,
  type NotificationSettings,
} from '@kindred/contract';
import { HttpError } from '../../http/error-handler.js';
import { currentUser } from '../../http/session-guard.js';
import type { PushEndpointPolicy } from './push-endpoint-policy.js';
import type { NotificationsRepository } from './notifications-repository.js';

const tags = ['notifications'];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };

export const notificationsRoutes: FastifyPluginAsyncZod<{ notifications: NotificationsRepository; endpoints: PushEndpointPolicy; publicKey: string }> = async (app, { notifications, endpoints, publicKey }) => {
  async function settingsOf(userId: string): Promise<NotificationSettings> {
    const row = await notifications.settings(userId);
    if (!row) throw new HttpError(404, 'Finish signing up first.', 'NO_PROFILE');
    return {
      allowNotifications: row.allow_notifications,
      permissionStatus: row.notification_permission_status as NotificationPermissionStatus,
      promptedAt: row.notification_prompted_at?.toISOString() ?? null,
      dontShowAgain: row.notification_dont_show_again,
      appOnboard: row.app_onboard,
      devices: row.devices,
    };
  }

  app.get('/api/push/config', { schema: { tags, summary: 'The public VAPID key browsers subscribe with', response: { 200: pushConfigSchema, ...errors } } }, async () => ({ publicKey }));

  app.post(
    '/api/push/subscriptions',
    { schema: { tags, summary: "Saves this device's push subscription for the dater", body: savePushSubscriptionSchema, response: { 200: notificationSettingsSchema, ...errors } } },
    async (request) => {
      const user = currentUser(request);
      const refusal = endpoints.refusal(request.body.endpoint);
      if (refusal) throw new HttpError(400, refusal, 'PUSH_ENDPOINT_REFUSED');
      if (!(await notifications.settings(user.id))) throw new HttpError(404, 'Finish signing up first.', 'NO_PROFILE');
      await notifications.save(user.id, request.body, request.headers['user-agent'] ?? null);
      return settingsOf(user.id);
    },
  );

  app.delete(
    '/api/push/subscriptions',
    { schema: { tags, summary: "Removes one of the dater's own devices", body: deletePushSubscriptionSchema, response: { 200: okResponseSchema, ...errors } } },
    async (request) => {
      await notifications.remove(currentUser(request).id, request.body.endpoint);
      return { ok: true as const };
    },
  );

  app.get('/api/notifications/settings', { schema: { tags, summary: 'Notification and install prompt state', response: { 200: notificationSettingsSchema, ...errors } } }, async (request) =>
    settingsOf(currentUser(request).id),
  );

  app.put(
    '/api/notifications/settings',
    { schema: { tags, summary: 'Records a prompt answer or a change of mind', body: updateNotificationSettingsSchema, response: { 200: notificationSettingsSchema, ...errors } } },
    async (request) => {
      const userId = currentUser(request).id;
      await notifications.updateSettings(userId, request.body, new Date());
      return settingsOf(userId);
    },
  );
};
