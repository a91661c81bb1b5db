import { Gavel } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { DialogCrest, ModalDialog } from '../../../shared/ui/modal-dialog';
import { parseSuspendDays, reasonProblem } from '../lib/moderation-format';
import { DAYS_MAX, DAYS_MIN, REASON_MAX } from '../lib/moderation-limits';
import styles from './decision-dialog.module.css';
import { DialogFormActions } from '../../../shared/ui/dialog-form-actions';

export interface DecisionDialogCopy {
  title: string;
  intro: ReactNode;
  /** Under the reason: who will read it (the dater, or only the audit log). */
  reasonHint: string;
  confirm: string;
  /** Ban and suspend wear the danger colour; dismiss and warn do not. */
  danger?: boolean;
  /** Only a suspension asks for its length. */
  askDays?: boolean;
}

interface DecisionDialogProps {
  /** Null while closed. */
  copy: DecisionDialogCopy | null;
  busy: boolean;
  /** The server's refusal of the last attempt, if any. */
  error: string | null;
  onConfirm: (reason: string, days: number | undefined) => void;
  onCancel: () => void;
}

/**
 * Every decision of the console asks for its reason here before anything is sent: the reason is
 * required (the audit log keeps it, and a warned, suspended or banned dater reads it in their
 * notice), and a suspension asks for its days. Escape and Cancel leave without deciding.
 */
export function DecisionDialog({ copy, busy, error, onConfirm, onCancel }: DecisionDialogProps) {
  return (
    <ModalDialog
      open={copy !== null}
      title={copy?.title ?? ''}
      visual={
        <DialogCrest quiet>
          <Gavel size={26} />
        </DialogCrest>
      }
      onCancel={busy ? undefined : onCancel}
      actions={null}
    >
      {copy && <DecisionForm key={copy.title} copy={copy} busy={busy} error={error} onConfirm={onConfirm} onCancel={onCancel} />}
    </ModalDialog>
  );
}

function DecisionForm({ copy, busy, error, onConfirm, onCancel }: DecisionDialogProps & { copy: DecisionDialogCopy }) {
  const [reason, setReason] = useState('');
  const [days, setDays] = useState('7');
  const [problem, setProblem] = useState<{ field: 'reason' | 'days'; text: string } | null>(null);
  const reasonId = useId();
  const hintId = useId();
  const daysId = useId();
  const problemId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const reasonTrouble = reasonProblem(reason);
    if (reasonTrouble) {
      setProblem({ field: 'reason', text: reasonTrouble });
      return;
    }
    let suspendDays: number | undefined;
    if (copy.askDays) {
      const parsed = parseSuspendDays(days);
      if ('problem' in parsed) {
        setProblem({ field: 'days', text: parsed.problem });
        return;
      }
      suspendDays = parsed.days;
    }
    setProblem(null);
    onConfirm(reason.trim(), suspendDays);
  }

  const message = problem?.text ?? error;
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <div>{copy.intro}</div>
      {copy.askDays && (
        <>
          <label htmlFor={daysId} className={styles.label}>
            Days suspended ({DAYS_MIN}–{DAYS_MAX})
          </label>
          <input
            id={daysId}
            className={styles.days}
            type="number"
            inputMode="numeric"
            min={DAYS_MIN}
            max={DAYS_MAX}
            step={1}
            value={days}
            onChange={(event) => setDays(event.target.value)}
            aria-invalid={problem?.field === 'days' || undefined}
            aria-describedby={problem?.field === 'days' ? problemId : undefined}
            disabled={busy}
            required
          />
        </>
      )}
      <label htmlFor={reasonId} className={styles.label}>
        Reason (required)
      </label>
      <p id={hintId} className={styles.hint}>
        {copy.reasonHint}
      </p>
      <textarea
        id={reasonId}
        className={styles.input}
        rows={4}
        maxLength={REASON_MAX}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        aria-invalid={problem?.field === 'reason' || undefined}
        aria-describedby={problem?.field === 'reason' ? `${hintId} ${problemId}` : hintId}
        disabled={busy}
        required
        data-autofocus
      />
      <DialogFormActions
        error={message}
        errorId={problemId}
        busy={busy}
        labels={{ submit: copy.confirm, submitting: copy.confirm, cancel: 'Cancel' }}
        onCancel={onCancel}
        danger={copy.danger}
      />
    </form>
  );
}
