import { essentialLabel, essentialOptions } from '@kindred/contract';
import { Check } from 'lucide-react';
import { toggleNeed, type EssentialDraft } from '../lib/essential-draft';
import styles from './editor-fields.module.css';

export interface FieldProps {
  draft: EssentialDraft;
  onChange: (draft: EssentialDraft) => void;
}

/** "About you": native radios (arrow keys move, one answer), drawn as pills; null is "Prefer not to say". */
export function SelfField({ draft, onChange }: FieldProps) {
  const choices: Array<[string | null, string]> = [...essentialOptions(draft.key).map((o): [string, string] => [o, essentialLabel(draft.key, o)]), [null, 'Prefer not to say']];
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>About you</legend>
      <div className={styles.options}>
        {choices.map(([value, label]) => (
          <label key={value ?? 'none'} className={styles.option}>
            <input type="radio" name={`essential-self-${draft.key}`} checked={draft.self === value} onChange={() => onChange({ ...draft, self: value })} />
            <span>{label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** "In a partner": any number of acceptable options; none chosen means open to anyone. */
export function NeedField({ draft, onChange }: FieldProps) {
  const legendId = `essential-need-${draft.key}`;
  return (
    <div className={styles.fieldset} role="group" aria-labelledby={legendId} aria-describedby={`${legendId}-hint`}>
      <p id={legendId} className={styles.legend}>
        In a partner
      </p>
      <p id={`${legendId}-hint`} className={styles.hint}>
        Choose every answer that would be fine. None chosen: open to anyone.
      </p>
      <div className={styles.options}>
        {essentialOptions(draft.key).map((option) => {
          const on = draft.need.includes(option);
          return (
            <button key={option} type="button" className={styles.chip} aria-pressed={on} onClick={() => onChange(toggleNeed(draft, option))}>
              {on && <Check size={14} aria-hidden="true" />}
              {essentialLabel(draft.key, option)}
            </button>
          );
        })}
      </div>
    </div>
  );
}
