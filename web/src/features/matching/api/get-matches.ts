import type { MatchSummary } from '@kindred/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/http';
import { showing } from '../../../shared/api/shown-facts';
import { matchingKeys } from './matching-keys';

/**
 * GET /api/matches: the dater's matches, best fit first, blind until unlocked. Both views and the
 * first-photo preload keep this order as it comes (docs/product.md#the-order-of-matches).
 */
async function getMatches(signal?: AbortSignal): Promise<MatchSummary[]> {
  const response = await request('/api/matches', { schema: 'matchListResponseSchema', signal });
  return response.matches;
}

export function matchesQueryOptions() {
  return queryOptions({ queryKey: matchingKeys.list, queryFn: ({ signal }) => getMatches(signal), meta: showing('unlocks') });
}

/** The list; `enabled: false` lets home's first-visit check ask for it only when it applies. */
export function useMatches(enabled = true) {
  return useQuery({ ...matchesQueryOptions(), enabled });
}
