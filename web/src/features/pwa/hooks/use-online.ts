import { useSyncExternalStore } from 'react';

/**
 * Whether the last request the service worker tried for this page reached the network. The
 * browser's own navigator.onLine is not enough: it can say online while nothing gets through (and
 * does under some emulations), so the worker reports each API read's fate (sw.ts).
 */
let reachable = true;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** The worker's report after each API read (sw.ts, NetworkReport): whether it reached the network. */
const isNetworkReport = (data: unknown): data is { reached: boolean } =>
  typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'KINDRED_NETWORK' && typeof (data as { reached?: unknown }).reached === 'boolean';

let listening = false;

/**
 * Starts hearing the worker's reports. main.tsx calls it as the app starts, so a report that
 * arrives before the offline notice has loaded is not missed; a module does nothing on import
 * (decision 027).
 */
export function listenToWorker(): void {
  if (listening || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  listening = true;
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<unknown>) => {
    if (!isNetworkReport(event.data) || event.data.reached === reachable) return;
    reachable = event.data.reached;
    notify();
  });
}

function subscribe(onChange: () => void): () => void {
  listenToWorker();
  const back = () => {
    reachable = true;
    onChange();
  };
  listeners.add(onChange);
  window.addEventListener('online', back);
  window.addEventListener('offline', onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('online', back);
    window.removeEventListener('offline', onChange);
  };
}

/** False when the browser says it is offline or the service worker's last try did not get through. */
export function isOnlineNow(): boolean {
  listenToWorker();
  return navigator.onLine && reachable;
}

export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnlineNow, () => true);
}
