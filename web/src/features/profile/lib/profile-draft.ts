import {
  COMPLETENESS_PREFERENCE_FIELDS,
  COMPLETENESS_PROFILE_FIELDS,
  instagramHandleSchema,
  isMissing,
  linkedinHandleSchema,
  type CulturalBackground,
  type Gender,
  type OwnProfile,
  type ProfileUpdate,
} from '@kindred/contract';

/**
 * The fields the Save Changes button saves. The name saves on its own, inline, and the age is
 * derived from the date of birth, which has its own form (features/birth-date).
 */
export interface ProfileDraft {
  bio: string;
  gender: Gender | null;
  country: string;
  culturalBackground: CulturalBackground[];
  interests: string[];
  lifestyle: string | null;
  instagram: string;
  linkedin: string;
}

export type DraftField = keyof ProfileDraft;

export function draftFromProfile(profile: OwnProfile): ProfileDraft {
  return {
    bio: profile.bio,
    gender: profile.gender,
    country: profile.country,
    culturalBackground: profile.culturalBackground,
    interests: profile.interests,
    lifestyle: profile.lifestyle,
    instagram: profile.instagram,
    linkedin: profile.linkedin,
  };
}

function same(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => item === b[i]);
  return a === b;
}

/** The fields whose draft value differs from the saved one: the dirty flag is "this is not empty". */
export function changedFields(draft: ProfileDraft, saved: ProfileDraft): DraftField[] {
  return (Object.keys(draft) as DraftField[]).filter((field) => !same(draft[field], saved[field]));
}

/** A leading @ is dropped as the dater types, so "@ana" and "ana" are the same handle. */
export function stripAt(value: string): string {
  return value.replace(/^\s*@+/, '');
}

/** Field-level problems the server would reject anyway, said before the round trip. */
export function draftErrors(draft: ProfileDraft): Partial<Record<DraftField, string>> {
  const errors: Partial<Record<DraftField, string>> = {};
  const instagram = instagramHandleSchema.safeParse(draft.instagram);
  if (!instagram.success) errors.instagram = instagram.error.issues[0]?.message ?? 'Invalid username';
  const linkedin = linkedinHandleSchema.safeParse(draft.linkedin);
  if (!linkedin.success) errors.linkedin = linkedin.error.issues[0]?.message ?? 'Invalid username';
  return errors;
}

/** The PATCH body: only what changed. */
export function updateFromDraft(draft: ProfileDraft, saved: ProfileDraft): ProfileUpdate {
  const update: ProfileUpdate = {};
  for (const field of changedFields(draft, saved)) {
    switch (field) {
      case 'gender':
        if (draft.gender) update.gender = draft.gender;
        break;
      case 'lifestyle':
        update.lifestyle = draft.lifestyle;
        break;
      case 'instagram':
        update.instagram = stripAt(draft.instagram.trim());
        break;
      case 'linkedin':
        update.linkedin = stripAt(draft.linkedin.trim());
        break;
      case 'bio':
      case 'country':
        update[field] = draft[field];
        break;
      case 'culturalBackground':
        update.culturalBackground = draft.culturalBackground;
        break;
      case 'interests':
        update.interests = draft.interests;
        break;
    }
  }
  return update;
}

export type CompletenessKey = (typeof COMPLETENESS_PROFILE_FIELDS)[number];

/**
 * Completeness as the dater edits: the ten profile fields read from the draft (plus the saved name,
 * photo and age), the four preference fields from the server's last count. Empty strings and lists
 * count as missing.
 */
export function liveCompleteness(draft: ProfileDraft, profile: OwnProfile): { percent: number; missing: Set<string> } {
  const values: Record<CompletenessKey, unknown> = {
    age: profile.age,
    bio: draft.bio,
    name: profile.name,
    gender: draft.gender,
    country: draft.country,
    imageUrl: profile.imageUrl,
    instagram: draft.instagram,
    interests: draft.interests,
    lifestyle: draft.lifestyle,
    culturalBackground: draft.culturalBackground,
  };
  const missing = new Set<string>();
  for (const field of COMPLETENESS_PROFILE_FIELDS) if (isMissing(values[field])) missing.add(field);
  for (const field of COMPLETENESS_PREFERENCE_FIELDS) {
    if (profile.completeness.missing.includes(`preference.${field}`)) missing.add(`preference.${field}`);
  }
  const total = COMPLETENESS_PROFILE_FIELDS.length + COMPLETENESS_PREFERENCE_FIELDS.length;
  return { percent: Math.round(((total - missing.size) / total) * 100), missing };
}

export const GENDER_LABELS: Record<Gender, string> = { male: 'Male', female: 'Female', 'non-binary': 'Non-binary', other: 'Other' };

export function capitalize(value: string): string {
  return value
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
