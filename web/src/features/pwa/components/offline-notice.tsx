import { WifiOff } from 'lucide-react';
import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { StatusScreen } from '../../../shared/ui/status-screen';
import { useOnline } from '../hooks/use-online';
import { OFFLINE_TEXTS } from '../lib/offline-texts';
import styles from './offline-notice.module.css';

/**
 * How many full offline screens are showing. While one is, the bar stays away: a dater sees one
 * offline notice, never the same words twice.
 */
let screensShown = 0;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * A thin bar above the screen while the device is offline. It sits in the page's flow (it pushes
 * the screen down by its height instead of covering anything), and the screen below keeps showing
 * what this device already holds. It leaves by itself when the connection is back.
 */
export function OfflineNotice() {
  const online = useOnline();
  const screenShowing = useSyncExternalStore(subscribe, () => screensShown > 0, () => false);
  if (online || screenShowing) return null;
  return (
    <div className={styles.bar} role="status">
      <WifiOff size={18} aria-hidden="true" className={styles.icon} />
      <p className={styles.text}>
        <strong>{OFFLINE_TEXTS.title}</strong> {OFFLINE_TEXTS.body}
      </p>
    </div>
  );
}

/** The same notice as a whole screen, for when there is nothing on this device to show instead. */
export function OfflineScreen({ actions }: { actions?: ReactNode }) {
  useEffect(() => {
    screensShown += 1;
    notify();
    return () => {
      screensShown -= 1;
      notify();
    };
  }, []);
  return (
    <StatusScreen title={OFFLINE_TEXTS.title} actions={actions}>
      <p>{OFFLINE_TEXTS.body}</p>
    </StatusScreen>
  );
}
