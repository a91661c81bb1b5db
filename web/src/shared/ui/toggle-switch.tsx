import styles from './toggle-switch.module.css';

interface ToggleSwitchProps {
  /** The visible text beside the track, e.g. "Must match". */
  children: string;
  /** The accessible name when the visible text alone is ambiguous ("Must match: Smoking"). */
  label?: string;
  on: boolean;
  disabled?: boolean;
  /** The id of the line that says what the switch does right now. */
  describedBy?: string;
  onChange: (on: boolean) => void;
}

/** An on/off switch as a button with role="switch", so it is announced and toggled as one. */
export function ToggleSwitch({ children, label, on, disabled = false, describedBy, onChange }: ToggleSwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on && !disabled}
      aria-label={label}
      aria-describedby={describedBy}
      className={styles.switch}
      disabled={disabled}
      onClick={() => onChange(!on)}
    >
      <span className={styles.track} aria-hidden="true">
        <span className={styles.thumb} />
      </span>
      {children}
    </button>
  );
}
