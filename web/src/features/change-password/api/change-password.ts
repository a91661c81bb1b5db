import type { ChangePasswordRequest, ChangePasswordResult } from '@kindred/contract';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../shared/api/http';

/** POST /api/change-password: the server ends the dater's other sessions and keeps this one. */
export function changePassword(body: ChangePasswordRequest): Promise<ChangePasswordResult> {
  return request('/api/change-password', { method: 'POST', body, schema: 'changePasswordResultSchema' });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
