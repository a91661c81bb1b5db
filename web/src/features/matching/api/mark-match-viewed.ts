import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/api/http';
import { patchCachedMatch } from './match-cache';

/** POST /api/matches/:matchId/view: the dater pressed the match, so it is no longer new. */
function markMatchViewed(matchId: string) {
  return request(`/api/matches/${encodeURIComponent(matchId)}/view`, { method: 'POST', body: {}, schema: 'okResponseSchema' });
}

/** Clears the NEW tag at once; a failed call only means the tag may come back on the next load. */
export function useMarkMatchViewed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markMatchViewed,
    onMutate: (matchId) => patchCachedMatch(queryClient, matchId, { isNew: false }),
  });
}
