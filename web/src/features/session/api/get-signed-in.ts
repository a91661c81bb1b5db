import { queryOptions, useQuery } from '@tanstack/react-query';
import { isRetryable } from '../../../shared/api/api-error';
import { request } from '../../../shared/api/http';
import { sessionKeys } from './session-keys';

/**
 * GET /api/auth/get-session: only whether anyone is signed in. Pages a visitor may open (login,
 * the sign-in problem page) ask this instead of GET /api/me, because it answers a visitor with
 * 200 and null where /api/me answers 401, which every browser logs as an error in its console.
 * A suspended or banned dater's session is refused with 403 here as there.
 */
function getSignedIn(signal?: AbortSignal): Promise<boolean> {
  return request('/api/auth/get-session', { schema: 'sessionPresenceSchema', signal });
}

export function signedInQueryOptions() {
  return queryOptions({
    queryKey: sessionKeys.signedIn,
    queryFn: ({ signal }) => getSignedIn(signal),
    // Sign-in and sign-out change it outside this query; a cached answer is shown, then checked.
    staleTime: 0,
    retry: (failureCount, error) => isRetryable(error) && failureCount < 1,
    retryDelay: 500,
  });
}

export function useSignedIn() {
  return useQuery(signedInQueryOptions());
}
