import { registerSW } from 'virtual:pwa-register';

/** Browsers look for a new worker on navigation; a dater who keeps the app open gets an hourly look too. */
const UPDATE_CHECK_MS = 60 * 60_000;

let needRefresh = false;
let applyUpdate: (() => Promise<void>) | null = null;
const listeners = new Set<() => void>();

function setNeedRefresh(value: boolean) {
  needRefresh = value;
  listeners.forEach((listener) => listener());
}

/**
 * Registers the service worker (production builds only: the dev server has no worker). A new
 * version waits until the dater chooses "Reload", so a screen is never swapped under their thumb.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator) || applyUpdate) return;
  const update = registerSW({
    onNeedRefresh: () => setNeedRefresh(true),
    // The page reloads itself below, also in the first session after install, where workbox-window
    // would not (it only reloads pages that had a controller when they registered).
    onNeedReload: () => undefined,
    onRegisteredSW: (_url, registration) => {
      if (!registration) return;
      window.setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS);
    },
    onRegisterError: (error: unknown) => console.warn('The service worker could not be registered', error),
  });
  // Tells the waiting worker to take over; the page reloads once the new worker controls it.
  applyUpdate = () => {
    navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
    return update(true);
  };
}

/** The update banner's store (hooks/use-service-worker-update.ts); plain functions, so that registering needs no React. */
export function subscribeToUpdate(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isUpdateWaiting(): boolean {
  return needRefresh;
}

export function dismissUpdate(): void {
  setNeedRefresh(false);
}

export function applyWaitingUpdate(): Promise<void> | undefined {
  return applyUpdate?.();
}
