import type { EmailVerificationState } from '@kindred/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/api/http';
import { emailVerificationKey as stateKey } from './email-verification-state';

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
