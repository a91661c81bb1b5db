import type { Card } from '@kindred/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/api/http';
import { cacheMyCard } from './get-my-card';

/**
 * PUT /api/cards/:cardId/image with the raw PNG as the body (content-type image/png). The server
 * takes only a 1600x2400 PNG and re-encodes it before anyone can download it.
 */
function uploadCardImage({ cardId, png }: { cardId: string; png: Blob }): Promise<Card> {
  const body = png.type === 'image/png' ? png : new Blob([png], { type: 'image/png' });
  return request(`/api/cards/${encodeURIComponent(cardId)}/image`, { method: 'PUT', body, schema: 'cardSchema' });
}

export function useUploadCardImage() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: uploadCardImage, onSuccess: (card) => cacheMyCard(queryClient, card) });
}
