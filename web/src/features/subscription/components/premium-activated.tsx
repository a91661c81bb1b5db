import { PAYMENT_REDIRECT_SECONDS, SUBSCRIPTION_TEXTS } from '@kindred/contract';
import { ArrowRight, Crown } from 'lucide-react';
import { useEffect, useRef, type CSSProperties } from 'react';
import { useNavigate } from '../../../shared/routing';
import { Button } from '../../../shared/ui/button';
import { useCountdown } from '../hooks/use-countdown';
import { BenefitList } from './plan-lists';
import styles from './payment-result.module.css';

/** The success state of docs/product-account.md#payment-success-page: celebration, benefits, /profile after 5 s. */
export function PremiumActivated() {
  const navigate = useNavigate();
  // replace: going back must not land on this page again and re-run the verification.
  const toProfile = () => void navigate('/profile', { replace: true });
  const left = useCountdown(PAYMENT_REDIRECT_SECONDS, toProfile);
  const heading = useRef<HTMLHeadingElement>(null);
  const ring = { '--progress': `${left / PAYMENT_REDIRECT_SECONDS}` } as CSSProperties;

  // The page changed from "Confirming…" to the result: take screen readers (and focus) there.
  useEffect(() => heading.current?.focus(), []);

  return (
    <main className={`${styles.screen} ${styles.success}`}>
      <div className={styles.glow} aria-hidden="true" />
      <div className={styles.hero} aria-hidden="true">
        <span className={styles.halo} />
        <span className={`${styles.halo} ${styles.haloLate}`} />
        <span className={styles.spark} style={{ '--x': '-74px', '--y': '-30px', '--d': '0s' } as CSSProperties} />
        <span className={styles.spark} style={{ '--x': '70px', '--y': '-46px', '--d': '0.6s' } as CSSProperties} />
        <span className={styles.spark} style={{ '--x': '82px', '--y': '34px', '--d': '1.2s' } as CSSProperties} />
        <span className={styles.spark} style={{ '--x': '-66px', '--y': '44px', '--d': '1.8s' } as CSSProperties} />
        <span className={styles.crown}>
          <Crown size={44} strokeWidth={1.8} />
        </span>
      </div>

      <div className={styles.text}>
        <p className={styles.eyebrow}>Welcome to Premium</p>
        <h1 ref={heading} tabIndex={-1} className={styles.title}>
          {SUBSCRIPTION_TEXTS.activatedTitle}
        </h1>
        <p className={styles.lead}>{SUBSCRIPTION_TEXTS.activatedBody}</p>
      </div>

      <div className={styles.benefits}>
        <BenefitList items={SUBSCRIPTION_TEXTS.benefits} label="Your Premium benefits" />
      </div>

      <div className={styles.countdown}>
        <span className={styles.ring} style={ring} aria-hidden="true">
          <svg viewBox="0 0 36 36">
            <circle cx="18" cy="18" r="16" className={styles.ringTrack} />
            <circle cx="18" cy="18" r="16" className={styles.ringFill} pathLength={1} />
          </svg>
          <span className={styles.ringNumber}>{left}</span>
        </span>
        <p role="status" aria-live="polite" aria-atomic="true">
          {SUBSCRIPTION_TEXTS.redirecting(left)}
        </p>
      </div>

      <Button fullWidth icon={<ArrowRight size={18} aria-hidden="true" />} onClick={toProfile} className={styles.continue}>
        {SUBSCRIPTION_TEXTS.continue}
      </Button>
    </main>
  );
}
