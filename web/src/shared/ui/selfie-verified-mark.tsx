import { SELFIE_MARK_TEXTS } from '@kindred/contract';
import { ScanFace } from 'lucide-react';
import styles from './selfie-verified-mark.module.css';

/**
 * "Selfie verified": a moderator compared a live selfie with the dater's photos (decision 042).
 * Distinct from the Premium badge in shape and colour; its tooltip says what it means, also to
 * screen readers, and shows on keyboard focus as on hover. Shared because match cards and the
 * dater's own profile both carry it.
 */
export function SelfieVerifiedMark({ size = 18, className }: { size?: number; className?: string }) {
  return (
    <span className={[styles.mark, className].filter(Boolean).join(' ')} role="img" aria-label={SELFIE_MARK_TEXTS.description} title={SELFIE_MARK_TEXTS.description} tabIndex={0}>
      <ScanFace size={size} aria-hidden="true" />
      <span className={styles.tooltip} aria-hidden="true">
        {SELFIE_MARK_TEXTS.description}
      </span>
    </span>
  );
}
