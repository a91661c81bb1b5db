import type { EssentialKey, EssentialState } from '@kindred/contract';
import type { useEssentials } from '../api/essentials';
import { EssentialRow } from './essential-row';
import styles from './essentials-list.module.css';
import { LoadFailedPanel } from '../../../shared/ui/load-failed-panel';

interface EssentialsListProps {
  essentials: ReturnType<typeof useEssentials>;
  onEdit: (key: EssentialKey) => void;
  /** Per-row "Looks right"; the essentials check leaves it out, its one button confirms them all. */
  onConfirm?: (state: EssentialState) => void;
  confirmingKey?: EssentialKey | null;
  /** The proposed musts the dater has switched to keep, and the switch's handler. */
  keptMusts?: ReadonlySet<EssentialKey>;
  onKeepMust?: (key: EssentialKey, kept: boolean) => void;
}

/** The rows, or why there are none yet: loading, a failed load with a retry, or an empty answer. */
export function EssentialsList({ essentials, onEdit, onConfirm, confirmingKey = null, keptMusts, onKeepMust }: EssentialsListProps) {
  // Rows already on screen stay through a failed background refresh.
  if (essentials.data) {
    if (essentials.data.length === 0) return <p className={styles.muted}>Nothing to show yet. Your answers will fill this in.</p>;
    return (
      <ul className={styles.list} aria-label="Your essentials">
        {essentials.data.map((state) => (
          <EssentialRow
            key={state.key}
            state={state}
            onEdit={onEdit}
            onConfirm={onConfirm}
            confirming={confirmingKey === state.key}
            keepMust={keptMusts?.has(state.key) ?? false}
            onKeepMust={onKeepMust}
          />
        ))}
      </ul>
    );
  }
  if (essentials.isError) {
    return (
      <LoadFailedPanel
        className={styles.failed}
        title="We couldn’t load your essentials."
        retrying={essentials.isFetching}
        onRetry={() => void essentials.refetch()}
      />
    );
  }
  return (
    <p className={styles.muted} role="status">
      Loading your essentials…
    </p>
  );
}
