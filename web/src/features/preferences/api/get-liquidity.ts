import { liquidityResponseSchema, type MatchPreferenceInput } from '@kindred/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/http';
import { preferenceKeys } from './preference-keys';

/**
 * POST /api/preferences/liquidity: how many daters fit a draft, rounded down to tens (0 means
 * fewer than 10) so it cannot single anybody out. Rate limited: a 429 just hides the line.
 */
export async function getLiquidity(draft: MatchPreferenceInput, signal?: AbortSignal): Promise<number> {
  const response = await request('/api/preferences/liquidity', { method: 'POST', body: draft, schema: liquidityResponseSchema, signal });
  return response.approximateCount;
}

/** Follows a (debounced) draft; keeps the last count on screen while the next one loads. */
export function useLiquidity(draft: MatchPreferenceInput, enabled: boolean) {
  return useQuery({
    queryKey: preferenceKeys.liquidity(draft),
    queryFn: ({ signal }) => getLiquidity(draft, signal),
    enabled,
    staleTime: 60_000,
    retry: false,
    placeholderData: keepPreviousData,
  });
}

export function liquidityText(count: number): string {
  return count === 0 ? 'Fewer than 10 daters fit these settings' : `About ${count} daters fit these settings`;
}
