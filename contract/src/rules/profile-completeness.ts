import type { MatchPreference, ProfileFields } from '../domain.js';

/** The ten profile fields and four preference fields completeness counts (docs/product-account.md#profile). */
export const COMPLETENESS_PROFILE_FIELDS = [
  'age',
  'bio',
  'name',
  'gender',
  'country',
  'imageUrl',
  'instagram',
  'interests',
  'lifestyle',
  'culturalBackground',
] as const;
export const COMPLETENESS_PREFERENCE_FIELDS = ['minAge', 'maxAge', 'country', 'lookingFor'] as const;

export type CompletenessField =
  | (typeof COMPLETENESS_PROFILE_FIELDS)[number]
  | `preference.${(typeof COMPLETENESS_PREFERENCE_FIELDS)[number]}`;

export interface Completeness {
  percent: number;
  missing: CompletenessField[];
  complete: boolean;
}

/** Empty strings, blank strings, empty lists, null and undefined all count as missing. */
export function isMissing(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'number') return Number.isNaN(value);
  return false;
}

export function profileCompleteness(
  profile: Partial<ProfileFields>,
  preference: Partial<MatchPreference> | null,
): Completeness {
  const missing: CompletenessField[] = [];
  for (const field of COMPLETENESS_PROFILE_FIELDS) {
    if (isMissing(profile[field])) missing.push(field);
  }
  for (const field of COMPLETENESS_PREFERENCE_FIELDS) {
    if (isMissing(preference?.[field])) missing.push(`preference.${field}`);
  }
  const total = COMPLETENESS_PROFILE_FIELDS.length + COMPLETENESS_PREFERENCE_FIELDS.length;
  const percent = Math.round(((total - missing.length) / total) * 100);
  return { percent, missing, complete: missing.length === 0 };
}
