import { CHANGE_EMAIL_TEXTS } from '@kindred/contract';
import { useEffect, useRef, useState } from 'react';
import { isApiError } from '../../../shared/api/api-error';
import { Button } from '../../../shared/ui/button';
import { InlineAlert } from '../../../shared/ui/inline-alert';
import { ModalDialog } from '../../../shared/ui/modal-dialog';
import { TextField } from '../../../shared/ui/text-field';
import { useChangeEmailState, useRequestEmailChange } from '../api/change-email';
import styles from './change-email.module.css';
import { DialogFormActions } from '../../../shared/ui/dialog-form-actions';

interface ChangeEmailDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Settings' e-mail change: the new address, then a link to it. The dialog says where the link went
 * and stays open until closed; the address changes only when the link is opened. A dater who
 * signs in only with Google or Apple is told their address comes from there.
 */
export function ChangeEmailDialog({ open, onClose }: ChangeEmailDialogProps) {
  const state = useChangeEmailState(open);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const close = () => {
    setSentTo(null);
    onClose();
  };
  const done = state.data?.canChange === false || state.isError || sentTo !== null;
  return (
    <ModalDialog
      open={open}
      title={CHANGE_EMAIL_TEXTS.title}
      onCancel={close}
      actions={done ?
        (
          <Button variant="ghost" fullWidth onClick={close} data-autofocus>
            {CHANGE_EMAIL_TEXTS.close}
          </Button>
        ) :
        null}
    >
      {state.data && <p className={styles.note}>{CHANGE_EMAIL_TEXTS.current(state.data.email)}</p>}
      {state.data?.canChange === false && <p className={styles.note}>{CHANGE_EMAIL_TEXTS.providerOnly}</p>}
      {state.isError && (
        <div role="alert" className={styles.note}>
          <InlineAlert title={CHANGE_EMAIL_TEXTS.failed} />
        </div>
      )}
      {sentTo !== null && (
        <p role="status" className={styles.note}>
          {CHANGE_EMAIL_TEXTS.sent(sentTo)}
        </p>
      )}
      {state.data?.canChange && sentTo === null && <ChangeEmailForm onCancel={close} onSent={setSentTo} />}
    </ModalDialog>
  );
}

function ChangeEmailForm({ onCancel, onSent }: { onCancel: () => void; onSent: (email: string) => void }) {
  const [newEmail, setNewEmail] = useState('');
  const change = useRequestEmailChange();
  const form = useRef<HTMLFormElement>(null);
  // The form appears once the server has answered, after the dialog has placed its focus.
  useEffect(() => form.current?.querySelector<HTMLInputElement>('input')?.focus(), []);
  const error = change.isError ? messageOf(change.error) : null;

  return (
    <form
      ref={form}
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        if (change.isPending) return;
        const address = newEmail.trim().toLowerCase();
        change.mutate({ newEmail: address }, { onSuccess: () => onSent(address) });
      }}
    >
      <p className={styles.intro}>{CHANGE_EMAIL_TEXTS.intro}</p>
      <TextField
        label={CHANGE_EMAIL_TEXTS.newLabel}
        type="email"
        name="email"
        autoComplete="email"
        maxLength={254}
        value={newEmail}
        onChange={(event) => setNewEmail(event.target.value)}
        disabled={change.isPending}
        required
      />
      <DialogFormActions error={error} busy={change.isPending} labels={CHANGE_EMAIL_TEXTS} onCancel={onCancel} />
    </form>
  );
}

/** The server's refusals are written for the dater; anything else gets the general line. */
function messageOf(error: Error): string {
  if (isApiError(error) && error.status >= 400 && error.status < 500 && error.message) return error.message.replace(/^body\.\w+: /, '');
  return CHANGE_EMAIL_TEXTS.failed;
}
