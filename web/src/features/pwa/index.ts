// The installable-app feature's public surface; the app composes from here only.
export { InstallDialog } from './components/install-dialog';
export { OfflineNotice, OfflineScreen } from './components/offline-notice';
export { UpdateBanner } from './components/update-banner';
export { startInstallPromptCapture } from './hooks/install-prompt-store';
export { registerServiceWorker } from './hooks/service-worker-store';
export { isOnlineNow } from './hooks/use-online';
export { useIsStandalone } from './hooks/use-standalone';
