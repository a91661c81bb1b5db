import { unlockStatusSchema, type UnlockStatus } from '@kindred/contract';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/http';

/**
 * GET /api/unlocks, read here for the interim plan and usage card (the subscription card replaces
 * it): the tier and this month's unlocks.
 */
export function getPlanUsage(signal?: AbortSignal): Promise<UnlockStatus> {
  return request('/api/unlocks', { schema: unlockStatusSchema, signal });
}

export function usePlanUsage() {
  return useQuery({ queryKey: ['profile', 'plan-usage'] as const, queryFn: ({ signal }) => getPlanUsage(signal) });
}
