import type { MatchPreferenceInput } from '@kindred/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/api/http';
import { refreshShowing } from '../../../shared/api/shown-facts';
import { preferencesKeys } from './preferences-keys';

/** PUT /api/preferences: stores the preferences and answers with them as saved. */
function savePreferences(preferences: MatchPreferenceInput): Promise<MatchPreferenceInput> {
  return request('/api/preferences', { method: 'PUT', body: preferences, schema: 'matchPreferenceSchema' });
}

export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePreferences,
    onSuccess: (saved) => {
      queryClient.setQueryData(preferencesKeys.current, saved);
      // The profile's completeness counts them, wherever a sheet saved them from.
      void refreshShowing(queryClient, 'preferences');
    },
  });
}
