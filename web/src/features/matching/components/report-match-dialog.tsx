import { REPORT_REASONS } from '@kindred/contract';
import { Flag } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../shared/ui/button';
import { InlineAlert } from '../../../shared/ui/inline-alert';
import { DialogCrest, ModalDialog } from '../../../shared/ui/modal-dialog';
import type { ReportReason } from '../api/report-match';
import styles from './report-match-dialog.module.css';

const REASON_LABELS: Record<ReportReason, string> = {
  fake_profile: 'Fake profile',
  inappropriate_content: 'Inappropriate content',
  harassment: 'Harassment',
  other: 'Other',
};

const COMMENT_MAX = 1000;

interface ReportMatchDialogProps {
  open: boolean;
  name: string;
  reporting: boolean;
  error: string | null;
  onSubmit: (reason: ReportReason, comment: string) => void;
  onCancel: () => void;
}

/** Report: a reason, an optional comment; it also blocks the other dater for good. */
export function ReportMatchDialog({ open, name, reporting, error, onSubmit, onCancel }: ReportMatchDialogProps) {
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [comment, setComment] = useState('');
  const formId = useId();
  const commentId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (reason) onSubmit(reason, comment);
  }

  return (
    <ModalDialog
      open={open}
      title="Report Match"
      visual={
        <DialogCrest quiet>
          <Flag size={26} />
        </DialogCrest>
      }
      onCancel={reporting ? undefined : onCancel}
      actions={
        <>
          <Button fullWidth type="submit" form={formId} loading={reporting} disabled={!reason}>
            {reporting ? 'Reporting...' : 'Submit Report'}
          </Button>
          <Button fullWidth variant="ghost" onClick={onCancel} disabled={reporting}>
            Cancel
          </Button>
        </>
      }
    >
      <p>Tell us what&rsquo;s wrong. {name} won&rsquo;t be told who reported them, and you won&rsquo;t see each other again.</p>
      <form id={formId} className={styles.form} onSubmit={submit}>
        <fieldset className={styles.reasons}>
          <legend className="visually-hidden">Reason</legend>
          {REPORT_REASONS.map((value) => (
            <label key={value} className={styles.reason}>
              <input type="radio" name="report-reason" value={value} checked={reason === value} onChange={() => setReason(value)} />
              <span>{REASON_LABELS[value]}</span>
            </label>
          ))}
        </fieldset>
        <label className={styles.commentLabel} htmlFor={commentId}>
          Anything else we should know? (optional)
        </label>
        <textarea
          id={commentId}
          className={styles.comment}
          rows={3}
          maxLength={COMMENT_MAX}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
        />
      </form>
      <div role="alert">{error && <InlineAlert title={error} />}</div>
    </ModalDialog>
  );
}
