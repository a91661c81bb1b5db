import { SUBSCRIPTION_TEXTS } from '@kindred/contract';
import { CalendarClock, ChevronRight, Crown, Sparkles } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../shared/ui/button';
import type { ToastMessage } from '../../../shared/ui/toast';
import { useSubscription } from '../api/get-subscription';
import { useCancelPlan } from '../hooks/use-cancel-plan';
import { billingLine, freeTierDefaults, shownBenefits, statusLabel, tierName, usageView } from '../lib/plan-view';
import { CancelPlanDialog } from './cancel-plan-dialog';
import { BenefitList, LimitationList } from './plan-lists';
import { PlanDetailsSheet } from './plan-details-sheet';
import { UpgradeAction } from './upgrade-action';
import { UsageMeter } from './usage-meter';
import parts from './plan-parts.module.css';
import styles from './subscription-card.module.css';

interface SubscriptionCardProps {
  /** Where "Subscription cancelled successfully" is shown: the screen's own toast. */
  onNotice: (message: ToastMessage) => void;
  /** Scrolls the card into view, e.g. when the dater arrives from "Monthly Limit Reached". */
  spotlight?: boolean;
}

/** The profile's subscription and usage card, with its manage sheet and cancel confirmation. */
export function SubscriptionCard({ onNotice, spotlight = false }: SubscriptionCardProps) {
  const subscription = useSubscription();
  const [detailsOpen, setDetailsOpen] = useState(false);
  const cancel = useCancelPlan({
    onCancelled: (message) => {
      setDetailsOpen(false);
      onNotice(message);
    },
  });
  const ref = useRef<HTMLElement>(null);
  const titleId = useId();

  useEffect(() => {
    if (!spotlight) return;
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    ref.current?.scrollIntoView({ block: 'center', behavior: still ? 'auto' : 'smooth' });
  }, [spotlight]);

  if (subscription.isPending) {
    return (
      <section ref={ref} className={`${styles.card} ${styles.skeleton}`} aria-labelledby={titleId} aria-busy="true">
        <h2 id={titleId} className={styles.eyebrow}>
          Your plan
        </h2>
        <span className={styles.bone} />
        <span className={`${styles.bone} ${styles.boneShort}`} />
        <span className="visually-hidden">Loading your plan…</span>
      </section>
    );
  }

  // A failed load shows the free tier with zero usage, never an error (docs/product-account.md#subscription).
  const info = subscription.data ?? freeTierDefaults();
  const premium = info.premium;
  const billing = billingLine(info);

  // The dialogs sit outside the card: the premium card redefines colour tokens for its night
  // look, and custom properties would otherwise leak into the dialogs through the DOM tree.
  return (
    <>
      <section
        ref={ref}
        className={[styles.card, premium && styles.premium, spotlight && styles.spotlight].filter(Boolean).join(' ')}
        aria-labelledby={titleId}
      >
        <div className={styles.head}>
          <span className={styles.crest} aria-hidden="true">
            {premium ? <Crown size={20} /> : <Sparkles size={20} />}
          </span>
          <div className={styles.heading}>
            <h2 id={titleId} className={styles.eyebrow}>
              Your plan
            </h2>
            <p className={styles.tier}>{tierName(info.subscriptionType)}</p>
          </div>
          <span className={styles.status}>
            <span className={styles.statusDot} aria-hidden="true" />
            {statusLabel(info)}
          </span>
        </div>

        {billing && (
          <p className={styles.billing}>
            <CalendarClock size={16} aria-hidden="true" />
            <span>
              {billing.label} <strong>{billing.date}</strong>
            </span>
          </p>
        )}

        <UsageMeter usage={usageView(info)} resetsAt={info.usage.resetsAt} />

        <div className={styles.group}>
          <h3 className={parts.groupTitle}>{premium ? 'Your benefits' : 'Premium gives you'}</h3>
          <BenefitList items={shownBenefits(info)} />
        </div>

        {!premium && (
          <div className={`${styles.group} ${styles.limits}`}>
            <h3 className={parts.groupTitle}>Free plan</h3>
            <LimitationList />
          </div>
        )}

        {!premium && <UpgradeAction />}

        {premium && info.endsAt && <p className={styles.note}>Your plan won&rsquo;t renew. Premium stays until then.</p>}

        <div className={styles.footer}>
          <button type="button" className={styles.details} onClick={() => setDetailsOpen(true)} aria-haspopup="dialog">
            Plan details
            <ChevronRight size={16} aria-hidden="true" />
          </button>
          {premium && info.canCancel && (
            <Button variant="ghost" className={styles.cancel} onClick={cancel.ask}>
              {SUBSCRIPTION_TEXTS.cancelPlan}
            </Button>
          )}
        </div>
      </section>
      <PlanDetailsSheet open={detailsOpen} info={info} onClose={() => setDetailsOpen(false)} onCancelPlan={cancel.ask} />
      <CancelPlanDialog flow={cancel} periodEnd={billing?.label === 'Next billing' ? billing.date : null} />
    </>
  );
}
