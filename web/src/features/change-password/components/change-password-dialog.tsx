import { CHANGE_PASSWORD_TEXTS, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@kindred/contract';
import { useEffect, useRef, useState } from 'react';
import { isApiError } from '../../../shared/api/api-error';
import { Button } from '../../../shared/ui/button';
import { InlineAlert } from '../../../shared/ui/inline-alert';
import { ModalDialog } from '../../../shared/ui/modal-dialog';
import { TextField } from '../../../shared/ui/text-field';
import { useChangePassword } from '../api/change-password';
import { useChangePasswordState } from '../api/get-change-password';
import styles from './change-password-dialog.module.css';
import { DialogFormActions } from '../../../shared/ui/dialog-form-actions';

interface ChangePasswordDialogProps {
  open: boolean;
  onClose: () => void;
  /** Called with the line to show once the password is changed. */
  onChanged: (text: string) => void;
}

/**
 * Settings' password change: the current password, then the new one. A dater who signs in only
 * with Google or Apple has no password here, and is told so instead of being shown a form.
 */
export function ChangePasswordDialog({ open, onClose, onChanged }: ChangePasswordDialogProps) {
  const state = useChangePasswordState(open);
  const noPassword = state.data?.hasPassword === false;
  return (
    <ModalDialog
      open={open}
      title={CHANGE_PASSWORD_TEXTS.title}
      onCancel={onClose}
      actions={noPassword || state.isError ?
        (
          <Button variant="ghost" fullWidth onClick={onClose} data-autofocus>
            Close
          </Button>
        ) :
        null}
    >
      {noPassword && <p className={styles.note}>{CHANGE_PASSWORD_TEXTS.noPassword}</p>}
      {state.isError && (
        <div role="alert" className={styles.note}>
          <InlineAlert title={CHANGE_PASSWORD_TEXTS.failed} />
        </div>
      )}
      {state.data?.hasPassword && <ChangePasswordForm onClose={onClose} onChanged={onChanged} />}
    </ModalDialog>
  );
}

function ChangePasswordForm({ onClose, onChanged }: Omit<ChangePasswordDialogProps, 'open'>) {
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [tooShort, setTooShort] = useState(false);
  const change = useChangePassword();
  const form = useRef<HTMLFormElement>(null);
  // The form appears once the server has said there is a password, after the dialog has placed
  // its focus; the first field takes it then, so typing can start at once.
  useEffect(() => form.current?.querySelector<HTMLInputElement>('input')?.focus(), []);
  const error = tooShort ? `Use at least ${PASSWORD_MIN_LENGTH} characters for your new password.` : change.isError ? messageOf(change.error) : null;

  function submit() {
    if (change.isPending) return;
    if (newPassword.length < PASSWORD_MIN_LENGTH) {
      setTooShort(true);
      return;
    }
    setTooShort(false);
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          onChanged(CHANGE_PASSWORD_TEXTS.changed);
          onClose();
        },
      },
    );
  }

  return (
    <form
      ref={form}
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <p className={styles.intro}>{CHANGE_PASSWORD_TEXTS.intro}</p>
      <TextField
        label={CHANGE_PASSWORD_TEXTS.currentLabel}
        type="password"
        name="current-password"
        autoComplete="current-password"
        maxLength={PASSWORD_MAX_LENGTH}
        value={currentPassword}
        onChange={(event) => setCurrentPassword(event.target.value)}
        disabled={change.isPending}
        required
      />
      <TextField
        label={CHANGE_PASSWORD_TEXTS.newLabel}
        type="password"
        name="new-password"
        autoComplete="new-password"
        placeholder={`At least ${PASSWORD_MIN_LENGTH} characters`}
        maxLength={PASSWORD_MAX_LENGTH}
        value={newPassword}
        onChange={(event) => setNewPassword(event.target.value)}
        disabled={change.isPending}
        required
      />
      <DialogFormActions error={error} busy={change.isPending} labels={CHANGE_PASSWORD_TEXTS} onCancel={onClose} />
    </form>
  );
}

/** The server's refusals are written for the dater; anything else gets the general line. */
function messageOf(error: Error): string {
  return isApiError(error) && error.status >= 400 && error.status < 500 && error.message ? error.message : CHANGE_PASSWORD_TEXTS.failed;
}
