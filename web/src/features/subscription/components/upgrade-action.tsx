import { Crown } from 'lucide-react';
import { Button } from '../../../shared/ui/button';
import { InlineAlert } from '../../../shared/ui/inline-alert';
import { useUpgrade } from '../hooks/use-upgrade';
import { planPriceLine } from '../../../shared/lib/plan-price';
import styles from './plan-parts.module.css';

export const UPGRADE_FINEPRINT = 'Cancel anytime. Premium runs to the end of the month you paid for.';

/**
 * The price beside "Upgrade to Premium". A failure shows right under the button, inside an
 * always-present alert region, so it is heard and seen even from inside the details sheet.
 */
/** `compact` leaves the fine print out, for the sheet's pinned footer. */
export function UpgradeAction({ compact = false }: { compact?: boolean }) {
  const { start, starting, error } = useUpgrade();
  return (
    <div className={`${styles.upgrade} ${compact ? styles.upgradeCompact : ''}`}>
      <p className={styles.price}>
        <span className={styles.priceName}>Premium</span>
        <span className={styles.priceValue}>{planPriceLine()}</span>
      </p>
      <Button fullWidth icon={<Crown size={18} aria-hidden="true" />} loading={starting} onClick={start}>
        {starting ? 'Starting checkout…' : 'Upgrade to Premium'}
      </Button>
      {!compact && <p className={styles.fineprint}>{UPGRADE_FINEPRINT}</p>}
      <div role="alert">{error && <InlineAlert title={error} />}</div>
    </div>
  );
}
