import type { QueryClient } from '@tanstack/react-query';

/**
 * The facts about a dater that more than one screen shows. A feature may not know another
 * feature's query keys, yet an unlock on home changes the count on the profile's plan card. So each
 * query says in its meta which of these facts it shows, and a mutation refreshes every query that
 * shows a fact it changed, wherever that query lives.
 */
export type ShownFact =
  /** This month's unlocks: home's allowance, which matches are locked, the plan card's count. */
  | 'unlocks'
  /** The dater's own profile: name, photos, completeness, selfie mark. */
  | 'profile'
  /** What the dater is looking for. */
  | 'preferences';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { shows?: readonly ShownFact[] };
  }
}

/** Query meta for a query that shows these facts. */
export function showing(...facts: ShownFact[]): { shows: readonly ShownFact[] } {
  return { shows: facts };
}

/** Marks stale every query that shows one of these facts; the ones on screen refetch at once. */
export function refreshShowing(queryClient: QueryClient, ...facts: ShownFact[]): Promise<void> {
  return queryClient.invalidateQueries({ predicate: (query) => !!query.meta?.shows?.some((fact) => facts.includes(fact)) });
}
