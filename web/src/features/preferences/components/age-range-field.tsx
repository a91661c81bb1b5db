import { PREFERENCE_AGE } from '@kindred/contract';
import type { CSSProperties } from 'react';
import styles from './age-range-field.module.css';

interface AgeRangeFieldProps {
  min: number;
  max: number;
  onMinChange: (age: number) => void;
  onMaxChange: (age: number) => void;
}

const SPAN = PREFERENCE_AGE.max - PREFERENCE_AGE.min;

function percent(age: number): number {
  return ((age - PREFERENCE_AGE.min) / SPAN) * 100;
}

/**
 * Age Range: two native range inputs (18–85, step 1) laid over one track, so each thumb keeps
 * the browser's own keyboard and screen reader support. The draft keeps min ≤ max.
 */
export function AgeRangeField({ min, max, onMinChange, onMaxChange }: AgeRangeFieldProps) {
  const style = { '--from': `${percent(min)}%`, '--to': `${percent(max)}%` } as CSSProperties;
  // When both thumbs meet at the top end, the lower one must stay grabbable.
  const minOnTop = min >= PREFERENCE_AGE.max - 1;

  return (
    <fieldset className={styles.field}>
      <legend className={styles.legend}>
        <span>Age Range</span>
        <span className={styles.value} aria-hidden="true">
          {min} – {max}
        </span>
      </legend>
      <div className={styles.slider} style={style}>
        <div className={styles.track} aria-hidden="true">
          <div className={styles.range} />
        </div>
        <input
          type="range"
          className={`${styles.thumb} ${minOnTop ? styles.onTop : ''}`}
          aria-label="Minimum age"
          aria-valuetext={`${min} years`}
          min={PREFERENCE_AGE.min}
          max={PREFERENCE_AGE.max}
          step={1}
          value={min}
          onChange={(event) => onMinChange(Number(event.target.value))}
        />
        <input
          type="range"
          className={styles.thumb}
          aria-label="Maximum age"
          aria-valuetext={`${max} years`}
          min={PREFERENCE_AGE.min}
          max={PREFERENCE_AGE.max}
          step={1}
          value={max}
          onChange={(event) => onMaxChange(Number(event.target.value))}
        />
      </div>
      <div className={styles.scale} aria-hidden="true">
        <span>{PREFERENCE_AGE.min}</span>
        <span>{PREFERENCE_AGE.max}</span>
      </div>
    </fieldset>
  );
}
