import type { MeResponse } from '@kindred/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { isRetryable } from '../../../shared/api/api-error';
import { request } from '../../../shared/api/http';
import { showing } from '../../../shared/api/shown-facts';
import { sessionKeys } from './session-keys';

/** GET /api/me: who is signed in. Rejects with ApiError 401 when nobody is. */
export function getMe(signal?: AbortSignal): Promise<MeResponse> {
  return request('/api/me', { schema: 'meResponseSchema', signal });
}

export function meQueryOptions() {
  return queryOptions({
    queryKey: sessionKeys.me,
    queryFn: ({ signal }) => getMe(signal),
    // The session changes only through our own sign-in/out calls, which reset this query.
    staleTime: 60_000,
    // Every screen waits on this answer, so a dead API must surface fast rather than after backoff.
    retry: (failureCount, error) => isRetryable(error) && failureCount < 1,
    retryDelay: 500,
    // It carries the dater's name, which the profile edits.
    meta: showing('profile'),
  });
}

export function useMe() {
  return useQuery(meQueryOptions());
}
