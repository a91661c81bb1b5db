import { FREE_MONTHLY_UNLOCKS, LOW_REMAINING_UNLOCKS } from '@kindred/contract';
import { Crown, Sparkles } from 'lucide-react';
import type { CSSProperties } from 'react';
import { usePlanUsage } from '../api/get-plan-usage';
import styles from './profile-cards.module.css';

/** Interim plan and usage card: the tier and this month's unlocks (the subscription card replaces it). */
export function PlanUsageCard() {
  const { data, isError } = usePlanUsage();
  if (isError) return null;
  const premium = data?.premium ?? false;
  const limit = data?.limit ?? FREE_MONTHLY_UNLOCKS;
  const used = data?.used ?? 0;
  const fill = { '--fill': `${Math.min(100, (used / Math.max(limit, 1)) * 100)}%` } as CSSProperties;
  const low = !premium && data?.remaining !== null && data?.remaining !== undefined && data.remaining <= LOW_REMAINING_UNLOCKS;
  const resets = data ? new Date(data.resetsAt).toLocaleDateString(undefined, { month: 'short', day: 'numeric' }) : null;

  return (
    <section className={`${styles.card} ${styles.plan}`} aria-label="Your plan" aria-busy={!data || undefined}>
      <div className={styles.planHead}>
        <span className={styles.planIcon} aria-hidden="true">
          {premium ? <Crown size={18} /> : <Sparkles size={18} />}
        </span>
        <div className={styles.planText}>
          <span className={styles.planLabel}>Your plan</span>
          <span className={styles.planTier}>{data ? (premium ? 'Premium' : 'Free') : '…'}</span>
        </div>
      </div>
      {data &&
        (premium || data.limit === null ? (
          <p className={styles.planUsage}>Unlimited unlocks this month</p>
        ) : (
          <>
            <p className={styles.planUsage}>
              {used} of {limit} unlocks used this month
            </p>
            <div className={`${styles.meter} ${low ? styles.meterLow : ''}`} style={fill} aria-hidden="true">
              <span />
            </div>
            {resets && <p className={styles.planReset}>Resets {resets}</p>}
          </>
        ))}
    </section>
  );
}
