import type { LiquidityResponse, MatchPreferenceInput } from '@kindred/contract';
import type { PreferencesRepository } from './preferences-repository.js';

/** Counts are rounded down to tens so the line cannot be used to probe for one dater. */
const ROUND_TO = 10;

/** The dater's match preferences, and the sheet's "About N daters fit" for a draft of them. */
export function createPreferencesService(deps: { preferences: PreferencesRepository }) {
  const { preferences } = deps;
  return {
    read: (userId: string): Promise<MatchPreferenceInput> => preferences.read(userId),

    /** Saves, then answers with what was stored, as the sheet shows it next. */
    async save(userId: string, input: MatchPreferenceInput): Promise<MatchPreferenceInput> {
      await preferences.write(userId, input);
      return preferences.read(userId);
    },

    async fitting(userId: string, draft: MatchPreferenceInput): Promise<LiquidityResponse> {
      const count = await preferences.countFitting(userId, draft);
      return { approximateCount: Math.floor(count / ROUND_TO) * ROUND_TO, none: count === 0 };
    },
  };
}

export type PreferencesService = ReturnType<typeof createPreferencesService>;
