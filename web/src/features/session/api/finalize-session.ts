import type { FinalizeResponse } from '@kindred/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/api/http';
import { sessionKeys } from './session-keys';

/** POST /api/session/finalize: finds or creates the profile and names the next screen. */
export function finalizeSession(): Promise<FinalizeResponse> {
  return request('/api/session/finalize', { method: 'POST', body: {}, schema: 'finalizeResponseSchema' });
}

export function useFinalizeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: finalizeSession,
    // A cached "401" from before sign-in must not bounce the dater back to the login screen.
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: sessionKeys.me });
      queryClient.removeQueries({ queryKey: sessionKeys.signedIn });
    },
  });
}
