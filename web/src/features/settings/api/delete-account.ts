import { useMutation } from '@tanstack/react-query';
import { request } from '../../../shared/api/http';

/** DELETE /api/account: ends every session and hides the dater at once; a job purges the rest. */
export function deleteAccount(): Promise<{ ok: true }> {
  return request('/api/account', { method: 'DELETE', schema: 'accountDeletionResponseSchema' });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
