import type { MatchSummary } from '@kindred/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../shared/api/api-error';
import { request } from '../../../shared/api/http';
import { refreshShowing } from '../../../shared/api/shown-facts';
import { matchingKeys } from './matching-keys';
import { findCachedMatch, patchCachedMatch, summaryOf } from './match-cache';

/**
 * POST /api/matches/:matchId/unlock: spends an unlock (free daters) and answers with the full
 * match, handles included. At the limit: 403, code free_limit_exceeded.
 */
function unlockMatch(matchId: string) {
  return request(`/api/matches/${encodeURIComponent(matchId)}/unlock`, { method: 'POST', body: {}, schema: 'unlockResponseSchema' });
}

/** The monthly allowance is spent: told by the refusal's code, which the server always sends, never by its words. */
export function isUnlockLimitError(error: unknown): boolean {
  return isApiError(error, 403) && error.code === 'free_limit_exceeded';
}

/**
 * Unlock states (docs/product.md#unlocks-and-the-monthly-allowance): locked, then optimistically
 * unlocked, then unlocked. A failure puts the match back exactly as it was; success stores the detail
 * so opening it needs no second call.
 */
export function useUnlockMatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (match: MatchSummary) => unlockMatch(match.id),
    onMutate: async (match) => {
      await queryClient.cancelQueries({ queryKey: matchingKeys.list });
      const previous = findCachedMatch(queryClient, match.id);
      patchCachedMatch(queryClient, match.id, { isUnlocked: true, isLocked: false, isNew: false });
      return { previous };
    },
    onError: (_error, match, context) => {
      if (context?.previous) {
        const { isUnlocked, isLocked, isNew, handles } = context.previous;
        patchCachedMatch(queryClient, match.id, { isUnlocked, isLocked, isNew, handles });
      }
    },
    onSuccess: (response) => {
      patchCachedMatch(queryClient, response.match.id, summaryOf(response.match));
      queryClient.setQueryData(matchingKeys.detail(response.match.id), response.match);
    },
    onSettled: () => {
      // Other matches' locked state, home's allowance and the profile's plan card all show how
      // many unlocks are left; each refreshes, whichever feature it belongs to.
      void refreshShowing(queryClient, 'unlocks');
    },
  });
}
