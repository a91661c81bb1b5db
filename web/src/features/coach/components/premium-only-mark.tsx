import { Crown } from 'lucide-react';
import styles from './premium-only-mark.module.css';

/**
 * The small crown on a coach control that a free dater meets but Premium opens (the coach's entry,
 * a preset, attaching an image). Decorative: the control's own label says "(Premium)". Not the
 * Premium badge (shared/ui/premium-badge.tsx), which marks a dater who has Premium.
 */
export function PremiumOnlyMark({ size, className }: { size: number; className?: string }) {
  return (
    <span className={className ? `${styles.mark} ${className}` : styles.mark} aria-hidden="true">
      <Crown size={size} />
    </span>
  );
}
