import type { UnlockPrivacy } from '@kindred/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/api/http';

const unlockPrivacyKey = ['settings', 'unlock-privacy'] as const;

/** GET /api/unlocks/privacy: the dater's own mutual reveal setting (decision 039). */
export function getUnlockPrivacy(signal?: AbortSignal): Promise<UnlockPrivacy> {
  return request('/api/unlocks/privacy', { schema: 'unlockPrivacySchema', signal });
}

/** PUT /api/unlocks/privacy: applies to every match at once, on the server. */
export function updateUnlockPrivacy(body: UnlockPrivacy): Promise<UnlockPrivacy> {
  return request('/api/unlocks/privacy', { method: 'PUT', body, schema: 'unlockPrivacySchema' });
}

export function useUnlockPrivacy() {
  return useQuery({ queryKey: unlockPrivacyKey, queryFn: ({ signal }) => getUnlockPrivacy(signal), staleTime: 5 * 60_000 });
}

export function useUpdateUnlockPrivacy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUnlockPrivacy,
    onSuccess: (privacy) => queryClient.setQueryData(unlockPrivacyKey, privacy),
  });
}
