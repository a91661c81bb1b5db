import type { MatchPreferenceInput } from '@kindred/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/http';
import { showing } from '../../../shared/api/shown-facts';
import { preferencesKeys } from './preferences-keys';

/** GET /api/preferences: the dater's match preferences (defaults when never saved). */
function getPreferences(signal?: AbortSignal): Promise<MatchPreferenceInput> {
  return request('/api/preferences', { schema: 'matchPreferenceSchema', signal });
}

export function preferencesQueryOptions() {
  return queryOptions({ queryKey: preferencesKeys.current, queryFn: ({ signal }) => getPreferences(signal), staleTime: 60_000, meta: showing('preferences') });
}

export function usePreferences() {
  return useQuery(preferencesQueryOptions());
}
