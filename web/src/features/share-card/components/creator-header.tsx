import { ArrowLeft } from 'lucide-react';
import type { CardStep } from '../lib/card-draft';
import { StepIndicator } from './step-indicator';
import styles from './card-creator.module.css';

interface CreatorHeaderProps {
  /** The current step, or null on the existing-card menu (which has no indicator). */
  step: CardStep | null;
  onBack: () => void;
  /** Going back while the card is being saved could save it twice. */
  backDisabled?: boolean;
}

export function CreatorHeader({ step, onBack, backDisabled }: CreatorHeaderProps) {
  return (
    <header className={styles.top}>
      <button type="button" className={styles.back} aria-label="Back" onClick={onBack} disabled={backDisabled}>
        <ArrowLeft size={20} aria-hidden="true" />
      </button>
      {step && <StepIndicator step={step} />}
      <span className={styles.topSpacer} aria-hidden="true" />
    </header>
  );
}
