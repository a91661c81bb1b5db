import { FREE_MONTHLY_UNLOCKS, HOME_TEXTS } from '@kindred/contract';
import { Crown } from 'lucide-react';
import { useNavigate } from '../../../shared/routing';
import { Button } from '../../../shared/ui/button';
import { DialogCrest, ModalDialog } from '../../../shared/ui/modal-dialog';
import styles from './upgrade-dialog.module.css';

/** "Monthly Limit Reached": shown at the free limit, just before the dater is taken to /profile. */
export function UpgradeDialog({ open, resetsAt }: { open: boolean; resetsAt: string | undefined }) {
  const navigate = useNavigate();
  const resetDate = resetsAt
    ? new Date(resetsAt).toLocaleDateString(undefined, { month: 'long', day: 'numeric', timeZone: 'UTC' })
    : null;

  return (
    <ModalDialog
      open={open}
      title={HOME_TEXTS.limitReached}
      visual={
        <DialogCrest>
          <Crown size={30} />
        </DialogCrest>
      }
      actions={
        <Button fullWidth icon={<Crown size={18} aria-hidden="true" />} onClick={() => void navigate('/profile', { state: { upgrade: true } })}>
          See Premium
        </Button>
      }
    >
      <p>
        You&rsquo;ve used all {FREE_MONTHLY_UNLOCKS} free unlocks this month. Premium unlocks every match, with no
        monthly limit.
      </p>
      {resetDate && <p className={styles.small}>Your free unlocks return on {resetDate}.</p>}
    </ModalDialog>
  );
}
