import { MAX_DISTANCE_CHOICES_KM, maxDistanceLabel, type MaxDistanceKm } from '@kindred/contract';
import styles from './choice-fields.module.css';

const CHOICES: readonly (MaxDistanceKm | null)[] = [...MAX_DISTANCE_CHOICES_KM, null];

/**
 * Distance: how far from the dater's home city a match may live, as a radio list. Both sides'
 * distances must hold, like the other filters; without a home city there is nothing to measure from.
 */
export function DistanceField({ value, onChange }: { value: MaxDistanceKm | null; onChange: (value: MaxDistanceKm | null) => void }) {
  return (
    <fieldset className={`${styles.field} ${styles.fieldset}`} aria-describedby="distance-hint">
      <legend className={styles.label}>Distance</legend>
      <p id="distance-hint" className={styles.hint}>
        How far from your home city a match may live; they see you only if you are within their distance too. Without a home city on your profile, your search reaches anywhere.
      </p>
      <div className={styles.radios}>
        {CHOICES.map((km) => (
          <label key={km ?? 'anywhere'} className={styles.radio}>
            <input type="radio" name="preference-distance" value={km ?? 'anywhere'} checked={value === km} onChange={() => onChange(km)} />
            <span>{maxDistanceLabel(km)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
