import type { MatchDetail } from '@kindred/contract';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { isApiError } from '../../../shared/api/api-error';
import { request } from '../../../shared/api/http';
import { matchingKeys } from './matching-keys';

/**
 * GET /api/matches/:matchId: an unlocked match in full. Counts a profile view (free daters: 50 a
 * month, then 403 PROFILE_VIEW_LIMIT). 403 MATCH_LOCKED before the unlock, 404 when unknown.
 */
function getMatch(matchId: string, signal?: AbortSignal): Promise<MatchDetail> {
  return request(`/api/matches/${encodeURIComponent(matchId)}`, { schema: 'matchDetailSchema', signal });
}

export function matchQueryOptions(matchId: string) {
  return queryOptions({
    queryKey: matchingKeys.detail(matchId),
    queryFn: ({ signal }) => getMatch(matchId, signal),
    // Every fetch counts a profile view, so a detail just seen is reused for a minute.
    staleTime: 60_000,
  });
}

export function useMatch(matchId: string | null) {
  return useQuery({
    ...matchQueryOptions(matchId ?? 'none'),
    queryFn: matchId ? ({ signal }) => getMatch(matchId, signal) : skipToken,
  });
}

export function isMatchLockedError(error: unknown): boolean {
  return isApiError(error, 403) && error.code === 'MATCH_LOCKED';
}

export function isProfileViewLimitError(error: unknown): boolean {
  return isApiError(error, 403) && error.code === 'PROFILE_VIEW_LIMIT';
}
