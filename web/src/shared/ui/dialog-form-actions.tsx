import { Button } from './button';
import { InlineAlert } from './inline-alert';
import styles from './dialog-form.module.css';

interface DialogFormActionsProps {
  /** The refusal to show above the buttons, or null. */
  error: string | null;
  busy: boolean;
  /** The confirming button's words, idle and while the request is out, and Cancel's. */
  labels: { submit: string; submitting: string; cancel: string };
  onCancel: () => void;
  /** For a step that cannot be undone: the confirming button in the danger colour. */
  danger?: boolean;
  /** Lets a field name the alert in its aria-describedby. */
  errorId?: string;
}

/**
 * The foot of a form inside a dialog: the refusal, read out as it appears, then the confirming
 * button (busy while the request is out) above Cancel.
 */
export function DialogFormActions({ error, busy, labels, onCancel, danger = false, errorId }: DialogFormActionsProps) {
  return (
    <>
      <div role="alert" id={errorId}>
        {error && <InlineAlert title={error} />}
      </div>
      <div className={styles.actions}>
        <Button type="submit" fullWidth loading={busy} className={danger ? styles.danger : undefined}>
          {busy ? labels.submitting : labels.submit}
        </Button>
        <Button variant="ghost" fullWidth onClick={onCancel} disabled={busy}>
          {labels.cancel}
        </Button>
      </div>
    </>
  );
}
