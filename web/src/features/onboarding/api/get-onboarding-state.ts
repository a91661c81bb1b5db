import type { OnboardingState } from '@kindred/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/http';
import { onboardingKeys } from './onboarding-keys';

/** GET /api/onboarding: saved answers (to resume after a reload) and whether voice works here. */
function getOnboardingState(signal?: AbortSignal): Promise<OnboardingState> {
  return request('/api/onboarding', { schema: 'onboardingStateSchema', signal });
}

function onboardingStateQueryOptions() {
  return queryOptions({
    queryKey: onboardingKeys.state,
    queryFn: ({ signal }) => getOnboardingState(signal),
    // Only this dater's own sends change it, and those update the cache directly.
    staleTime: 5 * 60_000,
  });
}

export function useOnboardingState() {
  return useQuery(onboardingStateQueryOptions());
}
