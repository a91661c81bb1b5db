import { CircleCheck } from 'lucide-react';
import styles from './steps.module.css';

export interface ChoiceCardOption<Id extends string> {
  id: Id;
  emoji: string;
  text: string;
}

interface ChoiceCardsProps<Id extends string> {
  legend: string;
  name: string;
  options: readonly ChoiceCardOption<Id>[];
  value: Id | null;
  onChange: (id: Id) => void;
}

/** One-of-many choice drawn as large cards: real radio buttons, so arrow keys move between them. */
export function ChoiceCards<Id extends string>({ legend, name, options, value, onChange }: ChoiceCardsProps<Id>) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className="visually-hidden">{legend}</legend>
      <div className={styles.cards}>
        {options.map((option) => (
          <label key={option.id} className={styles.choiceCard}>
            <input type="radio" name={name} value={option.id} className="visually-hidden" checked={value === option.id} onChange={() => onChange(option.id)} />
            <span className={styles.choiceEmoji} aria-hidden="true">
              {option.emoji}
            </span>
            <span className={styles.choiceText}>{option.text}</span>
            <CircleCheck size={22} aria-hidden="true" className={styles.choiceCheck} />
          </label>
        ))}
      </div>
    </fieldset>
  );
}
