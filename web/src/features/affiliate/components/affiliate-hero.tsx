import { AFFILIATE, AFFILIATE_TEXTS } from '@kindred/contract';
import { ArrowDown, ArrowLeft } from 'lucide-react';
import { wholePrice } from '../../../shared/lib/plan-price';
import { AuraOrb } from '../../../shared/ui/aura-orb';
import { Button } from '../../../shared/ui/button';
import night from './night.module.css';
import styles from './affiliate-hero.module.css';

/** The hero's three sentences, each on its own line; the last one carries the money. */
const HERO_LINES = AFFILIATE_TEXTS.hero.split(/(?<=\.)\s+/);

interface AffiliateHeroProps {
  onBack: () => void;
  /** Takes the dater to the closing section, where their link is. */
  onStart: () => void;
}

export function AffiliateHero({ onBack, onStart }: AffiliateHeroProps) {
  const stats = [
    { figure: `${AFFILIATE.commissionPercent}%`, label: 'recurring commission' },
    { figure: wholePrice(AFFILIATE.examplePerUserMinor, AFFILIATE.currency), label: 'per paying user a month*' },
    { figure: `${AFFILIATE.dailyMinutes} min`, label: 'a day is enough' },
  ];

  return (
    <header className={styles.hero}>
      <div className={`${night.night} ${styles.panel}`}>
        <AuraOrb size={124} className={styles.orb} />
        <div className={styles.top}>
          <button type="button" className={styles.back} aria-label="Back" onClick={onBack}>
            <ArrowLeft size={20} aria-hidden="true" />
          </button>
        </div>
        <p className={styles.eyebrow}>Kindred affiliates</p>
        <h1 className={styles.title}>
          {HERO_LINES.map((line, index) => (
            <span key={line} className={index === HERO_LINES.length - 1 ? `${styles.line} ${night.goldText}` : styles.line}>
              {line}
              {index < HERO_LINES.length - 1 ? ' ' : ''}
            </span>
          ))}
        </h1>
        <p className={styles.lead}>
          Share Kindred in one short video. When someone joins through your link and goes Premium, you earn {AFFILIATE.commissionPercent}% of what they pay, every month they stay.
        </p>
        <Button fullWidth className={styles.cta} icon={<ArrowDown size={18} aria-hidden="true" />} onClick={onStart}>
          Get my free link
        </Button>
      </div>

      <ul className={styles.stats} aria-label="The programme at a glance">
        {stats.map((stat) => (
          <li key={stat.label} className={styles.stat}>
            <span className={styles.figure}>{stat.figure}</span>
            <span className={styles.label}>{stat.label}</span>
          </li>
        ))}
      </ul>
      <p className={styles.footnote}>*An example: the real figure is {AFFILIATE.commissionPercent}% of what each referral pays.</p>
    </header>
  );
}
