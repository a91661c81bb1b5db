import { ESSENTIALS } from '@kindred/contract';
import { mustApplies, type EssentialDraft } from '../lib/essential-draft';
import type { FieldProps } from './editor-fields';
import { ToggleSwitch } from '../../../shared/ui/toggle-switch';
import styles from './must-match-field.module.css';

/** What the switch means right now, in one line (the switch points at it for screen readers). */
function ruleText(draft: EssentialDraft): string {
  if (draft.need.length === 0) return 'Open: choose an answer above to make it a must.';
  if (mustApplies(draft)) return 'Must: a dealbreaker both ways. You meet only daters who fit, and only daters whose musts you fit.';
  return "Nice to have: daters who fit score higher with you, and daters who don't score lower.";
}

/** The "Must match" switch, the same control as the match preferences' one. */
export function MustMatchField({ draft, onChange }: FieldProps) {
  const ruleId = `essential-rule-${draft.key}`;
  const on = mustApplies(draft);
  return (
    <div className={styles.field}>
      <ToggleSwitch
        label={`Must match: ${ESSENTIALS[draft.key].label}`}
        on={on}
        disabled={draft.need.length === 0}
        describedBy={ruleId}
        onChange={(must) => onChange({ ...draft, must })}
      >
        Must match
      </ToggleSwitch>
      <p id={ruleId} className={styles.hint}>
        {ruleText(draft)}
      </p>
    </div>
  );
}
