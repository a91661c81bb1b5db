import { sectionRule, type MatchPreferenceInput, type MustMatchSection } from '@kindred/contract';
import { ToggleSwitch } from '../../../shared/ui/toggle-switch';
import styles from './section-rule.module.css';

type Section = Parameters<typeof sectionRule>[0];

const EFFECT_LABELS = { filters: 'Filters', ranks: 'Ranks', open: 'Open' } as const;

const sectionRuleId = (section: Section) => `preference-rule-${section}`;

/** One short line under a section: whether it decides who is found, moves daters up, or is open. */
export function SectionRule({ section, preferences }: { section: Section; preferences: MatchPreferenceInput }) {
  const rule = sectionRule(section, preferences);
  return (
    <p id={sectionRuleId(section)} className={styles.rule} data-effect={rule.effect}>
      <span className={styles.tag}>{EFFECT_LABELS[rule.effect]}</span>
      <span>{rule.line.replace(/^[^:]+:\s*/, '')}</span>
    </p>
  );
}

interface MustMatchSwitchProps {
  section: MustMatchSection;
  /** The section's own label, so the switch is named "Must match: Cultural Background". */
  sectionLabel: string;
  on: boolean;
  /** Nothing chosen in the section yet: there is nothing to require. */
  disabled: boolean;
  onChange: (on: boolean) => void;
}

/**
 * "Must match" turns a ranking section into a hard filter (Hinge calls this a dealbreaker). The
 * older app's sheet had no such control; decision 017 explains it.
 */
export function MustMatchSwitch({ section, sectionLabel, on, disabled, onChange }: MustMatchSwitchProps) {
  return (
    <ToggleSwitch label={`Must match: ${sectionLabel}`} on={on} disabled={disabled} describedBy={sectionRuleId(section)} onChange={onChange}>
      Must match
    </ToggleSwitch>
  );
}
