import type { BirthDateRequest, BirthDateState } from '@kindred/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/api/http';

export const BIRTH_DATE_KEY = ['profile', 'birth-date'] as const;

export function getBirthDate(signal?: AbortSignal): Promise<BirthDateState> {
  return request('/api/profile/birth-date', { schema: 'birthDateStateSchema', signal });
}

export function birthDateQueryOptions() {
  return queryOptions({ queryKey: BIRTH_DATE_KEY, queryFn: ({ signal }) => getBirthDate(signal) });
}

export function useBirthDate() {
  return useQuery(birthDateQueryOptions());
}

/** PUT /api/profile/birth-date. A 403 UNDER_AGE still saved the date: the session must learn it. */
export function useSaveBirthDate() {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: BIRTH_DATE_KEY }),
      queryClient.invalidateQueries({ queryKey: ['session', 'me'] }),
      queryClient.invalidateQueries({ queryKey: ['profile'] }),
    ]);
  return useMutation({
    mutationFn: (body: BirthDateRequest) => request('/api/profile/birth-date', { method: 'PUT', body, schema: 'birthDateStateSchema' }),
    onSettled: refresh,
  });
}
