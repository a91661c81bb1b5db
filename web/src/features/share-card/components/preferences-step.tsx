import { CARD_LIMITS, CARD_PREFERENCE_GROUPS, CARD_TEXTS, type CardPreferenceId } from '@kindred/contract';
import { Check } from 'lucide-react';
import type { ToastMessage } from '../../../shared/ui/toast';
import { togglePreference, type CardDraft } from '../lib/card-draft';
import { StepIntro } from './step-intro';
import styles from './steps.module.css';

interface PreferencesStepProps {
  draft: CardDraft;
  onChange: (draft: Partial<CardDraft>) => void;
  notify: (message: ToastMessage) => void;
  focus: boolean;
}

/** Step 2: up to three things the dater is looking for, from three groups. */
export function PreferencesStep({ draft, onChange, notify, focus }: PreferencesStepProps) {
  const count = draft.preferences.length;
  const full = count >= CARD_LIMITS.maxPreferences;

  function toggle(id: CardPreferenceId) {
    const result = togglePreference(draft.preferences, id);
    if (result.refused) notify({ text: CARD_TEXTS.atMostThreePreferences, tone: 'error' });
    else onChange({ preferences: result.selected });
  }

  return (
    <>
      <StepIntro eyebrow="Step 2 of 5" title="What are you looking for?" focus={focus}>
        Pick up to {CARD_LIMITS.maxPreferences}. They go on your card as little pills.
      </StepIntro>

      <p className={styles.counter} aria-live="polite">
        <span className={styles.counterValue}>{count}</span> of {CARD_LIMITS.maxPreferences} picked
      </p>

      {CARD_PREFERENCE_GROUPS.map((group) => (
        <fieldset key={group.id} className={styles.fieldset}>
          <legend className={styles.legend}>{group.title}</legend>
          <div className={styles.chips}>
            {group.options.map((option) => {
              const checked = draft.preferences.includes(option.id);
              return (
                <label key={option.id} className={`${styles.chip} ${full && !checked ? styles.chipMuted : ''}`}>
                  <input type="checkbox" className="visually-hidden" checked={checked} onChange={() => toggle(option.id)} />
                  <span aria-hidden="true">{option.emoji}</span>
                  <span>{option.label}</span>
                  {checked && <Check size={15} strokeWidth={3} aria-hidden="true" className={styles.chipCheck} />}
                </label>
              );
            })}
          </div>
        </fieldset>
      ))}
    </>
  );
}
