import { LOW_REMAINING_UNLOCKS, type UnlockStatus } from '@kindred/contract';
import { LockOpen } from 'lucide-react';
import { calendarDate } from '../../../shared/lib/calendar-dates';
import styles from './unlocks-banner.module.css';

/** "Unlocks" is the allowance and "matches" the people, so "7 free unlocks left" never reads as 7 people. */
function freeUnlocksLeftText(remaining: number): string {
  return `${remaining} free ${remaining === 1 ? 'unlock' : 'unlocks'} left this month`;
}

/**
 * "n free unlocks left this month", with a bar that turns red at 2 or fewer (docs/product.md#home).
 * Premium daters have no limit, so they never see it.
 */
export function UnlocksBanner({ status }: { status: UnlockStatus | undefined }) {
  if (!status || status.premium || status.limit === null || status.remaining === null) return null;
  const remaining = Math.max(0, status.remaining);
  const low = remaining <= LOW_REMAINING_UNLOCKS;
  const percent = status.limit > 0 ? Math.round((remaining / status.limit) * 100) : 0;
  const resets = calendarDate(status.resetsAt, 'month-day-short', { utc: true });

  return (
    <section className={`${styles.banner} ${low ? styles.low : ''}`} aria-label="Free unlocks">
      <span className={styles.icon} aria-hidden="true">
        <LockOpen size={18} />
      </span>
      <div className={styles.text}>
        <p className={styles.title}>{freeUnlocksLeftText(remaining)}</p>
        <div className={styles.meter}>
          <div
            className={styles.track}
            role="progressbar"
            aria-label="Free unlocks left"
            aria-valuemin={0}
            aria-valuemax={status.limit}
            aria-valuenow={remaining}
          >
            <span className={styles.fill} style={{ width: `${percent}%` }} />
          </div>
          <p className={styles.reset}>Resets {resets}</p>
        </div>
      </div>
    </section>
  );
}
