import type { EmailVerificationState } from '@kindred/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/api/http';

const stateKey = ['email-verification'] as const;

/** GET /api/email-verification: whether the address is verified (decision 054). */
export function emailVerificationQueryOptions() {
  return queryOptions({ queryKey: stateKey, queryFn: ({ signal }) => request('/api/email-verification', { schema: 'emailVerificationStateSchema', signal }), staleTime: 60_000 });
}

export function useEmailVerification() {
  return useQuery(emailVerificationQueryOptions());
}

/**
 * POST /api/email-verification/code: the 6 digits from the e-mail. The answer is the new state;
 * it is asked for again as well, and `onVerified` lets the app refresh what else depends on it.
 */
export function useVerifyCode(onVerified?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string): Promise<EmailVerificationState> => request('/api/email-verification/code', { method: 'POST', body: { code }, schema: 'emailVerificationStateSchema' }),
    onSuccess: (state) => {
      queryClient.setQueryData(stateKey, state);
      void queryClient.invalidateQueries({ queryKey: stateKey });
      onVerified?.();
    },
  });
}

/** POST /api/email-verification/resend: a new link and code. */
export function useResendVerification() {
  return useMutation({ mutationFn: (): Promise<EmailVerificationState> => request('/api/email-verification/resend', { method: 'POST', body: {}, schema: 'emailVerificationStateSchema' }) });
}
