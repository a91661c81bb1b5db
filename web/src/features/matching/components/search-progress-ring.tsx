import { useId, type CSSProperties, type ReactNode } from 'react';
import styles from './search-progress-ring.module.css';

interface SearchProgressRingProps {
  /** 0–100. */
  percent: number;
  /** What a screen reader says instead of the bare number, e.g. "40%, Ranking candidates". */
  valueText: string;
  /** Drawn inside the ring: the orb. */
  children: ReactNode;
}

/** The job's progress as a ring around the orb; the accessible progressbar of the searching screen. */
export function SearchProgressRing({ percent, valueText, children }: SearchProgressRingProps) {
  const gradientId = useId();
  const value = Math.min(100, Math.max(0, Math.round(percent)));
  const style = { '--progress-turn': `${value * 3.6}deg` } as CSSProperties;

  return (
    <div
      className={styles.ring}
      style={style}
      role="progressbar"
      aria-label="Match search progress"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      aria-valuetext={valueText}
    >
      <svg className={styles.svg} viewBox="0 0 100 100" aria-hidden="true" focusable="false">
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0%" stopColor="var(--palette-amber-300)" />
            <stop offset="45%" stopColor="var(--palette-coral-400)" />
            <stop offset="100%" stopColor="var(--palette-rose-500)" />
          </linearGradient>
        </defs>
        <circle className={styles.track} cx="50" cy="50" r="47" />
        <circle
          className={styles.arc}
          cx="50"
          cy="50"
          r="47"
          pathLength={100}
          stroke={`url(#${gradientId})`}
          strokeDasharray="100 100"
          strokeDashoffset={100 - value}
        />
        <g className={styles.head} data-complete={value === 100 || undefined}>
          <circle className={styles.headGlow} cx="97" cy="50" r="3.4" />
          <circle className={styles.headDot} cx="97" cy="50" r="1.6" />
        </g>
      </svg>
      <div className={styles.center}>{children}</div>
    </div>
  );
}
