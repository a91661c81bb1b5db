import { PUSH_TEXTS, type NotificationPermissionStatus } from '@kindred/contract';
import { useNotificationSettings } from '../api/get-notification-settings';
import { isSwitchedOff } from '../lib/push-rules';
import { isPushSupported } from '../lib/push-device';
import { useBrowserPermission } from './use-browser-permission';
import { useDisableNotifications, useEnableNotifications, useThisDeviceEndpoint } from './use-push-device';

export interface NotificationSetup {
  supported: boolean;
  permission: NotificationPermissionStatus;
  /** This browser holds a subscription and the dater has not switched notifications off. */
  on: boolean;
  subscribedHere: boolean;
  devices: number | undefined;
  loading: boolean;
  busy: boolean;
  enable: (onDone: (text: string) => void) => void;
  disable: (onDone: (text: string) => void) => void;
}

/** What /notification-setup shows and does: the browser's permission, this device, the switch. */
export function useNotificationSetup(): NotificationSetup {
  const supported = isPushSupported();
  const permission = useBrowserPermission();
  const settings = useNotificationSettings();
  const endpoint = useThisDeviceEndpoint();
  const enabling = useEnableNotifications();
  const disabling = useDisableNotifications();

  const subscribedHere = Boolean(endpoint.data);
  const allowed = settings.data ? !isSwitchedOff(settings.data) && settings.data.allowNotifications : false;

  return {
    supported,
    permission,
    on: supported && permission === 'granted' && subscribedHere && allowed,
    subscribedHere,
    devices: settings.data?.devices,
    loading: settings.isPending || endpoint.isPending,
    busy: enabling.isPending || disabling.isPending,
    enable: (onDone) =>
      enabling.mutate(undefined, {
        onSuccess: (result) => {
          if (result === 'granted') onDone('Notifications are on for this device');
        },
        onError: (error) => {
          console.warn('Setting up notifications failed', error);
          window.alert(PUSH_TEXTS.setupFailed);
        },
      }),
    disable: (onDone) =>
      disabling.mutate(undefined, {
        onSuccess: () => onDone('Notifications are off'),
        onError: (error) => {
          console.warn('Turning notifications off failed', error);
          window.alert('We could not turn notifications off. Please try again.');
        },
      }),
  };
}
