import { ACCOUNT_DELETION_TEXTS, PLAN_CATALOGUE } from '@kindred/contract';
import { Button } from '../../../shared/ui/button';
import { ModalDialog } from '../../../shared/ui/modal-dialog';
import { usePlan } from '../api/get-plan';
import styles from './settings-screen.module.css';

interface DeleteAccountDialogProps {
  open: boolean;
  deleting: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The confirmation before an account is deleted: it cannot be undone. A dater whose paid plan
 * still renews is told, by the plan's name, that it is cancelled with the account (decision 043).
 */
export function DeleteAccountDialog({ open, deleting, onConfirm, onCancel }: DeleteAccountDialogProps) {
  const plan = usePlan(open).data;
  const renewing = plan && plan.subscriptionType !== 'free' && plan.canCancel ? PLAN_CATALOGUE[plan.subscriptionType].name : null;
  return (
    <ModalDialog
      open={open}
      title={ACCOUNT_DELETION_TEXTS.title}
      onCancel={deleting ? undefined : onCancel}
      actions={
        <>
          <Button fullWidth variant="danger" onClick={onConfirm} loading={deleting}>
            Delete Account
          </Button>
          <Button variant="ghost" fullWidth onClick={onCancel} disabled={deleting} data-autofocus>
            Cancel
          </Button>
        </>
      }
    >
      <p>{ACCOUNT_DELETION_TEXTS.whatGoes}</p>
      {renewing && <p className={styles.planNote}>{ACCOUNT_DELETION_TEXTS.plan(renewing)}</p>}
      <p>{ACCOUNT_DELETION_TEXTS.signedOut}</p>
    </ModalDialog>
  );
}
