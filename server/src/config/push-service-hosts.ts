/**
 * The browsers' push services, the default of PUSH_SERVICE_HOSTS: the hosts a dater's push
 * subscription may point at (see the push endpoint policy in features/notifications).
 * "*.notify.windows.com" matches any subdomain, never the bare name.
 */
export const DEFAULT_PUSH_SERVICE_HOSTS = [
  // Chrome, Edge on Android, Opera, Samsung Internet: Firebase Cloud Messaging.
  'fcm.googleapis.com',
  'android.googleapis.com',
  // Firefox: Mozilla autopush.
  'updates.push.services.mozilla.com',
  // Safari on macOS and iOS.
  'web.push.apple.com',
  // Edge on Windows: Windows Push Notification Services.
  '*.notify.windows.com',
];
