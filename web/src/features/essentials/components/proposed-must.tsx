import { ESSENTIALS_TEXTS } from '@kindred/contract';
import { ToggleSwitch } from '../../../shared/ui/toggle-switch';
import type { EssentialRowText } from '../lib/essential-text';
import styles from './proposed-must.module.css';

interface ProposedMustProps {
  row: EssentialRowText;
  kept: boolean;
  onChange: (kept: boolean) => void;
}

/**
 * A must the reader proposed, stated as what it would do, with the dater's own switch to keep it.
 * Left off, "Looks good" saves it as a nice-to-have. The switch is described by the consequence
 * and by what the switch's position means, so a screen reader hears both with the control.
 */
export function ProposedMust({ row, kept, onChange }: ProposedMustProps) {
  const consequenceId = `essential-consequence-${row.key}`;
  const stateId = `essential-must-state-${row.key}`;
  return (
    <div className={`${styles.must} ${kept ? styles.kept : ''}`}>
      <p id={consequenceId} className={styles.consequence}>
        {row.consequence}
      </p>
      <ToggleSwitch label={ESSENTIALS_TEXTS.keepMustLabel(row.label)} on={kept} describedBy={`${consequenceId} ${stateId}`} onChange={onChange}>
        {ESSENTIALS_TEXTS.keepMust}
      </ToggleSwitch>
      <p id={stateId} className={styles.state}>
        {kept ? ESSENTIALS_TEXTS.mustKept : ESSENTIALS_TEXTS.mustLeftOpen}
      </p>
    </div>
  );
}
