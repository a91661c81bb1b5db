/**
 * The preference sections that rank by default and filter when the dater marks them "Must match".
 * Its own module because both the domain's MatchPreference and the rules in preference-fit.ts
 * use it, and neither should import the other for it.
 */
export const MUST_MATCH_SECTIONS = ['culture', 'interests', 'lifestyle'] as const;
export type MustMatchSection = (typeof MUST_MATCH_SECTIONS)[number];
export type MustMatch = Record<MustMatchSection, boolean>;
export const NO_MUST_MATCH: MustMatch = { culture: false, interests: false, lifestyle: false };
