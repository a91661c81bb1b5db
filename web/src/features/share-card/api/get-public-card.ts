import type { PublicCard } from '@kindred/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/http';
import { shareCardKeys } from './share-card-keys';

/** GET /api/public/cards/:cardId: what anyone with the link may see; 404 for an unknown card. Needs no session. */
function getPublicCard(cardId: string, signal?: AbortSignal): Promise<PublicCard> {
  return request(`/api/public/cards/${encodeURIComponent(cardId)}`, { schema: 'publicCardSchema', signal });
}

export function publicCardQueryOptions(cardId: string) {
  return queryOptions({ queryKey: shareCardKeys.public(cardId), queryFn: ({ signal }) => getPublicCard(cardId, signal) });
}

export function usePublicCard(cardId: string) {
  return useQuery(publicCardQueryOptions(cardId));
}
