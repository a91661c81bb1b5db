/**
 * Query keys for everything under /api/matches, in one module. They share the 'matches' root, so a
 * finished search marks every match list stale in one call.
 */
const MATCHES_ROOT = ['matches'] as const;

export const matchingKeys = {
  root: MATCHES_ROOT,
  /** GET /api/matches: home's list, which the first-visit check reads too. */
  list: [...MATCHES_ROOT, 'list'] as const,
  detail: (matchId: string) => [...MATCHES_ROOT, 'detail', matchId] as const,
  /** Unlock allowance: it changes with every unlock, so it refreshes with the lists. */
  unlocks: [...MATCHES_ROOT, 'unlocks'] as const,
  search: (searchId: string) => [...MATCHES_ROOT, 'search', searchId] as const,
};
