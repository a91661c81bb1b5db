import { DEFAULT_PREFERENCE_AGE, PREFERENCE_AGE } from '../constants.js';
import type { MatchPreference } from '../domain.js';
import { normalizeCountry } from './country-name.js';
import { DEFAULT_MAX_DISTANCE_KM, MAX_DISTANCE_CHOICES_KM } from './home-distance.js';
import { MUST_MATCH_SECTIONS, NO_MUST_MATCH, type MustMatch } from '../must-match.js';
import { CULTURAL_BACKGROUNDS, LOOKING_FOR, PREFERENCE_LIFESTYLES, type CulturalBackground } from '../options.js';

export const DEFAULT_MATCH_PREFERENCE: MatchPreference = {
  minAge: DEFAULT_PREFERENCE_AGE.min,
  maxAge: DEFAULT_PREFERENCE_AGE.max,
  lookingFor: 'female',
  country: '',
  culturalBackground: [],
  interests: [],
  lifestyle: 'flexible',
  // "Only selfie-verified daters" (decision 042): a hard filter, so it starts off.
  showVerifiedOnly: false,
  voiceMatching: true,
  mustMatch: NO_MUST_MATCH,
  maxDistanceKm: DEFAULT_MAX_DISTANCE_KM,
};

function toAge(value: unknown, fallback: number): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isFinite(n)) return fallback;
  return Math.min(PREFERENCE_AGE.max, Math.max(PREFERENCE_AGE.min, Math.round(n)));
}

/** Trimmed, non-empty and without exact duplicates, keeping the first occurrence's order. */
export function normalizeInterests(values: unknown): string[] {
  if (!Array.isArray(values)) return [];
  const out: string[] = [];
  for (const v of values) {
    if (typeof v !== 'string') continue;
    const t = v.trim();
    if (t !== '' && !out.includes(t)) out.push(t);
  }
  return out;
}

function toMustMatch(value: unknown): MustMatch {
  const given = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  return Object.fromEntries(MUST_MATCH_SECTIONS.map((section) => [section, given[section] === true])) as MustMatch;
}

/**
 * Turns a loosely shaped preference draft into a valid MatchPreference. Ages that are not numbers
 * fall back to 18 and 30 (docs/product-rules.md#validation-rules); unknown enum values fall back to the defaults.
 */
export function coercePreference(draft: Record<string, unknown> | null | undefined): MatchPreference {
  const d = draft ?? {};
  const lookingFor = LOOKING_FOR.find((v) => v === d.lookingFor) ?? DEFAULT_MATCH_PREFERENCE.lookingFor;
  const lifestyle = PREFERENCE_LIFESTYLES.find((v) => v === d.lifestyle) ?? DEFAULT_MATCH_PREFERENCE.lifestyle;
  const cultural = Array.isArray(d.culturalBackground)
    ? CULTURAL_BACKGROUNDS.filter((c): c is CulturalBackground => (d.culturalBackground as unknown[]).includes(c))
    : [];
  return {
    minAge: toAge(d.minAge, DEFAULT_PREFERENCE_AGE.min),
    maxAge: toAge(d.maxAge, DEFAULT_PREFERENCE_AGE.max),
    lookingFor,
    country: typeof d.country === 'string' ? normalizeCountry(d.country) : '',
    culturalBackground: cultural,
    interests: normalizeInterests(d.interests),
    lifestyle,
    showVerifiedOnly: typeof d.showVerifiedOnly === 'boolean' ? d.showVerifiedOnly : DEFAULT_MATCH_PREFERENCE.showVerifiedOnly,
    voiceMatching: typeof d.voiceMatching === 'boolean' ? d.voiceMatching : DEFAULT_MATCH_PREFERENCE.voiceMatching,
    mustMatch: toMustMatch(d.mustMatch),
    maxDistanceKm: d.maxDistanceKm === null ? null : (MAX_DISTANCE_CHOICES_KM.find((km) => km === d.maxDistanceKm) ?? DEFAULT_MAX_DISTANCE_KM),
  };
}
