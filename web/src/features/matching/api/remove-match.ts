import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/api/http';
import { forgetMatch } from './match-cache';

/** DELETE /api/matches/:matchId: removes the match and blocks the pair for good, both ways. */
function removeMatch(matchId: string) {
  return request(`/api/matches/${encodeURIComponent(matchId)}`, { method: 'DELETE', schema: 'okResponseSchema' });
}

export function useRemoveMatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeMatch,
    onSuccess: (_response, matchId) => forgetMatch(queryClient, matchId),
  });
}
