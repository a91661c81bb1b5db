import { HOME_TEXTS } from '@kindred/contract';
import { BadgeCheck } from 'lucide-react';
import styles from './verified-mark.module.css';

/** The premium dater's verified badge, named for screen readers by its tooltip text. */
export function VerifiedMark({ size = 22, className }: { size?: number; className?: string }) {
  return (
    <span className={[styles.mark, className].filter(Boolean).join(' ')} role="img" aria-label={HOME_TEXTS.verifiedTooltip} title={HOME_TEXTS.verifiedTooltip}>
      <BadgeCheck size={size} aria-hidden="true" />
    </span>
  );
}
