import type { MatchSearch } from '@kindred/contract';
import { skipToken, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/http';
import { matchingKeys } from './matching-keys';

/** How often the searching screen asks for the job's progress. */
export const SEARCH_POLL_MS = 700;

/** GET /api/matches/searches/:searchId: the job's status, stage and percent. 404 if it is not ours. */
function getSearch(searchId: string, signal?: AbortSignal): Promise<MatchSearch> {
  return request(`/api/matches/searches/${encodeURIComponent(searchId)}`, { schema: 'matchSearchSchema', signal });
}

export function isSearchSettled(search: MatchSearch | undefined): boolean {
  return search?.status === 'succeeded' || search?.status === 'failed';
}

/** Follows one search until it succeeds or fails; idle while `searchId` is null. */
export function useSearchProgress(searchId: string | null) {
  return useQuery({
    queryKey: matchingKeys.search(searchId ?? 'none'),
    queryFn: searchId ? ({ signal }) => getSearch(searchId, signal) : skipToken,
    refetchInterval: (query) => (isSearchSettled(query.state.data) ? false : SEARCH_POLL_MS),
    // A settled search never changes again, so focus or remounts need not ask twice.
    staleTime: (query) => (isSearchSettled(query.state.data) ? Infinity : 0),
  });
}
