// The installable-app feature's public surface; the app composes from here only.
export { InstallDialog } from './components/install-dialog';
export { OfflineNotice } from './components/offline-notice';
export { OfflineScreen } from './components/offline-screen';
export { UpdateBanner } from './components/update-banner';
export { startInstallPromptCapture } from './hooks/install-prompt-store';
export { isOnlineNow, listenToWorker } from './hooks/use-online';
export { useIsStandalone } from './hooks/use-standalone';
export { registerServiceWorkerWhenLoaded } from './lib/register-when-loaded';
