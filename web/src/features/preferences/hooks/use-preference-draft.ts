import {
  coercePreference,
  DEFAULT_MATCH_PREFERENCE,
  type CulturalBackground,
  type LookingFor,
  type MatchPreferenceInput,
  type MaxDistanceKm,
  type MustMatchSection,
  type PreferenceLifestyle,
} from '@kindred/contract';
import { useMemo, useState } from 'react';

/** The schema's bounds on the interests list. */
const MAX_INTERESTS = 30;
export const MAX_INTEREST_LENGTH = 60;

/**
 * The sheet's draft (docs/product.md#preferences): it starts from the supplied preferences or
 * the defaults; the ages keep min ≤ max; chips toggle; interests are trimmed, non-empty and unique.
 * The country is the text as typed, so a country off the list is kept.
 */
export function usePreferenceDraft(initial: MatchPreferenceInput | null | undefined) {
  const [draft, setDraft] = useState<MatchPreferenceInput>(() => coercePreference(initial ? { ...initial } : null));
  const [countryText, setCountryText] = useState(draft.country);
  const [savedLookingFor] = useState(draft.lookingFor);

  const value = useMemo<MatchPreferenceInput>(() => ({ ...draft, country: countryText.trim() }), [draft, countryText]);

  const update = (patch: Partial<MatchPreferenceInput>) => setDraft((current) => ({ ...current, ...patch }));

  return {
    value,
    countryText,
    setCountryText,
    setMinAge: (age: number) => setDraft((current) => ({ ...current, minAge: Math.min(age, current.maxAge) })),
    setMaxAge: (age: number) => setDraft((current) => ({ ...current, maxAge: Math.max(age, current.minAge) })),
    setLookingFor: (lookingFor: LookingFor) => update({ lookingFor }),
    setLifestyle: (lifestyle: PreferenceLifestyle) => update({ lifestyle }),
    /** "Within N km" of the home city, or null for anywhere: a hard filter both ways. */
    setMaxDistanceKm: (maxDistanceKm: MaxDistanceKm | null) => update({ maxDistanceKm }),
    /** "Only selfie-verified daters" (stored as showVerifiedOnly): a hard filter both ways. */
    setShowVerifiedOnly: (showVerifiedOnly: boolean) => update({ showVerifiedOnly }),
    setMustMatch: (section: MustMatchSection, on: boolean) => setDraft((current) => ({ ...current, mustMatch: { ...current.mustMatch, [section]: on } })),
    toggleCulture: (culture: CulturalBackground) =>
      setDraft((current) => ({
        ...current,
        culturalBackground: current.culturalBackground.includes(culture)
          ? current.culturalBackground.filter((c) => c !== culture)
          : [...current.culturalBackground, culture],
      })),
    /** False when the interest is empty, already there, or the list is full. */
    addInterest: (text: string): boolean => {
      const interest = text.trim().slice(0, MAX_INTEREST_LENGTH);
      if (!interest || draft.interests.includes(interest) || draft.interests.length >= MAX_INTERESTS) return false;
      update({ interests: [...draft.interests, interest] });
      return true;
    },
    removeInterest: (interest: string) => setDraft((current) => ({ ...current, interests: current.interests.filter((i) => i !== interest) })),
    /**
     * Restores every field to its default and clears the country, except who the dater is looking
     * for (kept as it was saved): matching pairs men with women, so the default "female" would
     * empty a woman's results.
     */
    reset: () => {
      setDraft({ ...DEFAULT_MATCH_PREFERENCE, lookingFor: savedLookingFor });
      setCountryText('');
    },
  };
}
