/**
 * Query keys for everything under /api/matches. They share the 'matches' root, so a finished
 * search can mark every match list stale in one call, whichever screen owns it.
 */
export const MATCHES_ROOT_KEY = ['matches'] as const;

export const matchingKeys = {
  root: MATCHES_ROOT_KEY,
  /** The list home's first-visit check reads; kept apart from lists other screens may shape differently. */
  firstVisitList: [...MATCHES_ROOT_KEY, 'first-visit'] as const,
  search: (searchId: string) => [...MATCHES_ROOT_KEY, 'search', searchId] as const,
};
