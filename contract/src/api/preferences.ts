import { z } from 'zod/mini';
import { distinctItems } from './distinct-items.js';
import { normalizeCountry } from '../rules/country-name.js';
import { NO_MUST_MATCH } from '../must-match.js';
import { DEFAULT_MAX_DISTANCE_KM, MAX_DISTANCE_CHOICES_KM, type MaxDistanceKm } from '../rules/home-distance.js';
import { PREFERENCE_AGE } from '../constants.js';
import { CULTURAL_BACKGROUNDS, LOOKING_FOR, PREFERENCE_LIFESTYLES } from '../options.js';

const age = z.int().check(z.minimum(PREFERENCE_AGE.min), z.maximum(PREFERENCE_AGE.max));

/** The match preferences sheet's fields; min ≤ max is kept (docs/architecture.md#departures). */
export const matchPreferenceSchema = z
  .strictObject({
    minAge: age,
    maxAge: age,
    lookingFor: z.enum(LOOKING_FOR),
    /** Empty means anywhere; otherwise one spelling per country (normalizeCountry). */
    country: z.string().check(z.trim(), z.maxLength(80), z.overwrite(normalizeCountry)),
    culturalBackground: distinctItems(z.array(z.enum(CULTURAL_BACKGROUNDS)).check(z.maxLength(CULTURAL_BACKGROUNDS.length))),
    interests: distinctItems(z.array(z.string().check(z.trim(), z.minLength(1), z.maxLength(60))).check(z.maxLength(30))),
    lifestyle: z.enum(PREFERENCE_LIFESTYLES),
    showVerifiedOnly: z.boolean(),
    voiceMatching: z.boolean(),
    /** Optional for clients that predate it: nothing marked means every section ranks. */
    mustMatch: z._default(z.strictObject({ culture: z.boolean(), interests: z.boolean(), lifestyle: z.boolean() }), { ...NO_MUST_MATCH }),
    /** "Within N km" of the home city, or null for anywhere; optional for clients that predate it. */
    maxDistanceKm: z._default(z.nullable(z.union(MAX_DISTANCE_CHOICES_KM.map((km) => z.literal(km)) as [z.ZodMiniLiteral<MaxDistanceKm>, ...z.ZodMiniLiteral<MaxDistanceKm>[]])),
      DEFAULT_MAX_DISTANCE_KM),
  })
  .check(z.refine((p) => p.minAge <= p.maxAge, { error: 'The youngest age must not be above the oldest.', path: ['minAge'] }));
export type MatchPreferenceInput = z.infer<typeof matchPreferenceSchema>;

/** POST /api/preferences/liquidity: how many daters fit a draft, rounded to protect privacy. */
export const liquidityResponseSchema = z.object({
  /** Rounded down to a multiple of 10; 0 means "fewer than 10". */
  approximateCount: z.int().check(z.minimum(0)),
  /** True when no dater at all fits: the sheet warns before saving rather than search for nobody. */
  none: z.boolean(),
});
export type LiquidityResponse = z.infer<typeof liquidityResponseSchema>;
