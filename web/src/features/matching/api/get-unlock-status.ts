import type { UnlockStatus } from '@kindred/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/http';
import { showing } from '../../../shared/api/shown-facts';
import { matchingKeys } from './matching-keys';

/** Subscription and unlock data are cached for five minutes (docs/product-rules.md#business-constants-and-limits). */
const UNLOCK_STATUS_STALE_MS = 5 * 60_000;

/** GET /api/unlocks: this UTC month's unlock allowance (limit and remaining are null when unlimited). */
function getUnlockStatus(signal?: AbortSignal): Promise<UnlockStatus> {
  return request('/api/unlocks', { schema: 'unlockStatusSchema', signal });
}

export function unlockStatusQueryOptions() {
  return queryOptions({
    queryKey: matchingKeys.unlocks,
    queryFn: ({ signal }) => getUnlockStatus(signal),
    staleTime: UNLOCK_STATUS_STALE_MS,
    meta: showing('unlocks'),
  });
}

export function useUnlockStatus() {
  return useQuery(unlockStatusQueryOptions());
}

/** True when a free dater has nothing left to unlock with this month. */
export function isOutOfUnlocks(status: UnlockStatus | undefined): boolean {
  return !!status && !status.premium && status.remaining !== null && status.remaining <= 0;
}
