import type { Card } from '@kindred/contract';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/api/http';
import { shareCardKeys } from './share-card-keys';

/** GET /api/cards/mine: the dater's newest card, or null before they have made one. */
async function getMyCard(signal?: AbortSignal): Promise<Card | null> {
  return (await request('/api/cards/mine', { schema: 'myCardResponseSchema', signal })).card;
}

export function myCardQueryOptions() {
  return queryOptions({ queryKey: shareCardKeys.mine, queryFn: ({ signal }) => getMyCard(signal) });
}

export function useMyCard() {
  return useQuery(myCardQueryOptions());
}

/** The server calls the newest card "mine", so a card just saved becomes it. */
export function cacheMyCard(queryClient: QueryClient, card: Card): void {
  queryClient.setQueryData(shareCardKeys.mine, card);
}
