import type { MustMatch } from './must-match.js';
import type { MaxDistanceKm } from './rules/home-distance.js';
import type { CulturalBackground, Gender, LookingFor, PreferenceLifestyle, SubscriptionStatus, SubscriptionType } from './options.js';

/** The dater's own profile fields (docs/product-rules.md#entities-and-fields), as the owner sees them. */
export interface ProfileFields {
  name: string;
  bio: string;
  age: number | null;
  gender: Gender | null;
  country: string;
  culturalBackground: CulturalBackground[];
  interests: string[];
  lifestyle: string | null;
  instagram: string;
  linkedin: string;
  calendly: string;
  imageUrl: string | null;
  coverImage: string | null;
}

export interface MatchPreference {
  minAge: number;
  maxAge: number;
  lookingFor: LookingFor;
  country: string;
  culturalBackground: CulturalBackground[];
  interests: string[];
  lifestyle: PreferenceLifestyle;
  showVerifiedOnly: boolean;
  voiceMatching: boolean;
  /** Sections the dater marked "Must match": each then filters instead of ranking. */
  mustMatch: MustMatch;
  /** "Within N km" of the dater's home city, or null for anywhere (decision 046). */
  maxDistanceKm: MaxDistanceKm | null;
}

export interface SubscriptionRecord {
  subscriptionType: SubscriptionType;
  status: SubscriptionStatus;
  currentPeriodEnd: Date | null;
  cancelledAt: Date | null;
}
