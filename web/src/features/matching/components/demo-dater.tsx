import { DEMO_DATER_TEXTS } from '@kindred/contract';
import { Sparkles } from 'lucide-react';
import styles from './demo-dater.module.css';

/**
 * "Demo" on a demo dater's card, beside the score (decision 047). The short word is what the eye
 * reads; a screen reader hears the whole sentence, since "Demo" alone says little.
 */
export function DemoChip({ firstName, surface = 'photo' }: { firstName: string; surface?: 'photo' | 'page' }) {
  return (
    <span className={`${styles.chip} ${surface === 'page' ? styles.onPage : ''}`} title={DEMO_DATER_TEXTS.chipLabel(firstName)}>
      <Sparkles size={12} aria-hidden="true" />
      <span aria-hidden="true">{DEMO_DATER_TEXTS.chip}</span>
      <span className="visually-hidden">{DEMO_DATER_TEXTS.chipLabel(firstName)}</span>
    </span>
  );
}

interface DemoDaterNoticeProps {
  firstName: string;
  /** "card" is the one line where "Say hi:" links would be; "detail" says who they are and why there are no links. */
  variant?: 'card' | 'detail';
  /** "photo" sets the line on a dark picture (stories). */
  surface?: 'page' | 'photo';
}

/**
 * Where a real match's handles appear after an unlock, a demo dater says what they are: there is
 * no account to open, and no made-up handle that could be a stranger's.
 */
export function DemoDaterNotice({ firstName, variant = 'card', surface = 'page' }: DemoDaterNoticeProps) {
  const boxClass = [styles.notice, styles[variant], surface === 'photo' && styles.onPhoto].filter(Boolean).join(' ');
  return (
    <div className={boxClass}>
      <span className={styles.icon} aria-hidden="true">
        <Sparkles size={16} />
      </span>
      {variant === 'card' ? <span className={styles.title}>{DEMO_DATER_TEXTS.cardNoAccounts}</span> : (
        <span className={styles.text}>
          <span className={styles.title}>{DEMO_DATER_TEXTS.about(firstName)}</span>
          <span className={styles.hint}>{DEMO_DATER_TEXTS.noAccounts}</span>
        </span>
      )}
    </div>
  );
}
