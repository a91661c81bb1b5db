import styles from './interest-chips.module.css';

interface InterestChipsProps {
  interests: readonly string[];
  /** Interests that were just added get the highlight (compared case-insensitively). */
  highlighted?: readonly string[];
  label: string;
}

export function InterestChips({ interests, highlighted = [], label }: InterestChipsProps) {
  const fresh = new Set(highlighted.map((item) => item.toLowerCase()));
  return (
    <ul className={styles.chips} aria-label={label}>
      {interests.map((interest) => (
        <li key={interest} className={styles.chip} data-new={fresh.has(interest.toLowerCase()) || undefined}>
          {interest}
          {fresh.has(interest.toLowerCase()) && <span className="visually-hidden">(new)</span>}
        </li>
      ))}
    </ul>
  );
}
