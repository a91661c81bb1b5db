import {
  CULTURAL_BACKGROUNDS,
  LOOKING_FOR,
  PREFERENCE_LIFESTYLE_LABELS,
  PREFERENCE_LIFESTYLES,
  type CulturalBackground,
  type LookingFor,
  type PreferenceLifestyle,
} from '@kindred/contract';
import { Check } from 'lucide-react';
import styles from './choice-fields.module.css';

const LOOKING_FOR_LABELS: Record<LookingFor, string> = { male: 'Male', female: 'Female', both: 'Both' };

/** Looking For: three buttons, one pressed. */
export function LookingForField({ value, onChange }: { value: LookingFor; onChange: (value: LookingFor) => void }) {
  return (
    <div className={styles.field} role="group" aria-labelledby="looking-for-label">
      <p id="looking-for-label" className={styles.label}>
        Looking For
      </p>
      <div className={styles.segments}>
        {LOOKING_FOR.map((option) => (
          <button key={option} type="button" className={styles.segment} aria-pressed={value === option} onClick={() => onChange(option)}>
            {LOOKING_FOR_LABELS[option]}
          </button>
        ))}
      </div>
    </div>
  );
}

interface CultureChipsProps {
  selected: CulturalBackground[];
  onToggle: (value: CulturalBackground) => void;
}

/** Cultural Background: chips that toggle in and out. */
export function CultureChips({ selected, onToggle }: CultureChipsProps) {
  return (
    <div className={styles.field} role="group" aria-labelledby="culture-label">
      <p id="culture-label" className={styles.label}>
        Cultural Background
      </p>
      <div className={styles.chips}>
        {CULTURAL_BACKGROUNDS.map((culture) => {
          const on = selected.includes(culture);
          return (
            <button key={culture} type="button" className={styles.chip} aria-pressed={on} onClick={() => onToggle(culture)}>
              {on && <Check size={14} aria-hidden="true" />}
              {culture}
            </button>
          );
        })}
      </div>
    </div>
  );
}

interface LifestyleFieldProps {
  value: PreferenceLifestyle;
  onChange: (value: PreferenceLifestyle) => void;
}

/** Activity & Lifestyle: a radio list. */
export function LifestyleField({ value, onChange }: LifestyleFieldProps) {
  return (
    <fieldset className={`${styles.field} ${styles.fieldset}`}>
      <legend className={styles.label}>Activity &amp; Lifestyle</legend>
      <div className={styles.radios}>
        {PREFERENCE_LIFESTYLES.map((option) => (
          <label key={option} className={styles.radio}>
            <input type="radio" name="preference-lifestyle" value={option} checked={value === option} onChange={() => onChange(option)} />
            <span>{PREFERENCE_LIFESTYLE_LABELS[option]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
