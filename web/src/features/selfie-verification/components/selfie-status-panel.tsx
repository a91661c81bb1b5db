import { SELFIE_TEXTS, type SelfieStatus } from '@kindred/contract';
import { CircleCheck, Clock, ScanFace, TriangleAlert } from 'lucide-react';
import { Button } from '../../../shared/ui/button';
import { SelfieVerifiedMark } from '../../../shared/ui/selfie-verified-mark';
import styles from './selfie-status-panel.module.css';

interface SelfieStatusPanelProps {
  status: SelfieStatus;
  starting: boolean;
  onStart: () => void;
}

/** Where the dater's check stands, with the one next step each state allows. */
export function SelfieStatusPanel({ status, starting, onStart }: SelfieStatusPanelProps) {
  if (status.state === 'pending') {
    return (
      <section className={styles.panel} data-state="pending" aria-live="polite">
        <Clock size={28} aria-hidden="true" className={styles.icon} />
        <p className={styles.text}>{SELFIE_TEXTS.pending}</p>
        {status.photoUrl && <img className={styles.thumb} src={status.photoUrl} alt="The selfie you sent" />}
      </section>
    );
  }
  if (status.state === 'approved') {
    return (
      <section className={styles.panel} data-state="approved" aria-live="polite">
        <CircleCheck size={28} aria-hidden="true" className={styles.icon} />
        <p className={styles.text}>{SELFIE_TEXTS.approved}</p>
        <p className={styles.markRow}>
          <SelfieVerifiedMark size={22} /> {SELFIE_TEXTS.markLabel}
        </p>
      </section>
    );
  }
  const rejected = status.state === 'rejected';
  return (
    <section className={styles.panel} data-state={status.state} aria-live="polite">
      {rejected ? <TriangleAlert size={28} aria-hidden="true" className={styles.icon} /> : <ScanFace size={28} aria-hidden="true" className={styles.icon} />}
      <p className={styles.text}>{rejected ? SELFIE_TEXTS.rejected(status.reason ?? '') : (status.reason ?? SELFIE_TEXTS.entryHint)}</p>
      <Button onClick={onStart} loading={starting} fullWidth>
        {rejected ? SELFIE_TEXTS.tryAgain : SELFIE_TEXTS.start}
      </Button>
    </section>
  );
}
