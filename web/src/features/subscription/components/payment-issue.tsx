import { SUBSCRIPTION_TEXTS } from '@kindred/contract';
import { LifeBuoy, ReceiptText, RotateCw, TriangleAlert } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from '../../../shared/routing';
import { Button, buttonClassName } from '../../../shared/ui/button';
import { supportMailto } from '../lib/payment-return';
import styles from './payment-result.module.css';

interface PaymentIssueProps {
  message: string;
  orderId?: string;
  /** From the public config; the link waits for it rather than pointing nowhere. */
  supportEmail: string | undefined;
  /** Only when trying again could help (a network error or a 5xx). */
  onRetry?: () => void;
}

/** The issue state of docs/product-account.md#payment-success-page: what happened, the order id, and two ways on. */
export function PaymentIssue({ message, orderId, supportEmail, onRetry }: PaymentIssueProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  return (
    <main className={`${styles.screen} ${styles.issue}`}>
      <div className={styles.issueBackdrop} aria-hidden="true" />
      <span className={styles.issueCrest} aria-hidden="true">
        <TriangleAlert size={34} />
      </span>

      <div className={styles.text}>
        <h1 ref={heading} tabIndex={-1} className={styles.title}>
          {SUBSCRIPTION_TEXTS.issueTitle}
        </h1>
        <p className={styles.lead}>{message}</p>
        <p className={styles.reassure}>
          If money left your account, {orderId ? 'send us the order ID below' : 'write to us'} and we will put it right.
        </p>
      </div>

      {orderId && (
        <p className={styles.order}>
          <ReceiptText size={16} aria-hidden="true" />
          <span>Order ID</span>
          <code className={styles.orderId}>{orderId}</code>
        </p>
      )}

      <div className={styles.actions}>
        {onRetry && (
          <Button fullWidth variant="secondary" icon={<RotateCw size={18} aria-hidden="true" />} onClick={onRetry}>
            Try again
          </Button>
        )}
        <Link to="/profile" replace className={buttonClassName('primary', true)}>
          {SUBSCRIPTION_TEXTS.backToProfile}
        </Link>
        {supportEmail && (
          <a href={supportMailto(supportEmail, orderId)} className={buttonClassName('secondary', true)}>
            <LifeBuoy size={18} aria-hidden="true" />
            <span>{SUBSCRIPTION_TEXTS.contactSupport}</span>
          </a>
        )}
      </div>
    </main>
  );
}
