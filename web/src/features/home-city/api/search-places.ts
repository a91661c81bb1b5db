import type { Place } from '@kindred/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/http';

/** GET /api/places?q=: up to 8 cities whose name starts with the text, most populous first. */
function searchPlaces(text: string, signal?: AbortSignal): Promise<{ places: Place[] }> {
  return request(`/api/places?q=${encodeURIComponent(text)}`, { schema: 'placeSearchResponseSchema', signal });
}

/** The cities for a settled search text; nothing is asked for an empty one. */
export function usePlaceSearch(text: string) {
  const q = text.trim();
  return useQuery({
    queryKey: ['places', q.toLowerCase()],
    queryFn: ({ signal }) => searchPlaces(q, signal),
    enabled: q.length > 0,
    staleTime: Infinity,
    placeholderData: keepPreviousData,
  });
}
