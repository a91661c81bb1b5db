import type { BirthDateRequest, BirthDateState } from '@kindred/contract';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { request } from '../../../shared/api/http';
import { birthDateKeys } from './birth-date-keys';

// The read and the save of this resource share one file on purpose: split in two, the bundler
// moved the shared HTTP client out of the entry chunk into a chunk of its own, and the login and
// share pages' critical script grew by 1.4 KB gzip (npm run check:web-budget), over their budget.

function getBirthDate(signal?: AbortSignal): Promise<BirthDateState> {
  return request('/api/profile/birth-date', { schema: 'birthDateStateSchema', signal });
}

export function birthDateQueryOptions() {
  return queryOptions({ queryKey: birthDateKeys.state, queryFn: ({ signal }) => getBirthDate(signal) });
}

export function useBirthDate() {
  return useQuery(birthDateQueryOptions());
}

/**
 * PUT /api/profile/birth-date. A 403 UNDER_AGE still saved the date: the session must learn it.
 * `alsoStale` names the other features' queries that show the date (the session's age status, the
 * profile's age); the app, which knows their keys, passes them in. The save settles only once all
 * are refetched, so the next screen reads the new age.
 */
export function useSaveBirthDate(alsoStale: readonly QueryKey[]) {
  const queryClient = useQueryClient();
  const refresh = () => Promise.all([birthDateKeys.state, ...alsoStale].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  return useMutation({
    mutationFn: (body: BirthDateRequest) => request('/api/profile/birth-date', { method: 'PUT', body, schema: 'birthDateStateSchema' }),
    onSettled: refresh,
  });
}
