import { QueryClient } from '@tanstack/react-query';
import { isRetryable } from '../shared/api/api-error';

const MAX_RETRIES = 2;

/** One client per app start; tests and future SSR can build their own with this factory. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // A 401 or 404 will say the same thing again; only flaky networks and 5xx deserve a retry.
        retry: (failureCount, error) => isRetryable(error) && failureCount < MAX_RETRIES,
      },
      mutations: {
        retry: false,
      },
    },
  });
}
