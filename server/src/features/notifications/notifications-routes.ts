import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  deletePushSubscriptionSchema,
  notificationSettingsSchema,
  okResponseSchema,
  pushConfigSchema,
  savePushSubscriptionSchema,
  updateNotificationSettingsSchema,
} from '@kindred/contract';
import { currentUser } from '../../http/session-guard.js';
import type { NotificationsService } from './notifications-service.js';

const tags = ['notifications'];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };

export const notificationsRoutes: FastifyPluginAsyncZod<{ notifications: NotificationsService }> = async (app, { notifications }) => {
  app.get('/api/push/config', { schema: { tags, summary: 'The public VAPID key browsers subscribe with', response: { 200: pushConfigSchema, ...errors } } }, async () => ({
    publicKey: notifications.publicKey,
  }));

  app.post(
    '/api/push/subscriptions',
    { schema: { tags, summary: "Saves this device's push subscription for the dater", body: savePushSubscriptionSchema, response: { 200: notificationSettingsSchema, ...errors } } },
    async (request) => notifications.subscribe(currentUser(request).id, request.body, request.headers['user-agent'] ?? null),
  );

  app.delete(
    '/api/push/subscriptions',
    { schema: { tags, summary: "Removes one of the dater's own devices", body: deletePushSubscriptionSchema, response: { 200: okResponseSchema, ...errors } } },
    async (request) => {
      await notifications.unsubscribe(currentUser(request).id, request.body.endpoint);
      return { ok: true as const };
    },
  );

  app.get('/api/notifications/settings', { schema: { tags, summary: 'Notification and install prompt state', response: { 200: notificationSettingsSchema, ...errors } } },
    async (request) => notifications.settings(currentUser(request).id));

  app.put(
    '/api/notifications/settings',
    { schema: { tags, summary: 'Records a prompt answer or a change of mind', body: updateNotificationSettingsSchema, response: { 200: notificationSettingsSchema, ...errors } } },
    async (request) => notifications.updateSettings(currentUser(request).id, request.body),
  );
};
