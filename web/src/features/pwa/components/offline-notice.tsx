import { WifiOff } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { useOnline } from '../hooks/use-online';
import { isOfflineScreenShowing, subscribeToOfflineScreens } from '../lib/offline-screens-shown';
import { OFFLINE_TEXTS } from '../lib/offline-texts';
import styles from './offline-notice.module.css';

/**
 * A thin bar above the screen while the device is offline. It sits in the page's flow (it pushes
 * the screen down by its height instead of covering anything), and the screen below keeps showing
 * what this device already holds. It leaves by itself when the connection is back, and while a
 * full offline screen (offline-screen.tsx) says the same.
 */
export function OfflineNotice() {
  const online = useOnline();
  const screenShowing = useSyncExternalStore(subscribeToOfflineScreens, isOfflineScreenShowing, () => false);
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
