import { useMutation } from '@tanstack/react-query';
import { request } from '../../../shared/api/http';

/**
 * POST /api/matches/:matchId/super-like: notifies the other dater. Free 1 a month, premium 10,
 * premium_plus unlimited (remaining null). Over the limit: 403 "Cannot send super like".
 */
function superLikeMatch(matchId: string) {
  return request(`/api/matches/${encodeURIComponent(matchId)}/super-like`, {
    method: 'POST',
    body: {},
    schema: 'superLikeResponseSchema',
  });
}

export function useSuperLikeMatch() {
  return useMutation({ mutationFn: superLikeMatch });
}
