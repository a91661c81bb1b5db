import type { CSSProperties } from 'react';
import styles from './aura-orb.module.css';

interface AuraOrbProps {
  /** Diameter in CSS pixels. */
  size?: number;
  /** Adds the orbiting ring used while something is in progress. */
  busy?: boolean;
  /** Adds the soft expanding "voice" ripples. */
  ripples?: boolean;
  className?: string;
}

/**
 * The brand motif: two blurred souls drifting inside one glowing orb. It stands for the
 * blind, voice-led match, so it is purely decorative and hidden from assistive tech.
 */
export function AuraOrb({ size = 160, busy = false, ripples = false, className }: AuraOrbProps) {
  const style = { '--orb-size': `${size}px` } as CSSProperties;
  const classes = [styles.orb, className].filter(Boolean).join(' ');
  return (
    <div className={classes} style={style} aria-hidden="true">
      <div className={styles.glow} />
      {ripples && (
        <>
          <div className={styles.ripple} />
          <div className={`${styles.ripple} ${styles.rippleLate}`} />
        </>
      )}
      <div className={styles.core}>
        <div className={`${styles.soul} ${styles.soulA}`} />
        <div className={`${styles.soul} ${styles.soulB}`} />
        <div className={styles.sheen} />
      </div>
      {busy && <div className={styles.ring} />}
    </div>
  );
}
