import { MEETING_FEEDBACK_TEXTS as TEXTS } from '@kindred/contract';
import { useId } from 'react';
import styles from './meeting-feedback-card.module.css';

interface YesNoQuestionProps {
  question: string;
  value: boolean | null;
  onChange: (value: boolean) => void;
}

/** One of the follow-ups as two radio pills, so a keyboard or a screen reader meets a plain choice. */
export function YesNoQuestion({ question, value, onChange }: YesNoQuestionProps) {
  const name = useId();
  return (
    <fieldset className={styles.followUp}>
      <legend className={styles.followUpQuestion}>{question}</legend>
      <div className={styles.pills}>
        {[
          { label: TEXTS.answerYes, answer: true },
          { label: TEXTS.answerNo, answer: false },
        ].map(({ label, answer }) => (
          <label key={label} className={styles.pill}>
            <input type="radio" name={name} checked={value === answer} onChange={() => onChange(answer)} />
            <span>{label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
