import { useBodyScrollLock } from '../../../shared/hooks/use-body-scroll-lock';
import { AuraOrb } from '../../../shared/ui/aura-orb';
import styles from './loading-overlay.module.css';

/**
 * The loading overlay (docs/product.md#loading-overlay): a full-screen message ("Opening match...",
 * "Unlocking match..." and so on) while a press is worked through. It swallows taps so nothing is
 * pressed twice.
 */
export function LoadingOverlay({ message }: { message: string | null }) {
  useBodyScrollLock(message !== null);
  return (
    <div className={styles.region} role="status" aria-live="polite">
      {message && (
        <div className={styles.overlay} data-testid="loading-overlay">
          <AuraOrb size={96} busy />
          <p className={styles.message}>{message}</p>
        </div>
      )}
    </div>
  );
}
