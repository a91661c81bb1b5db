import type { UnlockPrivacy } from '@kindred/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/api/http';
import { settingsKeys } from './settings-keys';

/** PUT /api/unlocks/privacy: applies to every match at once, on the server. */
function updateUnlockPrivacy(body: UnlockPrivacy): Promise<UnlockPrivacy> {
  return request('/api/unlocks/privacy', { method: 'PUT', body, schema: 'unlockPrivacySchema' });
}

export function useUpdateUnlockPrivacy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUnlockPrivacy,
    onSuccess: (privacy) => queryClient.setQueryData(settingsKeys.unlockPrivacy, privacy),
  });
}
