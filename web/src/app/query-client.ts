import { QueryClient } from '@tanstack/react-query';
import { isRetryable } from '../shared/api/api-error';

const MAX_RETRIES = 2;

/** Only a browser that says so is offline; prerendering in Node has no onLine at all. */
const deviceOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** One client per app start; tests and future SSR can build their own with this factory. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Offline, a read still goes out once: the service worker answers it with what this
        // device kept (docs/product-account.md#install). The default mode would hold it back, and
        // a screen never opened in this visit would wait forever instead of showing what was seen.
        networkMode: 'offlineFirst',
        // A 401 or 404 will say the same thing again; only flaky networks and 5xx deserve a retry.
        // Offline, a retry would be paused until the connection returns, leaving a spinner; the
        // screen says so at once instead, and reconnecting refetches anyway.
        retry: (failureCount, error) => !deviceOffline() && isRetryable(error) && failureCount < MAX_RETRIES,
      },
      mutations: {
        retry: false,
      },
    },
  });
}
