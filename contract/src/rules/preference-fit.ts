import type { MatchPreference } from '../domain.js';
import type { MustMatchSection } from '../must-match.js';
import { PREFERENCE_LIFESTYLE_LABELS, type PreferenceLifestyle } from '../options.js';

/**
 * Which profile lifestyles fit a wished-for one. The profile and the sheet use different words
 * ("adventurous", "homebody" against "very active", "flexible"), so each wish lists the profile
 * words it accepts, neighbours included; "flexible" accepts anyone and so neither filters nor ranks.
 */
export const LIFESTYLE_FITS: Record<PreferenceLifestyle, readonly string[] | null> = {
  very_active: ['very_active', 'active', 'adventurous'],
  active: ['very_active', 'active', 'adventurous', 'moderate', 'flexible'],
  moderate: ['active', 'moderate', 'flexible', 'relaxed'],
  relaxed: ['moderate', 'flexible', 'relaxed', 'homebody'],
  flexible: null,
};

export type SectionRule = { effect: 'filters' | 'ranks' | 'open'; line: string };

/**
 * The one line the sheet shows under each section: whether it decides who is found (a hard
 * filter, applied both ways), moves fitting daters up, or is open. The search applies exactly
 * these rules (server hard-filters.ts and preference-rank.ts).
 */
export function sectionRule(section: 'country' | 'age' | 'lookingFor' | MustMatchSection,
  p: Pick<MatchPreference, 'country' | 'culturalBackground' | 'interests' | 'lifestyle' | 'mustMatch'>): SectionRule
{
  switch (section) {
    case 'age':
      return { effect: 'filters', line: 'Filters both ways: you see only daters in your range, and only those whose range includes you.' };
    case 'lookingFor':
      return { effect: 'filters', line: 'Filters both ways: each of you must be who the other is looking for.' };
    case 'country':
      return p.country
        ? { effect: 'filters', line: `Filters: only daters who live in ${p.country}.` }
        : { effect: 'open', line: 'Anywhere: leave empty to meet daters in every country.' };
    case 'culture':
      if (p.culturalBackground.length === 0) return { effect: 'open', line: 'Open: choose backgrounds to favour them.' };
      return p.mustMatch.culture
        ? { effect: 'filters', line: 'Must match: only daters with one of these backgrounds.' }
        : { effect: 'ranks', line: 'Ranks: daters with one of these backgrounds come first.' };
    case 'interests':
      if (p.interests.length === 0) return { effect: 'open', line: 'Open: add interests to favour daters who share them.' };
      return p.mustMatch.interests
        ? { effect: 'filters', line: 'Must match: only daters who share at least one of these.' }
        : { effect: 'ranks', line: 'Ranks: daters who share one of these come first.' };
    case 'lifestyle':
      if (LIFESTYLE_FITS[p.lifestyle] === null) return { effect: 'open', line: 'Open: flexible suits every pace of life.' };
      return p.mustMatch.lifestyle
        ? { effect: 'filters', line: `Must match: only daters whose pace suits "${PREFERENCE_LIFESTYLE_LABELS[p.lifestyle]}".` }
        : { effect: 'ranks', line: `Ranks: daters whose pace suits "${PREFERENCE_LIFESTYLE_LABELS[p.lifestyle]}" come first.` };
  }
}
