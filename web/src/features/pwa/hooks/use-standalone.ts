import { useSyncExternalStore } from 'react';
import { detectInstallPlatform, isRunningStandalone, type InstallPlatform } from '../lib/platform';

const STANDALONE_QUERY = '(display-mode: standalone)';

function readStandalone(): boolean {
  if (typeof window === 'undefined') return false;
  const navigatorStandalone = (navigator as Navigator & { standalone?: boolean }).standalone;
  return isRunningStandalone(window.matchMedia?.(STANDALONE_QUERY).matches ?? false, navigatorStandalone);
}

function subscribe(onChange: () => void) {
  const query = window.matchMedia?.(STANDALONE_QUERY);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** True when Kindred runs as an installed app; the install dialog never shows there. */
export function useIsStandalone(): boolean {
  return useSyncExternalStore(subscribe, readStandalone, () => false);
}

export function currentInstallPlatform(): InstallPlatform {
  return detectInstallPlatform(navigator.userAgent, navigator.maxTouchPoints);
}
