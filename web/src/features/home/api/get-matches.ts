import type { MatchSummary } from '@kindred/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/http';
import { homeKeys } from './home-keys';

/** GET /api/matches: the dater's matches, newest first, blind until unlocked. */
export async function getMatches(signal?: AbortSignal): Promise<MatchSummary[]> {
  const response = await request('/api/matches', { schema: 'matchListResponseSchema', signal });
  return response.matches;
}

export function matchesQueryOptions() {
  return queryOptions({ queryKey: homeKeys.list, queryFn: ({ signal }) => getMatches(signal) });
}

export function useMatches() {
  return useQuery(matchesQueryOptions());
}
