import type { AccountDeletionResponse } from '@kindred/contract';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../shared/api/http';

/**
 * DELETE /api/account: cancels a renewing plan at the provider, ends every session and hides the
 * dater at once; a job purges the rest. The answer says what became of the plan.
 */
export function deleteAccount(): Promise<AccountDeletionResponse> {
  return request('/api/account', { method: 'DELETE', schema: 'accountDeletionResponseSchema' });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
