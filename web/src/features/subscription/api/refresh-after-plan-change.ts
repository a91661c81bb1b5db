import type { QueryClient } from '@tanstack/react-query';

/**
 * A plan change reaches far beyond this feature: the unlock allowance, which matches are locked
 * and the Premium badge on the profile all follow premium. This feature may not know the other
 * features' query keys, so every query is marked stale and screens refetch what they show.
 * `fresh` names a query just filled from the server's own answer, which need not be fetched again.
 */
export function refreshAfterPlanChange(queryClient: QueryClient, fresh?: readonly unknown[]): Promise<void> {
  const same = (key: readonly unknown[]) => !!fresh && key.length === fresh.length && key.every((part, i) => part === fresh[i]);
  return queryClient.invalidateQueries({ predicate: (query) => !same(query.queryKey) });
}
