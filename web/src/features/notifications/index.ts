// The notifications feature's public surface; the app composes from here only.
export { useNotificationSettings } from './api/get-notification-settings';
export { useUpdateNotificationSettings } from './api/update-notification-settings';
export { NotificationPrompt } from './components/notification-prompt';
export { NotificationSetupScreen } from './components/notification-setup-screen';
export { useNotificationPrompt } from './hooks/use-notification-prompt';
export { forgetThisDevice } from './hooks/use-push-device';
