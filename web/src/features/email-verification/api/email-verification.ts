import type { EmailVerificationState } from '@kindred/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/api/http';

const stateKey = ['email-verification'] as const;

/** GET /api/email-verification: whether the address is verified (decision 054). */
export function useEmailVerification() {
  return useQuery({ queryKey: stateKey, queryFn: ({ signal }) => request('/api/email-verification', { schema: 'emailVerificationStateSchema', signal }), staleTime: 60_000 });
}

/** POST /api/email-verification/code: the 6 digits from the e-mail. */
export function useVerifyCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string): Promise<EmailVerificationState> => request('/api/email-verification/code', { method: 'POST', body: { code }, schema: 'emailVerificationStateSchema' }),
    onSuccess: (state) => queryClient.setQueryData(stateKey, state),
  });
}

/** POST /api/email-verification/resend: a new link and code. */
export function useResendVerification() {
  return useMutation({ mutationFn: (): Promise<EmailVerificationState> => request('/api/email-verification/resend', { method: 'POST', body: {}, schema: 'emailVerificationStateSchema' }) });
}
