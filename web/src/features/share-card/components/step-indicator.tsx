import { CARD_STEPS, type CardStep } from '../lib/card-draft';
import styles from './step-indicator.module.css';

const STEP_NAMES: Record<CardStep, string> = { name: 'Name', preferences: 'Preferences', rating: 'Rating', vibe: 'Vibe', card: 'Your card' };

/** Where the dater is among the five steps, read as one phrase ("Step 2 of 5: Preferences"). */
export function StepIndicator({ step }: { step: CardStep }) {
  const current = CARD_STEPS.indexOf(step);
  return (
    <div className={styles.indicator} role="img" aria-label={`Step ${current + 1} of ${CARD_STEPS.length}: ${STEP_NAMES[step]}`}>
      {CARD_STEPS.map((s, index) => <span key={s} className={styles.bar} data-state={index < current ? 'done' : index === current ? 'current' : 'upcoming'} />)}
    </div>
  );
}
