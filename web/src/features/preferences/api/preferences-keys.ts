import type { MatchPreferenceInput } from '@kindred/contract';

export const preferencesKeys = {
  root: ['preferences'] as const,
  current: ['preferences', 'current'] as const,
  liquidity: (draft: MatchPreferenceInput) => ['preferences', 'liquidity', draft] as const,
};
