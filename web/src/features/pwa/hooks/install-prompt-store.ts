import { useSyncExternalStore } from 'react';

/** Chromium's install event; not in TypeScript's DOM library. */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
}

export type InstallOutcome = 'accepted' | 'dismissed' | 'unavailable';

interface InstallPromptSnapshot {
  /** The browser offered to install the app and we are holding that offer. */
  canPrompt: boolean;
}

let deferred: BeforeInstallPromptEvent | null = null;
let snapshot: InstallPromptSnapshot = { canPrompt: false };
const listeners = new Set<() => void>();
let started = false;

function publish(next: InstallPromptSnapshot) {
  snapshot = next;
  listeners.forEach((listener) => listener());
}

/**
 * Starts listening at app start: the browser fires `beforeinstallprompt` once, soon after load,
 * and an offer nobody caught is lost. Holding it (preventDefault) also stops Chrome's own
 * mini-infobar, so the dater is asked once, by our dialog, at a calmer moment.
 */
export function startInstallPromptCapture(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    publish({ canPrompt: true });
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    publish({ canPrompt: false });
  });
}

/** Shows the browser's own install dialog; an offer can be used once. */
export async function promptInstall(): Promise<InstallOutcome> {
  const offer = deferred;
  if (!offer) return 'unavailable';
  deferred = null;
  publish({ canPrompt: false });
  await offer.prompt();
  const choice = await offer.userChoice;
  return choice.outcome;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useInstallPrompt(): InstallPromptSnapshot {
  return useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => snapshot,
  );
}
