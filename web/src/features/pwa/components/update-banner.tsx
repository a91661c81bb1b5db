import { PUSH_TEXTS } from '@kindred/contract';
import { RefreshCw, X } from 'lucide-react';
import { useState } from 'react';
import { useServiceWorkerUpdate } from '../hooks/use-service-worker-update';
import styles from './update-banner.module.css';

/** "New version available" with Reload: shown when a new service worker is waiting to take over. */
export function UpdateBanner() {
  const { updateAvailable, reload, dismiss } = useServiceWorkerUpdate();
  const [reloading, setReloading] = useState(false);
  return (
    // A live region without the status role: screens keep their own single status for progress.
    <div className={styles.region} aria-live="polite">
      {updateAvailable && (
        <div className={styles.banner}>
          <RefreshCw size={18} aria-hidden="true" className={styles.icon} />
          <p className={styles.text}>{PUSH_TEXTS.newVersion}</p>
          <button
            type="button"
            className={styles.reload}
            disabled={reloading}
            onClick={() => {
              setReloading(true);
              void reload();
            }}
          >
            {PUSH_TEXTS.reload}
          </button>
          <button type="button" className={styles.dismiss} aria-label="Not now" onClick={dismiss} disabled={reloading}>
            <X size={18} aria-hidden="true" />
          </button>
        </div>
      )}
    </div>
  );
}
