import { SUBSCRIPTION_CACHE_MS, type SubscriptionInfo } from '@kindred/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/http';
import { showing } from '../../../shared/api/shown-facts';
import { subscriptionKeys } from './subscription-keys';

/** GET /api/subscription: the dater's plan and this month's usage. */
export function getSubscription(signal?: AbortSignal): Promise<SubscriptionInfo> {
  return request('/api/subscription', { schema: 'subscriptionInfoSchema', signal });
}

export function subscriptionQueryOptions() {
  return queryOptions({
    queryKey: subscriptionKeys.info,
    queryFn: ({ signal }) => getSubscription(signal),
    // Reused within the 5-minute cache window unless a refresh is forced (verify and cancel do).
    staleTime: SUBSCRIPTION_CACHE_MS,
    // The plan card counts this month's unlocks, so an unlock anywhere refreshes it.
    meta: showing('unlocks'),
  });
}

export function useSubscription() {
  return useQuery(subscriptionQueryOptions());
}
