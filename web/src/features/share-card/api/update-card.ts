import type { Card, CardInput } from '@kindred/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/api/http';
import { cacheMyCard } from './get-my-card';

/** PUT /api/cards/:cardId: edits one of the dater's own cards (404 for anyone else's). */
function updateCard({ cardId, input }: { cardId: string; input: CardInput }): Promise<Card> {
  return request(`/api/cards/${encodeURIComponent(cardId)}`, { method: 'PUT', body: input, schema: 'cardSchema' });
}

export function useUpdateCard() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateCard, onSuccess: (card) => cacheMyCard(queryClient, card) });
}
