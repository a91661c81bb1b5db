/** Query keys of the notifications feature. */
export const notificationsKeys = {
  settings: ['notifications', 'settings'] as const,
  pushConfig: ['notifications', 'push-config'] as const,
  /** Not an API answer: this browser's own push subscription endpoint (or null). */
  thisDevice: ['notifications', 'this-device'] as const,
};
