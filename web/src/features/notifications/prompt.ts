// What the signed-in layout needs to ask about notifications on every screen. Kept apart from
// index.ts, whose settings screen would otherwise sit on every screen's critical path. The prompt's
// own code is fetched with loadNotificationPrompt after the screen has drawn: it opens 3 s after
// the app starts at the earliest, and for most daters never.
export { useNotificationSettings } from './api/get-notification-settings';
export { useUpdateNotificationSettings } from './api/update-notification-settings';
export { useNotificationPrompt } from './hooks/use-notification-prompt';
export const loadNotificationPrompt = async () => (await import('./components/notification-prompt')).NotificationPrompt;
