import { PREFERENCE_LIFESTYLE_LABELS, PROFILE_TEXTS, type MatchPreferenceInput } from '@kindred/contract';
import { SlidersHorizontal } from 'lucide-react';
import { useId } from 'react';
import cards from './profile-cards.module.css';
import styles from './preferences-summary-card.module.css';

const LOOKING_FOR_LABELS: Record<MatchPreferenceInput['lookingFor'], string> = { male: 'Men', female: 'Women', both: 'Everyone' };

/** "First +N more": how docs/product-account.md#profile fits a list of backgrounds on one line. */
function firstPlusMore(items: readonly string[]): string | null {
  if (items.length === 0) return null;
  return items.length === 1 ? String(items[0]) : `${items[0]} +${items.length - 1} more`;
}

interface PreferencesSummaryCardProps {
  preferences: MatchPreferenceInput | undefined;
  loading: boolean;
  onOpen: () => void;
}

/** What the dater is looking for, read-only; the button opens the match preferences sheet. */
export function PreferencesSummaryCard({ preferences, loading, onOpen }: PreferencesSummaryCardProps) {
  const titleId = useId();
  const rows: [string, string | null][] = preferences
    ? [
      ['Age Range', `${preferences.minAge} - ${preferences.maxAge}`],
      ['Country', preferences.country.trim() || null],
      ['Looking For', LOOKING_FOR_LABELS[preferences.lookingFor]],
      ['Interests', preferences.interests.length ? preferences.interests.join(', ') : null],
      ['Lifestyle', PREFERENCE_LIFESTYLE_LABELS[preferences.lifestyle]],
      ['Cultural Background', firstPlusMore(preferences.culturalBackground)],
    ]
    : [];
  return (
    <section className={cards.card} aria-labelledby={titleId}>
      <div className={cards.cardHead}>
        <h2 id={titleId} className={cards.cardTitle}>
          Match Preferences
        </h2>
        <button type="button" className={styles.editButton} onClick={onOpen}>
          <SlidersHorizontal size={15} aria-hidden="true" />
          Edit
          <span className="visually-hidden">match preferences</span>
        </button>
      </div>
      {loading ? <p className={styles.muted}>Loading your preferences…</p> : (
        <dl className={styles.summary}>
          {rows.map(([term, value]) => (
            <div key={term} className={styles.summaryRow}>
              <dt>{term}</dt>
              <dd className={value ? undefined : styles.notSet}>{value ?? PROFILE_TEXTS.notSet}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
