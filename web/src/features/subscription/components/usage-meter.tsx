import { CircleAlert, Infinity as InfinityIcon } from 'lucide-react';
import { useId, type CSSProperties } from 'react';
import { formatResetDate, type UsageView } from '../lib/plan-view';
import styles from './plan-parts.module.css';

/** This month's unlocks: a meter for free daters (red at 2 or fewer left), "Unlimited" for premium. */
export function UsageMeter({ usage, resetsAt }: { usage: UsageView; resetsAt: string }) {
  const labelId = useId();
  if (usage.unlimited) {
    return (
      <div className={styles.usage}>
        <div className={styles.usageRow}>
          <span className={styles.usageLabel}>Unlocks this month</span>
          <span className={styles.unlimited}>
            <InfinityIcon size={16} aria-hidden="true" /> Unlimited
          </span>
        </div>
        <p className={styles.usageHint}>
          {usage.used} {usage.used === 1 ? 'match' : 'matches'} unlocked so far
        </p>
      </div>
    );
  }

  const fill = { '--fill': `${usage.percent}%` } as CSSProperties;
  const left = usage.remaining === 0 ? 'No free unlocks left' : `${usage.remaining} left`;
  return (
    <div className={`${styles.usage} ${usage.low ? styles.low : ''}`}>
      <div className={styles.usageRow}>
        <span id={labelId} className={styles.usageLabel}>
          Unlocks used
        </span>
        <span className={styles.usageCount}>
          {usage.used} of {usage.total}
        </span>
      </div>
      <div
        className={styles.meter}
        style={fill}
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={usage.total}
        aria-valuenow={Math.min(usage.used, usage.total)}
        aria-valuetext={`${usage.used} of ${usage.total} used, ${usage.remaining} left`}
      >
        <span />
      </div>
      <p className={styles.usageHint}>
        {usage.low && <CircleAlert size={14} aria-hidden="true" />}
        <span>
          {left} · resets {formatResetDate(resetsAt)}
        </span>
      </p>
    </div>
  );
}
