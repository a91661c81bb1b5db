import { request } from '../../../shared/api/http';

/** DELETE /api/push/subscriptions: forgets this device; only the dater's own device can be removed. */
export async function deletePushSubscription(endpoint: string): Promise<void> {
  await request('/api/push/subscriptions', { method: 'DELETE', body: { endpoint }, schema: 'okResponseSchema' });
}
