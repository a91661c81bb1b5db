import { HOME_TEXTS } from '@kindred/contract';
import { Crown } from 'lucide-react';
import styles from './verified-mark.module.css';

/** The Premium badge (a crown: "verified" is kept for the selfie check), named for screen readers by its tooltip text. */
export function VerifiedMark({ size = 22, className }: { size?: number; className?: string }) {
  return (
    <span className={[styles.mark, className].filter(Boolean).join(' ')} role="img" aria-label={HOME_TEXTS.premiumBadge} title={HOME_TEXTS.premiumBadge}>
      <Crown size={size} aria-hidden="true" />
    </span>
  );
}
