import { HOME_TEXTS } from '@kindred/contract';
import { Crown } from 'lucide-react';
import styles from './verified-badge.module.css';

/**
 * The Premium badge: only premium daters carry it. A crown, not a tick, because "verified" is kept for
 * the selfie check (docs/product.md#match-card). The tooltip "Premium member" also
 * names the badge for screen readers, and shows on keyboard focus, not only on hover.
 */
export function VerifiedBadge({ size = 18 }: { size?: number }) {
  return (
    <span className={styles.badge} role="img" aria-label={HOME_TEXTS.premiumBadge} title={HOME_TEXTS.premiumBadge} tabIndex={0}>
      <Crown size={size} aria-hidden="true" />
      <span className={styles.tooltip} aria-hidden="true">
        {HOME_TEXTS.premiumBadge}
      </span>
    </span>
  );
}
