import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/api/http';
import { coachConversationQueryOptions } from './get-conversation';

/** DELETE /api/coach/conversation: "New chat" forgets every saved message. */
function clearCoachConversation() {
  return request('/api/coach/conversation', { method: 'DELETE', schema: 'okResponseSchema' });
}

export function useClearCoachConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearCoachConversation,
    onSuccess: () => {
      queryClient.setQueryData(coachConversationQueryOptions().queryKey, (current) => (current ? { ...current, messages: [] } : current));
    },
  });
}
