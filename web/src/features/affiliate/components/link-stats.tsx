import type { AffiliateSummary } from '@kindred/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { Sprout, TrendingUp, UserPlus, Wallet } from 'lucide-react';
import { useId } from 'react';
import { countLabel, earningLines, hasActivity, netAmount } from '../lib/link-stats';
import section from './section.module.css';
import styles from './link-stats.module.css';

/**
 * "Your link so far": sign-ups, paying referrals and net earnings. A failed load says nothing
 * here; the closing section beside it shows the error and the retry.
 */
export function LinkStats({ query }: { query: UseQueryResult<AffiliateSummary> }) {
  const titleId = useId();
  if (query.isError && !query.data) return null;
  const summary = query.data;

  return (
    <section className={section.section} aria-labelledby={titleId} aria-busy={!summary}>
      <div className={section.head}>
        <p className={section.eyebrow}>
          <TrendingUp size={14} aria-hidden="true" />
          Your results
        </p>
        <h2 id={titleId} className={section.title}>
          Your link so far
        </h2>
      </div>
      {summary ? <Figures summary={summary} /> : <span className={`${section.bone} ${styles.bone}`} aria-hidden="true" />}
    </section>
  );
}

function Figures({ summary }: { summary: AffiliateSummary }) {
  const lines = earningLines(summary.earnings);
  return (
    <div className={`${section.card} ${styles.card}`}>
      <dl className={styles.figures}>
        <div className={`${styles.figure} ${styles.earned}`}>
          <dt className={styles.label}>
            <Wallet size={15} aria-hidden="true" />
            Earned (net of refunds)
          </dt>
          {lines.map((line) => (
            <dd key={line.currency} className={styles.value}>
              {netAmount(line)}
            </dd>
          ))}
        </div>
        <div className={styles.figure}>
          <dt className={styles.label}>
            <UserPlus size={15} aria-hidden="true" />
            {countLabel(summary.signups, 'Sign-up', 'Sign-ups')}
          </dt>
          <dd className={styles.value}>{summary.signups}</dd>
        </div>
        <div className={styles.figure}>
          <dt className={styles.label}>
            <TrendingUp size={15} aria-hidden="true" />
            {countLabel(summary.payingReferrals, 'Paying referral', 'Paying referrals')}
          </dt>
          <dd className={styles.value}>{summary.payingReferrals}</dd>
        </div>
      </dl>
      {!hasActivity(summary) && (
        <p className={styles.empty}>
          <Sprout size={18} aria-hidden="true" />
          <span>No sign-ups yet. That changes with your first video: share your link and check back here.</span>
        </p>
      )}
      {hasActivity(summary) && summary.payingReferrals === 0 && (
        <p className={styles.empty}>
          <Sprout size={18} aria-hidden="true" />
          <span>Nobody has gone Premium yet. You earn from the first payment they make.</span>
        </p>
      )}
    </div>
  );
}
