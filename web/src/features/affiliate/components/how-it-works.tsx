import { AFFILIATE } from '@kindred/contract';
import { Link2, Repeat, Video } from 'lucide-react';
import { useId } from 'react';
import section from './section.module.css';
import styles from './how-it-works.module.css';

const STEPS = [
  {
    icon: Link2,
    title: 'Copy your link',
    body: 'It is yours the moment you open this page. No forms, no approval, no fee.',
  },
  {
    icon: Video,
    title: 'Post one video',
    body: 'Tell your audience about blind, voice-first dating on TikTok, Instagram, YouTube or anywhere else, with your link in the caption or bio.',
  },
  {
    icon: Repeat,
    title: 'Get paid every month',
    body:
      `Whoever signs up within ${AFFILIATE.cookieDays} days of tapping your link is yours. When they go Premium, you earn ${AFFILIATE.commissionPercent}% of every payment, for as long as they stay.`,
  },
];

export function HowItWorks() {
  const titleId = useId();
  return (
    <section className={section.section} aria-labelledby={titleId}>
      <div className={section.head}>
        <p className={section.eyebrow}>Three steps</p>
        <h2 id={titleId} className={section.title}>
          How it works
        </h2>
      </div>
      <ol className={styles.steps}>
        {STEPS.map(({ icon: Icon, title, body }, index) => (
          <li key={title} className={styles.step}>
            <span className={styles.marker} aria-hidden="true">
              <Icon size={20} />
              <span className={styles.number}>{index + 1}</span>
            </span>
            <div className={styles.text}>
              <h3 className={styles.title}>{title}</h3>
              <p className={styles.body}>{body}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
