import type { LiquidityResponse, MatchPreferenceInput } from '@kindred/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/http';
import { preferencesKeys } from './preferences-keys';

/**
 * POST /api/preferences/liquidity: how many daters fit a draft, rounded down to tens (0 means
 * fewer than 10) so it cannot single anybody out. Rate limited: a 429 just hides the line.
 */
async function getLiquidity(draft: MatchPreferenceInput, signal?: AbortSignal): Promise<LiquidityResponse> {
  return request('/api/preferences/liquidity', { method: 'POST', body: draft, schema: 'liquidityResponseSchema', signal });
}

/** Follows a (debounced) draft; keeps the last count on screen while the next one loads. */
export function useLiquidity(draft: MatchPreferenceInput, enabled: boolean) {
  return useQuery({
    queryKey: preferencesKeys.liquidity(draft),
    queryFn: ({ signal }) => getLiquidity(draft, signal),
    enabled,
    staleTime: 60_000,
    retry: false,
    placeholderData: keepPreviousData,
  });
}

export function liquidityText({ approximateCount, none }: LiquidityResponse): string {
  // The count leaves out daters already matched, as a search does: nobody *new* fits.
  if (none) return 'No new dater fits these settings yet';
  return approximateCount === 0 ? 'Fewer than 10 daters fit these settings' : `About ${approximateCount} daters fit these settings`;
}

export const NOBODY_FITS_TITLE = 'Nobody new fits these settings yet';
export const NOBODY_FITS_TEXT = 'A search would find no one you have not matched with already. Widen a section marked Filters, or save anyway and wait for new daters.';
