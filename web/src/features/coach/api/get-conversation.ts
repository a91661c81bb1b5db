import type { CoachConversation, CoachMessage } from '@kindred/contract';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/api/http';
import { coachKeys } from './coach-keys';

/** GET /api/coach/conversation: the saved messages (oldest first), whether the dater may send, and the coach's mode. */
function getCoachConversation(signal?: AbortSignal): Promise<CoachConversation> {
  return request('/api/coach/conversation', { schema: 'coachConversationSchema', signal });
}

export function coachConversationQueryOptions() {
  return queryOptions({
    queryKey: coachKeys.conversation,
    queryFn: ({ signal }) => getCoachConversation(signal),
    // The chat screen keeps this cache in step with every reply itself; a refetch on focus could
    // land halfway through a streamed reply and show a message twice.
    refetchOnWindowFocus: false,
  });
}

export function useCoachConversation() {
  return useQuery(coachConversationQueryOptions());
}

/** Adds newly saved messages to the cached conversation, skipping any it already holds. */
export function appendCachedMessages(queryClient: QueryClient, messages: CoachMessage[]): void {
  queryClient.setQueryData(coachConversationQueryOptions().queryKey, (current) => {
    if (!current) return current;
    const known = new Set(current.messages.map((m) => m.id));
    return { ...current, messages: [...current.messages, ...messages.filter((m) => !known.has(m.id))] };
  });
}
