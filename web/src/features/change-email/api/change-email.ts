import type { ChangeEmailConfirmed, ChangeEmailRequest, ChangeEmailSent, ChangeEmailState, ChangeEmailUndone } from '@kindred/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/api/http';

/** Query keys of the e-mail change. */
const changeEmailKeys = {
  /** GET /api/change-email: the sign-in address, and whether it can be changed here. */
  state: ['change-email', 'state'] as const,
};

function getChangeEmailState(signal?: AbortSignal): Promise<ChangeEmailState> {
  return request('/api/change-email', { schema: 'changeEmailStateSchema', signal });
}

/** Read only while the dialog is open: most visits to Settings never ask. */
export function useChangeEmailState(enabled: boolean) {
  return useQuery({ queryKey: changeEmailKeys.state, queryFn: ({ signal }) => getChangeEmailState(signal), enabled });
}

/** POST /api/change-email: a link goes to the new address; nothing changes until it is opened. */
export function useRequestEmailChange() {
  return useMutation({ mutationFn: (body: ChangeEmailRequest): Promise<ChangeEmailSent> => request('/api/change-email', { method: 'POST', body, schema: 'changeEmailSentSchema' }) });
}

/** POST /api/change-email/confirm: the link from the new address's e-mail. */
export function useConfirmEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string): Promise<ChangeEmailConfirmed> => request('/api/change-email/confirm', { method: 'POST', body: { token }, schema: 'changeEmailConfirmedSchema' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: changeEmailKeys.state }),
  });
}

/** POST /api/change-email/undo: the link from the old address's notice; every session ends. */
export function undoEmailChange(token: string): Promise<ChangeEmailUndone> {
  return request('/api/change-email/undo', { method: 'POST', body: { token }, schema: 'changeEmailUndoneSchema' });
}
