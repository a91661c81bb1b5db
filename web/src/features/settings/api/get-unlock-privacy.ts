import type { UnlockPrivacy } from '@kindred/contract';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/http';
import { settingsKeys } from './settings-keys';

/** GET /api/unlocks/privacy: the dater's own mutual reveal setting (decision 039). */
function getUnlockPrivacy(signal?: AbortSignal): Promise<UnlockPrivacy> {
  return request('/api/unlocks/privacy', { schema: 'unlockPrivacySchema', signal });
}

export function useUnlockPrivacy() {
  return useQuery({ queryKey: settingsKeys.unlockPrivacy, queryFn: ({ signal }) => getUnlockPrivacy(signal), staleTime: 5 * 60_000 });
}
