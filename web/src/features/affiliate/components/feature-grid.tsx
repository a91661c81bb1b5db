import { AFFILIATE } from '@kindred/contract';
import { Activity, Gift, Globe, Headset, Link2, Repeat } from 'lucide-react';
import { useId } from 'react';
import section from './section.module.css';
import styles from './feature-grid.module.css';

const FEATURES = [
  { icon: Repeat, title: 'Recurring payouts', body: `${AFFILIATE.commissionPercent}% of every payment, every month they stay.` },
  { icon: Activity, title: 'Real-time tracking', body: 'Sign-ups and earnings show on this page as they happen.' },
  { icon: Link2, title: 'Your own link', body: `One personal link, remembered for ${AFFILIATE.cookieDays} days after a tap.` },
  { icon: Gift, title: 'No cost to join', body: 'No fee, no minimum, no contract. Stop whenever you like.' },
  { icon: Globe, title: 'Any platform', body: 'TikTok, Instagram, YouTube, WhatsApp status, your blog.' },
  { icon: Headset, title: 'Premium support', body: 'A direct line to the team in the private creators group.' },
];

export function FeatureGrid() {
  const titleId = useId();
  return (
    <section className={section.section} aria-labelledby={titleId}>
      <div className={section.head}>
        <p className={section.eyebrow}>What you get</p>
        <h2 id={titleId} className={section.title}>
          Built for creators
        </h2>
      </div>
      <ul className={styles.grid}>
        {FEATURES.map(({ icon: Icon, title, body }) => (
          <li key={title} className={`${section.card} ${styles.tile}`}>
            <span className={styles.icon} aria-hidden="true">
              <Icon size={19} />
            </span>
            <h3 className={styles.title}>{title}</h3>
            <p className={styles.body}>{body}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
