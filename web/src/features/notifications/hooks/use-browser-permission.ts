import type { NotificationPermissionStatus } from '@kindred/contract';
import { useSyncExternalStore } from 'react';
import { browserPermission, isPushSupported } from '../lib/push-device';

/** Follows changes the dater makes in the browser's site settings while the app is open. */
function subscribe(onChange: () => void): () => void {
  if (!isPushSupported() || !navigator.permissions) return () => {};
  let status: PermissionStatus | null = null;
  let cancelled = false;
  navigator.permissions
    .query({ name: 'notifications' })
    .then((result) => {
      if (cancelled) return;
      status = result;
      status.addEventListener('change', onChange);
    })
    .catch(() => undefined);
  return () => {
    cancelled = true;
    status?.removeEventListener('change', onChange);
  };
}

/** The browser's notification permission, kept current. */
export function useBrowserPermission(): NotificationPermissionStatus {
  return useSyncExternalStore(subscribe, browserPermission, () => 'default');
}
