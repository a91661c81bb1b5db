import { AFFILIATE, PLAN_CATALOGUE } from '@kindred/contract';
import { Calculator } from 'lucide-react';
import { useId } from 'react';
import { planPrice, wholePrice } from '../../../shared/lib/plan-price';
import { exactCommissionMinor, exampleRows, formatCount, usersToReach } from '../lib/example-earnings';
import section from './section.module.css';
import styles from './earnings-example.module.css';

const money = (minor: number) => wholePrice(minor, AFFILIATE.currency);

/** The example table, with its maths and its limits in plain view. */
export function EarningsExample() {
  const titleId = useId();
  const rows = exampleRows();
  const perUser = money(AFFILIATE.examplePerUserMinor);
  const toHeadline = usersToReach(AFFILIATE.headlineMaxMinor);
  const premium = PLAN_CATALOGUE.premium;

  return (
    <section className={section.section} aria-labelledby={titleId}>
      <div className={section.head}>
        <p className={section.eyebrow}>
          <Calculator size={14} aria-hidden="true" />
          The maths
        </p>
        <h2 id={titleId} className={section.title}>
          What it could add up to
        </h2>
      </div>

      <div className={`${section.card} ${styles.card}`}>
        <table className={styles.table}>
          <caption className={styles.caption}>
            <span className={styles.example}>Example</span> Monthly earnings at {perUser} per paying user
          </caption>
          <thead>
            <tr>
              <th scope="col">Paying users</th>
              <th scope="col">Per user</th>
              <th scope="col">You earn a month</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.payingUsers} className={row.payingUsers === toHeadline ? styles.headline : undefined}>
                <th scope="row">{formatCount(row.payingUsers)}</th>
                <td>× {perUser}</td>
                <td className={styles.total}>{money(row.monthlyMinor)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <p className={section.note}>
        An example, not a promise. {perUser} is {AFFILIATE.commissionPercent}% of the {planPrice(premium.amountMinor, premium.currency)} Premium plan (
        {planPrice(exactCommissionMinor(), premium.currency)}), rounded down. What you earn depends on how many people sign up through your link and pay, and refunds are taken off. The last row takes
        {' '}
        {formatCount(toHeadline)} paying users: think {AFFILIATE.viralVideos} videos that go viral, not one quiet post.
      </p>
    </section>
  );
}
