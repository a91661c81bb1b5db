import { z } from 'zod';
import { distinctItems } from './distinct-items.js';
import { normalizeCountry } from '../rules/country-name.js';
import { NO_MUST_MATCH } from '../rules/preference-fit.js';
import { PREFERENCE_AGE } from '../constants.js';
import { CULTURAL_BACKGROUNDS, LOOKING_FOR, PREFERENCE_LIFESTYLES } from '../options.js';

const age = z.number().int().min(PREFERENCE_AGE.min).max(PREFERENCE_AGE.max);

/** The match preferences sheet's fields. min ≤ max is kept, unlike the spec's sliders. */
export const matchPreferenceSchema = z
  .object({
    minAge: age,
    maxAge: age,
    lookingFor: z.enum(LOOKING_FOR),
    /** Empty means anywhere; otherwise one spelling per country (normalizeCountry). */
    country: z.string().trim().max(80).overwrite(normalizeCountry),
    culturalBackground: distinctItems(z.array(z.enum(CULTURAL_BACKGROUNDS)).max(CULTURAL_BACKGROUNDS.length)),
    interests: distinctItems(z.array(z.string().trim().min(1).max(60)).max(30)),
    lifestyle: z.enum(PREFERENCE_LIFESTYLES),
    showVerifiedOnly: z.boolean(),
    voiceMatching: z.boolean(),
    /** Optional for clients that predate it: nothing marked means every section ranks. */
    mustMatch: z
      .object({ culture: z.boolean(), interests: z.boolean(), lifestyle: z.boolean() })
      .strict()
      .default({ ...NO_MUST_MATCH }),
  })
  .strict()
  .refine((p) => p.minAge <= p.maxAge, { error: 'The youngest age must not be above the oldest.', path: ['minAge'] });
export type MatchPreferenceInput = z.infer<typeof matchPreferenceSchema>;

/** POST /api/preferences/liquidity: how many daters fit a draft, rounded to protect privacy. */
export const liquidityResponseSchema = z.object({
  /** Rounded down to a multiple of 10; 0 means "fewer than 10". */
  approximateCount: z.number().int().min(0),
  /** True when no dater at all fits: the sheet warns before saving rather than search for nobody. */
  none: z.boolean(),
});
export type LiquidityResponse = z.infer<typeof liquidityResponseSchema>;
