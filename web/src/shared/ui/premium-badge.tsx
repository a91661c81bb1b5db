import { PREMIUM_BADGE_LABEL } from '@kindred/contract';
import { Crown } from 'lucide-react';
import styles from './premium-badge.module.css';

interface PremiumBadgeProps {
  size?: number;
  className?: string;
  /**
   * Shows "Premium member" on hover and keyboard focus (a match card, where the crown is a stranger's).
   * The dater's own profile leaves it out: the crown there is their own plan, named beside it.
   */
  tooltip?: boolean;
}

/**
 * The Premium badge: only premium daters carry it. A crown, not a tick, because "verified" is kept for
 * the selfie check (docs/product.md#match-card). Its label names it for screen readers either way.
 */
export function PremiumBadge({ size = 18, className, tooltip = false }: PremiumBadgeProps) {
  const classes = [styles.badge, tooltip && styles.hostsTooltip, className].filter(Boolean).join(' ');
  return (
    <span className={classes} role="img" aria-label={PREMIUM_BADGE_LABEL} title={PREMIUM_BADGE_LABEL} tabIndex={tooltip ? 0 : undefined}>
      <Crown size={size} aria-hidden="true" />
      {tooltip && (
        <span className={styles.tooltip} aria-hidden="true">
          {PREMIUM_BADGE_LABEL}
        </span>
      )}
    </span>
  );
}
