import type { ChangePasswordState } from '@kindred/contract';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/http';
import { changePasswordKeys } from './change-password-keys';

/** GET /api/change-password: whether there is a password to change. */
function getChangePasswordState(signal?: AbortSignal): Promise<ChangePasswordState> {
  return request('/api/change-password', { schema: 'changePasswordStateSchema', signal });
}

/** Read only while the dialog is open: most visits to Settings never ask. */
export function useChangePasswordState(enabled: boolean) {
  return useQuery({ queryKey: changePasswordKeys.state, queryFn: ({ signal }) => getChangePasswordState(signal), enabled, staleTime: 5 * 60_000 });
}
