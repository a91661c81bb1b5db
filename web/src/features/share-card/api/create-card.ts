import type { Card, CardInput } from '@kindred/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/api/http';
import { cacheMyCard } from './get-my-card';

/** POST /api/cards: saves a new card (201). A bad body answers 400 with the step's message. */
export function createCard(input: CardInput): Promise<Card> {
  return request('/api/cards', { method: 'POST', body: input, schema: 'cardSchema' });
}

export function useCreateCard() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createCard, onSuccess: (card) => cacheMyCard(queryClient, card) });
}
