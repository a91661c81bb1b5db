import { Button } from '../../../shared/ui/button';
import { ModalDialog } from '../../../shared/ui/modal-dialog';
import styles from './settings-screen.module.css';

interface DeleteAccountDialogProps {
  open: boolean;
  deleting: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The confirmation before an account is deleted: it cannot be undone. */
export function DeleteAccountDialog({ open, deleting, onConfirm, onCancel }: DeleteAccountDialogProps) {
  return (
    <ModalDialog
      open={open}
      title="Delete your account?"
      onCancel={deleting ? undefined : onCancel}
      actions={
        <>
          <Button fullWidth onClick={onConfirm} loading={deleting} className={styles.dangerButton}>
            Delete Account
          </Button>
          <Button variant="ghost" fullWidth onClick={onCancel} disabled={deleting} data-autofocus>
            Cancel
          </Button>
        </>
      }
    >
      <p>This permanently deletes your profile, photos, matches and conversations. It cannot be undone.</p>
      <p>You will be signed out on every device.</p>
    </ModalDialog>
  );
}
