import type { NotificationPermissionStatus, NotificationSettings, SavePushSubscription, UpdateNotificationSettings } from '@kindred/contract';
import { HttpError } from '../../http/error-handler.js';
import type { NotificationsRepository } from './notifications-repository.js';
import type { PushEndpointPolicy } from './push-endpoint-policy.js';

const noProfile = () => new HttpError(404, 'Finish signing up first.', 'NO_PROFILE');

/**
 * The dater's side of notifications: their devices' push subscriptions and the prompt's answers.
 * A device is saved only at a push service we send to (the endpoint policy), and only for a dater
 * who has a profile, since the settings live on it.
 */
export function createNotificationsService(deps: { notifications: NotificationsRepository; endpoints: PushEndpointPolicy; publicKey: string }) {
  const { notifications, endpoints } = deps;

  async function settings(userId: string): Promise<NotificationSettings> {
    const row = await notifications.settings(userId);
    if (!row) throw noProfile();
    return {
      allowNotifications: row.allow_notifications,
      permissionStatus: row.notification_permission_status as NotificationPermissionStatus,
      promptedAt: row.notification_prompted_at?.toISOString() ?? null,
      dontShowAgain: row.notification_dont_show_again,
      appOnboard: row.app_onboard,
      devices: row.devices,
    };
  }

  return {
    /** The public VAPID key browsers subscribe with. */
    publicKey: deps.publicKey,

    settings,

    async subscribe(userId: string, subscription: SavePushSubscription, userAgent: string | null): Promise<NotificationSettings> {
      const refusal = endpoints.refusal(subscription.endpoint);
      if (refusal) throw new HttpError(400, refusal, 'PUSH_ENDPOINT_REFUSED');
      if (!(await notifications.settings(userId))) throw noProfile();
      await notifications.save(userId, subscription, userAgent);
      return settings(userId);
    },

    /** Only the dater's own device with that endpoint goes; another dater's is never touched. */
    async unsubscribe(userId: string, endpoint: string): Promise<void> {
      await notifications.remove(userId, endpoint);
    },

    async updateSettings(userId: string, update: UpdateNotificationSettings): Promise<NotificationSettings> {
      await notifications.updateSettings(userId, update, new Date());
      return settings(userId);
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
