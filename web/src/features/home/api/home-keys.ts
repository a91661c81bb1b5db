/**
 * Query keys for the match browsing screens. They sit under the same 'matches' root as the
 * matching feature's keys, so a finished search marks every match list stale in one call.
 */
const MATCHES_ROOT = ['matches'] as const;

export const homeKeys = {
  root: MATCHES_ROOT,
  list: [...MATCHES_ROOT, 'list'] as const,
  detail: (matchId: string) => [...MATCHES_ROOT, 'detail', matchId] as const,
  /** Unlock allowance: it changes with every unlock, so it refreshes with the lists. */
  unlocks: [...MATCHES_ROOT, 'unlocks'] as const,
};
