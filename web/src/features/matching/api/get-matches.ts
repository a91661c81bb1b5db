import type { MatchSummary } from '@kindred/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/http';
import { matchingKeys } from './matching-keys';

/** GET /api/matches: the dater's matches, newest first. */
export async function getMatches(signal?: AbortSignal): Promise<MatchSummary[]> {
  const response = await request('/api/matches', { schema: 'matchListResponseSchema', signal });
  return response.matches;
}

/** The list as home's first-visit check needs it: only whether any match exists yet. */
export function firstVisitMatchesQueryOptions() {
  return queryOptions({ queryKey: matchingKeys.firstVisitList, queryFn: ({ signal }) => getMatches(signal) });
}

export function useFirstVisitMatches(enabled: boolean) {
  return useQuery({ ...firstVisitMatchesQueryOptions(), enabled });
}
