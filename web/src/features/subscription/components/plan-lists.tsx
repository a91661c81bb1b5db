import { SUBSCRIPTION_TEXTS } from '@kindred/contract';
import { Check, Minus } from 'lucide-react';
import styles from './plan-parts.module.css';

/** What Premium gives, each with a tick; the caller decides how many (3 free, 6 premium). */
export function BenefitList({ items, label }: { items: readonly string[]; label?: string }) {
  return (
    <ul className={styles.benefits} aria-label={label}>
      {items.map((benefit) => (
        <li key={benefit} className={styles.benefit}>
          <span className={styles.tick} aria-hidden="true">
            <Check size={13} strokeWidth={3} />
          </span>
          {benefit}
        </li>
      ))}
    </ul>
  );
}

/** The free plan's limits, drawn quieter than the benefits so the two never read alike. */
export function LimitationList({ label }: { label?: string }) {
  return (
    <ul className={styles.limitations} aria-label={label}>
      {SUBSCRIPTION_TEXTS.freeLimitations.map((limit) => (
        <li key={limit} className={styles.limitation}>
          <span className={styles.dash} aria-hidden="true">
            <Minus size={12} strokeWidth={3} />
          </span>
          {limit}
        </li>
      ))}
    </ul>
  );
}
