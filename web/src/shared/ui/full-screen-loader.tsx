import { AuraOrb } from './aura-orb';
import styles from './full-screen-loader.module.css';
import { Wordmark } from './wordmark';

interface FullScreenLoaderProps {
  label?: string;
}

/**
 * Shown while we find out who is signed in, so no route ever flashes a blank page. It matches
 * the first paint in index.html (orb, wordmark, label), so the hand-over from the static page to
 * the app does not jump.
 */
export function FullScreenLoader({ label = 'Loading…' }: FullScreenLoaderProps) {
  return (
    <div className={styles.loader} role="status" aria-live="polite">
      <AuraOrb size={88} busy />
      <Wordmark />
      <p className={styles.label}>{label}</p>
    </div>
  );
}
