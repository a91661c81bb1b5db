import { AuraOrb } from './aura-orb';
import styles from './full-screen-loader.module.css';

interface FullScreenLoaderProps {
  label?: string;
}

/** Shown while we find out who is signed in, so no route ever flashes a blank page. */
export function FullScreenLoader({ label = 'Loading…' }: FullScreenLoaderProps) {
  return (
    <div className={styles.loader} role="status" aria-live="polite">
      <AuraOrb size={88} busy />
      <p className={styles.label}>{label}</p>
    </div>
  );
}
