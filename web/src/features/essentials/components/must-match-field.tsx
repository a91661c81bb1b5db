import { ESSENTIALS } from '@kindred/contract';
import { mustApplies, type EssentialDraft } from '../lib/essential-draft';
import type { FieldProps } from './editor-fields';
import styles from './must-match-field.module.css';

/** What the switch means right now, in one line (the switch points at it for screen readers). */
function ruleText(draft: EssentialDraft): string {
  if (draft.need.length === 0) return 'Open: choose an answer above to make it a must.';
  if (mustApplies(draft)) return 'Must: a dealbreaker both ways. You meet only daters who fit, and only daters whose musts you fit.';
  return 'Nice to have: daters who fit move up the list; nobody is left out.';
}

/** The "Must match" switch, the look and idea of the match preferences' one. */
export function MustMatchField({ draft, onChange }: FieldProps) {
  const ruleId = `essential-rule-${draft.key}`;
  const on = mustApplies(draft);
  return (
    <div className={styles.field}>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-label={`Must match: ${ESSENTIALS[draft.key].label}`}
        aria-describedby={ruleId}
        className={styles.switch}
        disabled={draft.need.length === 0}
        onClick={() => onChange({ ...draft, must: !on })}
      >
        <span className={styles.track} aria-hidden="true">
          <span className={styles.thumb} />
        </span>
        Must match
      </button>
      <p id={ruleId} className={styles.hint}>
        {ruleText(draft)}
      </p>
    </div>
  );
}
