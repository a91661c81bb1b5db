import { SUBSCRIPTION_TEXTS, type SubscriptionInfo } from '@kindred/contract';
import { Button } from '../../../shared/ui/button';
import { SheetDialog } from '../../../shared/ui/sheet-dialog';
import { planPriceLine } from '../../../shared/lib/plan-price';
import { billingLine, formatResetDate, statusLabel, tierName, usageView } from '../lib/plan-view';
import { BenefitList, LimitationList } from './plan-lists';
import { UPGRADE_FINEPRINT, UpgradeAction } from './upgrade-action';
import styles from './plan-parts.module.css';

interface PlanDetailsSheetProps {
  open: boolean;
  info: SubscriptionInfo;
  onClose: () => void;
  onCancelPlan: () => void;
}

function superLikes(info: SubscriptionInfo): string {
  const { superLikesUsed, superLikeLimit } = info.usage;
  return superLikeLimit === null ? `${superLikesUsed} · unlimited` : `${superLikesUsed} of ${superLikeLimit} used`;
}

function matchesLine(info: SubscriptionInfo): string {
  const usage = usageView(info);
  return usage.unlimited ? `${usage.used} · unlimited` : `${usage.used} of ${usage.total} used`;
}

/** The manage modal (docs/product-account.md#subscription): the plan in full, and what the dater can do about it. */
export function PlanDetailsSheet({ open, info, onClose, onCancelPlan }: PlanDetailsSheetProps) {
  const billing = billingLine(info);
  const type = info.subscriptionType;
  const paid = type !== 'free';
  const rows: [string, string][] = [
    ['Plan', tierName(type)],
    ['Status', statusLabel(info)],
    ...(type !== 'free' ? [['Price', planPriceLine(type)] as [string, string]] : []),
    ...(billing ? [[billing.label, billing.date] as [string, string]] : []),
    ['Unlocks this month', matchesLine(info)],
    ['Super likes this month', superLikes(info)],
    ...(!paid ? [['Free unlocks reset', formatResetDate(info.usage.resetsAt)] as [string, string]] : []),
  ];

  const footer = !info.premium ? <UpgradeAction compact /> : info.canCancel ?
    (
      <div className={`${styles.sheetActions} ${styles.sheetActionsPair}`}>
        <Button fullWidth variant="secondary" onClick={onClose}>
          Done
        </Button>
        <Button fullWidth variant="ghost" onClick={onCancelPlan}>
          {SUBSCRIPTION_TEXTS.cancelPlan}
        </Button>
      </div>
    ) :
    (
      <Button fullWidth variant="secondary" onClick={onClose}>
        Done
      </Button>
    );

  return (
    <SheetDialog open={open} title="Your plan" onClose={onClose} footer={footer} readingLabel="Plan details">
      <div className={styles.sheetBody}>
        <dl className={styles.details}>
          {rows.map(([term, value]) => (
            <div key={term} className={styles.detailRow}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        {info.endsAt && <p className={styles.note}>Your plan won&rsquo;t renew. Premium stays until the date above, then you move to Free.</p>}

        <div className={styles.group}>
          <h3 className={styles.groupTitle}>{info.premium ? 'Your Premium benefits' : 'What Premium gives you'}</h3>
          <BenefitList items={SUBSCRIPTION_TEXTS.benefits} />
        </div>
        {!info.premium && (
          <div className={styles.group}>
            <h3 className={styles.groupTitle}>On the Free plan</h3>
            <LimitationList />
          </div>
        )}
        {!info.premium && <p className={styles.note}>{UPGRADE_FINEPRINT}</p>}
      </div>
    </SheetDialog>
  );
}
