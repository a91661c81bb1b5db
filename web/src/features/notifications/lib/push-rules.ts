import { shouldPromptForNotifications, type NotificationPermissionStatus, type NotificationSettings } from '@kindred/contract';

/** What the app does about notifications when a signed-in dater opens it. */
export type OnLoadAction = 'none' | 'subscribe' | 'record-denied' | 'prompt';

interface OnLoadInput {
  /** Service worker, Push API and Notification API all present. */
  supported: boolean;
  /** The browser's Notification.permission right now. */
  permission: NotificationPermissionStatus;
  settings: Pick<NotificationSettings, 'allowNotifications' | 'permissionStatus' | 'promptedAt' | 'dontShowAgain'>;
  now: Date;
}

/**
 * The prompt's flow (docs/product-account.md#permission-prompt), with our settings screen in mind:
 * - already granted: make sure this device is subscribed, unless the dater switched notifications
 *   off in the app (they stay granted in the browser, but said no to us);
 * - denied: remember it, once;
 * - still "default": show the prompt when the contract's rule allows (3 s later).
 */
export function onLoadAction({ supported, permission, settings, now }: OnLoadInput): OnLoadAction {
  if (!supported) return 'none';
  if (permission === 'granted') return isSwitchedOff(settings) ? 'none' : 'subscribe';
  if (permission === 'denied') return settings.permissionStatus === 'denied' ? 'none' : 'record-denied';
  const promptedAt = settings.promptedAt ? new Date(settings.promptedAt) : null;
  const ask = shouldPromptForNotifications({
    browserPermission: permission,
    dontShowAgain: settings.dontShowAgain,
    savedStatus: settings.permissionStatus,
    promptedAt,
    now,
  });
  return ask ? 'prompt' : 'none';
}

/** The dater turned notifications off in the app after having granted them. */
export function isSwitchedOff(settings: Pick<NotificationSettings, 'allowNotifications' | 'permissionStatus'>): boolean {
  return !settings.allowNotifications && settings.permissionStatus === 'granted';
}

/** PushManager.subscribe wants the VAPID key as bytes; the server hands it out as base64url. */
export function base64UrlToBytes(base64Url: string): Uint8Array<ArrayBuffer> {
  const padding = '='.repeat((4 - (base64Url.length % 4)) % 4);
  const base64 = (base64Url + padding).replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
