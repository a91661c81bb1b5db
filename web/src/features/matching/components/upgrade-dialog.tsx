import { FREE_MONTHLY_UNLOCKS, HOME_TEXTS } from '@kindred/contract';
import { useNavigate } from '../../../shared/routing';
import { PremiumGateDialog } from '../../../shared/ui/premium-gate';
import styles from './upgrade-dialog.module.css';

/** "Monthly Limit Reached": shown at the free limit, just before the dater is taken to /profile. */
export function UpgradeDialog({ open, resetsAt }: { open: boolean; resetsAt: string | undefined }) {
  const navigate = useNavigate();
  const resetDate = resetsAt
    ? new Date(resetsAt).toLocaleDateString(undefined, { month: 'long', day: 'numeric', timeZone: 'UTC' })
    : null;

  return (
    <PremiumGateDialog
      open={open}
      title={HOME_TEXTS.limitReached}
      upgradeLabel="See Premium"
      onUpgrade={() => void navigate('/profile', { state: { upgrade: true } })}
    >
      <p>
        You&rsquo;ve used all {FREE_MONTHLY_UNLOCKS} free unlocks this month. Premium unlocks every match, with no monthly limit.
      </p>
      {resetDate && <p className={styles.small}>Your free unlocks return on {resetDate}.</p>}
    </PremiumGateDialog>
  );
}
