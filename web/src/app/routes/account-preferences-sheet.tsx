import { PROFILE_TEXTS, type MatchPreferenceInput } from '@kindred/contract';
import { useQueryClient } from '@tanstack/react-query';
import { MatchPreferencesSheet, usePreferences, useSavePreferences } from '../../features/preferences';
import { profileKeys } from '../../features/profile';

interface AccountPreferencesSheetProps {
  open: boolean;
  onClose: () => void;
  /** Told after a save, so the screen can show "Match preferences updated successfully". */
  onSaved: (message: string) => void;
}

/**
 * The match preferences sheet as /profile and /settings open it: saving just stores the
 * preferences (no new search, unlike home's filter) and recounts profile completeness.
 */
export function AccountPreferencesSheet({ open, onClose, onSaved }: AccountPreferencesSheetProps) {
  const queryClient = useQueryClient();
  const preferences = usePreferences();
  const { mutateAsync: save } = useSavePreferences();

  async function saveOnly(draft: MatchPreferenceInput) {
    await save(draft);
    void queryClient.invalidateQueries({ queryKey: profileKeys.own });
    onSaved(PROFILE_TEXTS.preferencesSaved);
  }

  return (
    <MatchPreferencesSheet
      open={open}
      initial={preferences.data}
      loading={preferences.isPending}
      loadFailed={preferences.isError}
      onSave={saveOnly}
      onClose={onClose}
      saveFailedText={PROFILE_TEXTS.preferencesFailed}
    />
  );
}
