import type { NotificationPermissionStatus } from '@kindred/contract';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { deletePushSubscription } from '../api/delete-push-subscription';
import { pushConfigQueryOptions } from '../api/get-push-config';
import { notificationsKeys } from '../api/notifications-keys';
import { savePushSubscription } from '../api/save-push-subscription';
import { updateNotificationSettings } from '../api/update-notification-settings';
import { subscribeThisDevice, thisDeviceEndpoint, unsubscribeThisDevice } from '../lib/push-device';

/** Subscribes this browser and saves it on the server; both the prompt and the settings screen use it. */
export async function subscribeAndSave(queryClient: QueryClient): Promise<void> {
  const { publicKey } = await queryClient.fetchQuery(pushConfigQueryOptions());
  const subscription = await subscribeThisDevice(publicKey);
  const settings = await savePushSubscription(subscription);
  queryClient.setQueryData(notificationsKeys.settings, settings);
  queryClient.setQueryData(notificationsKeys.thisDevice, subscription.endpoint);
}

/**
 * "Enable Notifications": ask the browser, then subscribe and save this device. A block is
 * recorded on the server; a dismissed browser prompt changes nothing. Failures reject, and the
 * caller shows the alert of docs/product-rules.md#error-catalogue.
 */
export function useEnableNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<NotificationPermissionStatus> => {
      const permission = await Notification.requestPermission();
      if (permission === 'denied') {
        queryClient.setQueryData(notificationsKeys.settings, await updateNotificationSettings({ permissionStatus: 'denied' }));
      } else if (permission === 'granted') {
        await subscribeAndSave(queryClient);
      }
      return permission;
    },
  });
}

/**
 * Switching notifications off: this browser stops listening, the server forgets it, and the
 * dater's choice turns every other device off too (the server removes them all).
 */
export function useDisableNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const endpoint = await unsubscribeThisDevice();
      if (endpoint) await deletePushSubscription(endpoint);
      queryClient.setQueryData(notificationsKeys.settings, await updateNotificationSettings({ allowNotifications: false }));
      queryClient.setQueryData(notificationsKeys.thisDevice, null);
    },
  });
}

/**
 * At sign-out, while the session still allows it: this browser stops listening and the server
 * forgets it, so a shared or borrowed phone shows no more of this dater's notifications. Their
 * choice to allow notifications stays, for their other devices and their next sign-in here.
 */
export async function forgetThisDevice(): Promise<void> {
  const endpoint = await unsubscribeThisDevice();
  if (endpoint) await deletePushSubscription(endpoint);
}

/** Whether this browser holds a push subscription right now. */
export function useThisDeviceEndpoint() {
  return useQuery({ queryKey: notificationsKeys.thisDevice, queryFn: thisDeviceEndpoint, staleTime: Infinity });
}
