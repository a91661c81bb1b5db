/**
 * Fixed option lists (docs/product-rules.md#entities-and-fields), shared by the web app and the
 * server's CHECK constraints.
 */

export const GENDERS = ['male', 'female', 'non-binary', 'other'] as const;
export type Gender = (typeof GENDERS)[number];

/** Matching pairs male with female; the gender step sets the dater to the opposite of their choice. */
export const MATCH_GENDERS = ['male', 'female'] as const;
export type MatchGender = (typeof MATCH_GENDERS)[number];

export const LOOKING_FOR = ['male', 'female', 'both'] as const;
export type LookingFor = (typeof LOOKING_FOR)[number];

export const CULTURAL_BACKGROUNDS = [
  'African',
  'African American',
  'Asian',
  'Hispanic/Latino',
  'Middle Eastern',
  'Native American',
  'Pacific Islander',
  'White',
  'Mixed',
  'Other',
] as const;
export type CulturalBackground = (typeof CULTURAL_BACKGROUNDS)[number];

/** The profile screen's lifestyle reading. */
export const PROFILE_LIFESTYLES = ['active', 'moderate', 'relaxed', 'adventurous', 'homebody'] as const;
export type ProfileLifestyle = (typeof PROFILE_LIFESTYLES)[number];

/** The match preferences sheet's lifestyle reading (default flexible). */
export const PREFERENCE_LIFESTYLES = ['very_active', 'active', 'moderate', 'flexible', 'relaxed'] as const;
export type PreferenceLifestyle = (typeof PREFERENCE_LIFESTYLES)[number];

export const PREFERENCE_LIFESTYLE_LABELS: Record<PreferenceLifestyle, string> = {
  very_active: 'Very Active',
  active: 'Active',
  moderate: 'Moderate',
  flexible: 'Flexible',
  relaxed: 'Relaxed',
};

/** Every lifestyle value either reading may store on a profile. */
export const ALL_LIFESTYLES = [...new Set([...PROFILE_LIFESTYLES, ...PREFERENCE_LIFESTYLES])];

/** The preferences sheet's 29 country suggestions, as docs/product-rules.md#entities-and-fields orders them. */
export const PREFERENCE_COUNTRIES = [
  'United States',
  'Canada',
  'United Kingdom',
  'Australia',
  'Germany',
  'France',
  'India',
  'China',
  'Japan',
  'Brazil',
  'South Africa',
  'Nigeria',
  'Egypt',
  'Mexico',
  'Italy',
  'Spain',
  'Russia',
  'Turkey',
  'Argentina',
  'Indonesia',
  'Pakistan',
  'Bangladesh',
  'Vietnam',
  'Philippines',
  'Poland',
  'Netherlands',
  'Sweden',
  'Norway',
  'Denmark',
] as const;

/**
 * The profile screen's 58 countries: docs/product-account.md#profile fixes the count, not the entries, so the list is
 * the sheet's 29 plus 29 more countries where the product is likely to find daters.
 */
export const PROFILE_COUNTRIES = [
  ...PREFERENCE_COUNTRIES,
  'Austria',
  'Belgium',
  'Botswana',
  'Chile',
  'Colombia',
  'Finland',
  'Ghana',
  'Greece',
  'Ireland',
  'Israel',
  'Kenya',
  'Malaysia',
  'Morocco',
  'Namibia',
  'New Zealand',
  'Peru',
  'Portugal',
  'Saudi Arabia',
  'Singapore',
  'South Korea',
  'Switzerland',
  'Tanzania',
  'Thailand',
  'Uganda',
  'Ukraine',
  'United Arab Emirates',
  'Zambia',
  'Zimbabwe',
  'Czech Republic',
] as const;

export const SUBSCRIPTION_TYPES = ['free', 'premium', 'premium_plus'] as const;
export type SubscriptionType = (typeof SUBSCRIPTION_TYPES)[number];

export const SUBSCRIPTION_STATUSES = ['active', 'cancelled', 'expired', 'paused'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const NOTIFICATION_PERMISSIONS = ['granted', 'denied', 'default'] as const;
export type NotificationPermissionStatus = (typeof NOTIFICATION_PERMISSIONS)[number];
