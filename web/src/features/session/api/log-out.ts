import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '../../../shared/routing';
import { isUnauthorized } from '../../../shared/api/api-error';
import { request } from '../../../shared/api/http';
import { API_CACHE_NAME } from '../../../shared/api/kept-answers';

/** POST /api/auth/sign-out. The auth library rejects it (415) without a JSON body. */
export async function logOut(): Promise<void> {
  try {
    await request('/api/auth/sign-out', { method: 'POST', body: {}, schema: 'anyBodySchema' });
  } catch (error) {
    // Already signed out is the outcome we wanted.
    if (!isUnauthorized(error)) throw error;
  }
}

interface LogOutOptions {
  /** Runs first, while the session still lets it clean up; a failure there never blocks signing out. */
  beforeSignOut?: () => Promise<void>;
}

/** Ends the session, forgets every cached answer that belonged to this dater, and goes to login. */
export function useLogOut({ beforeSignOut }: LogOutOptions = {}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async () => {
      if (beforeSignOut) {
        // The dater asked to leave; a clean-up that fails (offline, no service worker) must not
        // keep them signed in.
        await beforeSignOut().catch((error: unknown) => console.warn('Clean-up before signing out failed', error));
      }
      await logOut();
    },
    onSuccess: async () => {
      queryClient.clear();
      // The service worker drops its kept API answers when it sees the sign-out; this covers a page
      // it does not control (e.g. a hard reload), so the next dater never reads this one's answers.
      if (typeof caches !== 'undefined') await caches.delete(API_CACHE_NAME).catch(() => undefined);
      await navigate('/', { replace: true });
    },
  });
}
