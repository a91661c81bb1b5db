import { PRODUCT_NAME, type SandboxCheckout } from '@kindred/contract';
import { CreditCard, FlaskConical, Lock, Mail, ShieldCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { billingPeriod, planPrice } from '../../../shared/lib/plan-price';
import { Button } from '../../../shared/ui/button';
import { InlineAlert } from '../../../shared/ui/inline-alert';
import { Wordmark } from '../../../shared/ui/wordmark';
import { useCancelSandboxCheckout } from '../api/cancel-sandbox-checkout';
import { usePaySandboxCheckout } from '../api/pay-sandbox-checkout';
import styles from './sandbox-checkout.module.css';

interface CheckoutFormProps {
  checkout: SandboxCheckout;
  /** Where Cancel goes: a path in the app, as the sandbox answers it. */
  onLeave: (path: string) => void;
}

/** The open checkout: what is bought, for whom, and the two ways out. */
export function CheckoutForm({ checkout, onLeave }: CheckoutFormProps) {
  const pay = usePaySandboxCheckout(checkout.checkoutId);
  const cancel = useCancelSandboxCheckout(checkout.checkoutId);
  // Set once the browser is on its way to the success page, so nothing can be pressed twice.
  const [leaving, setLeaving] = useState(false);
  const price = planPrice(checkout.amountMinor, checkout.currency);
  const period = billingPeriod(checkout.periodDays);
  const busy = pay.isPending || cancel.isPending || leaving;
  const titleId = useId();

  function payNow() {
    if (busy) return;
    pay.mutate(undefined, {
      onSuccess: ({ redirectUrl }) => {
        setLeaving(true);
        // A real provider would send the browser back with a full page load; so does the sandbox.
        window.location.assign(redirectUrl);
      },
    });
  }

  function leave() {
    if (busy) return;
    // Leaving must always work: an unpaid checkout left open is harmless and simply expires.
    cancel.mutate(undefined, { onSuccess: ({ redirectUrl }) => onLeave(redirectUrl), onError: () => onLeave('/profile') });
  }

  return (
    <main className={styles.screen}>
      <p className={styles.sandbox} role="note">
        <FlaskConical size={16} aria-hidden="true" />
        <span>
          <strong>Sandbox checkout</strong> — no real money moves
        </span>
      </p>

      <header className={styles.merchant}>
        <Wordmark size="compact" />
        <span className={styles.secure}>
          <Lock size={14} aria-hidden="true" />
          Secure checkout
        </span>
      </header>

      <section className={styles.order} aria-labelledby={titleId}>
        <p className={styles.eyebrow}>Subscribe to</p>
        <h1 id={titleId} className={styles.plan}>
          {PRODUCT_NAME} {checkout.planName}
        </h1>
        <p className={styles.amount}>
          <span className={styles.amountValue}>{price}</span>
          <span className={styles.amountPeriod}>per {period}</span>
        </p>
        <dl className={styles.lines}>
          <div className={styles.line}>
            <dt>
              {checkout.planName}
              <span className={styles.lineHint}>Billed every {period}, cancel anytime</span>
            </dt>
            <dd>{price}</dd>
          </div>
          <div className={`${styles.line} ${styles.total}`}>
            <dt>Total due today</dt>
            <dd>{price}</dd>
          </div>
        </dl>
      </section>

      <section className={styles.panel} aria-label="Account and payment">
        <div className={styles.row}>
          <Mail size={18} aria-hidden="true" />
          <div className={styles.rowText}>
            <span className={styles.rowLabel}>Paying as</span>
            <span className={styles.rowValue}>{checkout.email}</span>
          </div>
        </div>
        <div className={styles.row}>
          <CreditCard size={18} aria-hidden="true" />
          <div className={styles.rowText}>
            <span className={styles.rowLabel}>Payment method</span>
            <span className={styles.rowValue}>Sandbox test card · always approved</span>
          </div>
        </div>
      </section>

      <div className={styles.actions}>
        <div role="alert">{pay.isError && <InlineAlert title="The payment could not be completed. Please try again." />}</div>
        <Button fullWidth icon={<Lock size={17} aria-hidden="true" />} loading={pay.isPending || leaving} disabled={busy} onClick={payNow}>
          {pay.isPending || leaving ? 'Processing…' : 'Pay'}
        </Button>
        <Button fullWidth variant="ghost" loading={cancel.isPending} disabled={busy} onClick={leave}>
          Cancel
        </Button>
      </div>

      <p className={styles.fineprint}>
        <ShieldCheck size={15} aria-hidden="true" />
        <span>
          Paying starts a plan of {price} per {period}, renewed until you cancel. This sandbox only simulates the payment provider: no card is charged.
        </span>
      </p>
    </main>
  );
}
