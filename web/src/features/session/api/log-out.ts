import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { isUnauthorized } from '../../../shared/api/api-error';
import { anyBodySchema, request } from '../../../shared/api/http';

/** POST /api/auth/sign-out. The auth library rejects it (415) without a JSON body. */
export async function logOut(): Promise<void> {
  try {
    await request('/api/auth/sign-out', { method: 'POST', body: {}, schema: anyBodySchema });
  } catch (error) {
    // Already signed out is the outcome we wanted.
    if (!isUnauthorized(error)) throw error;
  }
}

/** Ends the session, forgets every cached answer that belonged to this dater, and goes to login. */
export function useLogOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logOut,
    onSuccess: async () => {
      queryClient.clear();
      await navigate('/', { replace: true });
    },
  });
}
