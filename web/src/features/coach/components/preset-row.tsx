import { COACH_PRESETS, type CoachPresetId } from '@kindred/contract';
import { useId } from 'react';
import { PRESET_ICONS } from '../lib/preset-icons';
import styles from './preset-row.module.css';
import { PremiumOnlyMark } from './premium-only-mark';

export type CoachPreset = (typeof COACH_PRESETS)[number];

interface PresetRowProps {
  selected: CoachPresetId | null;
  /** False for free daters: each card wears a crown and opens the upgrade modal. */
  premium: boolean;
  onChoose: (preset: CoachPreset) => void;
}

/** The eight coaching topics (docs/product-account.md#coach), as one row of cards that scrolls sideways. */
export function PresetRow({ selected, premium, onChoose }: PresetRowProps) {
  const premiumNote = useId();
  return (
    <div className={styles.row} role="group" aria-label="Coaching topics">
      {!premium && (
        <span id={premiumNote} hidden>
          Premium feature
        </span>
      )}
      {COACH_PRESETS.map((preset) => {
        const Icon = PRESET_ICONS[preset.id];
        return (
          <button
            key={preset.id}
            type="button"
            className={styles.card}
            aria-pressed={selected === preset.id}
            aria-describedby={premium ? undefined : premiumNote}
            onClick={() => onChoose(preset)}
          >
            <span className={styles.icon} aria-hidden="true">
              <Icon size={17} />
            </span>
            <span className={styles.title}>{preset.title}</span>
            {!premium && <PremiumOnlyMark size={11} className={styles.crown} />}
          </button>
        );
      })}
    </div>
  );
}
