import { HOME_TEXTS } from '@kindred/contract';
import { BadgeCheck } from 'lucide-react';
import styles from './verified-badge.module.css';

/**
 * Only premium daters carry it. The tooltip is "Verified Premium Member" (docs/product.md#match-card); it also
 * names the badge for screen readers, and shows on keyboard focus, not only on hover.
 */
export function VerifiedBadge({ size = 18 }: { size?: number }) {
  return (
    <span className={styles.badge} role="img" aria-label={HOME_TEXTS.verifiedTooltip} title={HOME_TEXTS.verifiedTooltip} tabIndex={0}>
      <BadgeCheck size={size} aria-hidden="true" />
      <span className={styles.tooltip} aria-hidden="true">
        {HOME_TEXTS.verifiedTooltip}
      </span>
    </span>
  );
}
