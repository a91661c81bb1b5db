import { SELFIE_GESTURE_LABELS, SELFIE_TEXTS, type SelfieReviewItem } from '@kindred/contract';
import { Check, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../shared/ui/button';
import { GestureIcon } from './gesture-icon';
import styles from './selfie-review-card.module.css';

const PRESCREEN_TEXTS = { likely: SELFIE_TEXTS.prescreenLikely, unsure: SELFIE_TEXTS.prescreenUnsure, unlikely: SELFIE_TEXTS.prescreenUnlikely } as const;

interface SelfieReviewCardProps {
  item: SelfieReviewItem;
  busy: boolean;
  onApprove: () => void;
  onReject: (reason: string) => void;
}

/** One pending check: the selfie beside the profile photo, the gesture asked, and the decision. */
export function SelfieReviewCard({ item, busy, onApprove, onReject }: SelfieReviewCardProps) {
  const reasonId = useId();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const label = SELFIE_GESTURE_LABELS[item.gesture];
  return (
    <li className={styles.card} aria-label={`${item.daterName}: ${label}`}>
      <div className={styles.photos}>
        <figure className={styles.figure}>
          <img className={styles.photo} src={item.selfieUrl} alt={`${SELFIE_TEXTS.selfie} of ${item.daterName}`} />
          <figcaption>{SELFIE_TEXTS.selfie}</figcaption>
        </figure>
        <figure className={styles.figure}>
          {item.profilePhotoUrl ?
            <img className={styles.photo} src={item.profilePhotoUrl} alt={`${SELFIE_TEXTS.profilePhoto} of ${item.daterName}`} /> :
            <div className={styles.missing}>{SELFIE_TEXTS.noProfilePhoto}</div>}
          <figcaption>{SELFIE_TEXTS.profilePhoto}</figcaption>
        </figure>
      </div>
      <div className={styles.meta}>
        <p className={styles.name}>{item.daterName}</p>
        <p className={styles.gesture}>
          <GestureIcon gesture={item.gesture} size={18} />
          {SELFIE_TEXTS.requestedGesture}: {label}
        </p>
        {item.prescreen && <p className={styles.prescreen}>{PRESCREEN_TEXTS[item.prescreen]}</p>}
      </div>
      {rejecting ?
        (
          <form
            className={styles.reject}
            onSubmit={(event) => {
              event.preventDefault();
              onReject(reason);
            }}
          >
            <label htmlFor={reasonId}>{SELFIE_TEXTS.rejectReason}</label>
            <textarea id={reasonId} value={reason} onChange={(event) => setReason(event.target.value)} required minLength={3} maxLength={500} rows={2} />
            <div className={styles.actions}>
              <Button variant="secondary" onClick={() => setRejecting(false)} disabled={busy}>
                Cancel
              </Button>
              <Button type="submit" loading={busy} disabled={reason.trim().length < 3}>
                {SELFIE_TEXTS.reject}
              </Button>
            </div>
          </form>
        ) :
        (
          <div className={styles.actions}>
            <Button variant="secondary" icon={<X size={18} />} onClick={() => setRejecting(true)} disabled={busy}>
              {SELFIE_TEXTS.reject}
            </Button>
            <Button icon={<Check size={18} />} onClick={onApprove} loading={busy}>
              {SELFIE_TEXTS.approve}
            </Button>
          </div>
        )}
    </li>
  );
}
