import type { MatchDetail, MatchSummary } from '@kindred/contract';
import type { QueryClient } from '@tanstack/react-query';
import { matchingKeys } from './matching-keys';

/** Changes one match in the cached list, leaving the list untouched when it is not cached. */
export function patchCachedMatch(queryClient: QueryClient, matchId: string, patch: Partial<MatchSummary>): void {
  queryClient.setQueryData<MatchSummary[]>(matchingKeys.list, (list) => list?.map((match) => (match.id === matchId ? { ...match, ...patch } : match)));
}

export function findCachedMatch(queryClient: QueryClient, matchId: string): MatchSummary | undefined {
  return queryClient.getQueryData<MatchSummary[]>(matchingKeys.list)?.find((match) => match.id === matchId);
}

/** The list entry of a match whose full detail we just received (after an unlock). */
export function summaryOf(detail: MatchDetail): MatchSummary {
  const { bio: _bio, ...summary } = detail;
  return summary;
}

/**
 * After a remove or a report the pair is blocked for good: drop the match everywhere at once,
 * then let every match query refresh when next shown.
 */
export function forgetMatch(queryClient: QueryClient, matchId: string): void {
  queryClient.setQueryData<MatchSummary[]>(matchingKeys.list, (list) => list?.filter((match) => match.id !== matchId));
  void queryClient.invalidateQueries({ queryKey: matchingKeys.root, refetchType: 'none' });
  void queryClient.invalidateQueries({ queryKey: matchingKeys.list });
}
