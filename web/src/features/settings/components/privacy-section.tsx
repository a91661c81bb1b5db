import { UNLOCK_PRIVACY_TEXTS } from '@kindred/contract';
import { EyeOff } from 'lucide-react';
import { useId } from 'react';
import { ToggleSwitch } from '../../../shared/ui/toggle-switch';
import { useUnlockPrivacy } from '../api/get-unlock-privacy';
import { useUpdateUnlockPrivacy } from '../api/update-unlock-privacy';
import styles from './settings-screen.module.css';

/**
 * Settings' "Privacy" group: mutual reveal (decision 039). While the answer is on its way the
 * switch shows the choice just made; if saving fails it returns to what the server holds.
 */
export function PrivacySection() {
  const privacy = useUnlockPrivacy();
  const update = useUpdateUnlockPrivacy();
  const labelId = useId();
  const hintId = useId();
  const on = update.isPending ? (update.variables?.mutualReveal ?? false) : (privacy.data?.mutualReveal ?? false);

  return (
    <section className={styles.section} aria-labelledby="settings-privacy">
      <h2 id="settings-privacy" className={styles.sectionTitle}>
        Privacy
      </h2>
      <div className={styles.group}>
        <div className={`${styles.row} ${styles.settingRow}`}>
          <span className={styles.rowIcon} aria-hidden="true">
            <EyeOff size={19} />
          </span>
          <span className={styles.rowText}>
            <span id={labelId} className={styles.rowLabel}>
              {UNLOCK_PRIVACY_TEXTS.settingLabel}
            </span>
            <span id={hintId} className={styles.rowHint}>
              {UNLOCK_PRIVACY_TEXTS.settingHint}
            </span>
          </span>
          <ToggleSwitch label={UNLOCK_PRIVACY_TEXTS.settingLabel} describedBy={hintId} on={on} disabled={!privacy.data} onChange={(next) => update.mutate({ mutualReveal: next })}>
            {on ? 'On' : 'Off'}
          </ToggleSwitch>
        </div>
        {update.isError && (
          <p className={styles.settingError} role="alert">
            {UNLOCK_PRIVACY_TEXTS.settingFailed}
          </p>
        )}
      </div>
    </section>
  );
}
