import type { MatchPreferenceInput } from '@kindred/contract';

export const preferenceKeys = {
  root: ['preferences'] as const,
  current: ['preferences', 'current'] as const,
  liquidity: (draft: MatchPreferenceInput) => ['preferences', 'liquidity', draft] as const,
};
