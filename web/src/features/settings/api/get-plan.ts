import { SUBSCRIPTION_CACHE_MS, type SubscriptionInfo } from '@kindred/contract';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/http';
import { showing } from '../../../shared/api/shown-facts';
import { settingsKeys } from './settings-keys';

/** GET /api/subscription: the dater's plan, so the delete dialog can say it is cancelled too. */
function getPlan(signal?: AbortSignal): Promise<SubscriptionInfo> {
  return request('/api/subscription', { schema: 'subscriptionInfoSchema', signal });
}

/** Read only while the delete dialog is open: the rest of Settings does not need it. */
export function usePlan(enabled: boolean) {
  return useQuery({ queryKey: settingsKeys.plan, queryFn: ({ signal }) => getPlan(signal), staleTime: SUBSCRIPTION_CACHE_MS, enabled, meta: showing('unlocks') });
}
