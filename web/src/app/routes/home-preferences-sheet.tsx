import type { MatchPreferenceInput } from '@kindred/contract';
import { useNavigate } from '../../shared/routing';
import { MatchPreferencesSheet, usePreferences, useSavePreferences } from '../../features/preferences';

/**
 * Home's filter (docs/product.md#preferences): the sheet opens with the stored
 * preferences; saving stores them, then runs a new search on /searching.
 */
export function HomePreferencesSheet({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const preferences = usePreferences();
  const { mutateAsync: save } = useSavePreferences();

  async function saveAndSearch(draft: MatchPreferenceInput) {
    await save(draft);
    await navigate('/searching');
  }

  return (
    <MatchPreferencesSheet
      open={open}
      initial={preferences.data}
      loading={preferences.isPending}
      loadFailed={preferences.isError}
      onSave={saveAndSearch}
      onClose={onClose}
    />
  );
}
