import { MATCH_DIGEST_TEXTS } from '@kindred/contract';
import { Mail } from 'lucide-react';
import { useId } from 'react';
import { ToggleSwitch } from '../../../shared/ui/toggle-switch';
import { useMatchDigestSettings, useUpdateMatchDigestSettings } from '../api/match-digest-settings';

interface MatchDigestSettingProps {
  /** Settings' row styles, lent by the screen that shows the switch. */
  classes: { row: string; rowIcon: string; rowText: string; rowLabel: string; rowHint: string; error: string };
}

/**
 * "New match e-mails" on or off (decision 056). While the answer is on its way the switch shows
 * the choice just made; if saving fails it returns to what the server holds.
 */
export function MatchDigestSetting({ classes }: MatchDigestSettingProps) {
  const settings = useMatchDigestSettings();
  const update = useUpdateMatchDigestSettings();
  const labelId = useId();
  const hintId = useId();
  const on = update.isPending ? (update.variables?.enabled ?? false) : (settings.data?.enabled ?? false);
  return (
    <>
      <div className={classes.row}>
        <span className={classes.rowIcon} aria-hidden="true">
          <Mail size={19} />
        </span>
        <span className={classes.rowText}>
          <span id={labelId} className={classes.rowLabel}>
            {MATCH_DIGEST_TEXTS.settingLabel}
          </span>
          <span id={hintId} className={classes.rowHint}>
            {MATCH_DIGEST_TEXTS.settingHint}
          </span>
        </span>
        <ToggleSwitch label={MATCH_DIGEST_TEXTS.settingLabel} describedBy={hintId} on={on} disabled={!settings.data} onChange={(next) => update.mutate({ enabled: next })}>
          {on ? 'On' : 'Off'}
        </ToggleSwitch>
      </div>
      {update.isError && (
        <p className={classes.error} role="alert">
          {MATCH_DIGEST_TEXTS.settingFailed}
        </p>
      )}
    </>
  );
}
