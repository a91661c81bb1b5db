import type { PublicConfig } from '@kindred/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { isRetryable } from '../../../shared/api/api-error';
import { request } from '../../../shared/api/http';
import { authKeys } from './auth-keys';

/** GET /api/public-config: which sign-in providers work and where the legal pages live. */
export function getPublicConfig(signal?: AbortSignal): Promise<PublicConfig> {
  return request('/api/public-config', { schema: 'publicConfigSchema', signal });
}

export function publicConfigQueryOptions() {
  return queryOptions({
    queryKey: authKeys.publicConfig,
    queryFn: ({ signal }) => getPublicConfig(signal),
    // Server configuration only changes on deploy.
    staleTime: 10 * 60_000,
    // Until this answers the provider buttons stay disabled, so fail fast and say so.
    retry: (failureCount, error) => isRetryable(error) && failureCount < 1,
    retryDelay: 500,
  });
}

export function usePublicConfig() {
  return useQuery(publicConfigQueryOptions());
}
