import type { NotificationSettings, SavePushSubscription } from '@kindred/contract';
import { request } from '../../../shared/api/http';

/**
 * POST /api/push/subscriptions: saves this device for the dater (its `subscription.toJSON()`); the
 * server also records notifications as allowed and the permission as granted. Called from the
 * enable flow (use-push-device.ts), which writes the answer into the settings cache itself.
 */
export function savePushSubscription(body: SavePushSubscription): Promise<NotificationSettings> {
  return request('/api/push/subscriptions', { method: 'POST', body, schema: 'notificationSettingsSchema' });
}
