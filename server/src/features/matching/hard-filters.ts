import { LIFESTYLE_FITS, PREFERENCE_LIFESTYLES, type EssentialKey, type MustMatch } from '@kindred/contract';
import type { HomePosition } from '../home-city/home-position.js';

/** What a dater says of themselves, as the other side's wishes see it. */
export interface DaterFacts {
  userId: string;
  gender: string | null;
  age: number | null;
  /** One spelling per country (normalizeCountry); empty when not said. */
  country: string;
  cultures: readonly string[];
  interests: readonly string[];
  lifestyle: string | null;
  /** Essentials the dater confirmed about themselves: only these meet another dater's must as a filter. */
  confirmedEssentials: Partial<Record<EssentialKey, string>>;
  /** A moderator approved the dater's live selfie (decision 042). */
  selfieVerified: boolean;
  /** The home city's coarse coordinates; null when the dater has not chosen one (decision 046). */
  home: HomePosition | null;
}

/** What a dater asks for on the preferences sheet. */
export interface DaterWishes {
  lookingFor: string;
  minAge: number;
  maxAge: number;
  /** Empty means anywhere. */
  country: string;
  cultures: readonly string[];
  interests: readonly string[];
  lifestyle: string;
  mustMatch: MustMatch;
  /** Essentials the dater needs in a partner as a must (a dealbreaker), with the values accepted. */
  essentialMusts: Partial<Record<EssentialKey, readonly string[]>>;
  /** "Only selfie-verified daters" (stored as showVerifiedOnly): a hard filter both ways. */
  selfieVerifiedOnly: boolean;
  /** "Within N km" of the dater's home city, or null for anywhere: a hard filter both ways. */
  maxDistanceKm: number | null;
}

export interface FilterSubject {
  facts: DaterFacts;
  wishes: DaterWishes;
}

/** The profile lifestyles that fit a wish, or null when the wish accepts anyone. */
export function lifestyleFits(wish: string): readonly string[] | null {
  return PREFERENCE_LIFESTYLES.find((l) => l === wish) ? LIFESTYLE_FITS[wish as keyof typeof LIFESTYLE_FITS] : null;
}
