import type { AffiliateSummary } from '@kindred/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/http';
import { affiliateKeys } from './affiliate-keys';

/** GET /api/affiliate: the dater's own link, its sign-ups and paying referrals, and net earnings. */
function getAffiliateSummary(signal?: AbortSignal): Promise<AffiliateSummary> {
  return request('/api/affiliate', { schema: 'affiliateSummarySchema', signal });
}

function affiliateSummaryQueryOptions() {
  return queryOptions({
    queryKey: affiliateKeys.summary,
    queryFn: ({ signal }) => getAffiliateSummary(signal),
  });
}

export function useAffiliateSummary() {
  return useQuery(affiliateSummaryQueryOptions());
}
