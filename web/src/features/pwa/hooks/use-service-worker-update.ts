import { useSyncExternalStore } from 'react';
import { applyWaitingUpdate, dismissUpdate, isUpdateWaiting, subscribeToUpdate } from '../lib/service-worker-registration';

/** Whether a new version waits to take over, and the banner's two answers to it. */
export function useServiceWorkerUpdate() {
  const updateAvailable = useSyncExternalStore(subscribeToUpdate, isUpdateWaiting, () => false);
  return { updateAvailable, reload: applyWaitingUpdate, dismiss: dismissUpdate };
}
