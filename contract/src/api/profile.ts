import { z } from 'zod/mini';
import { normalizeCountry } from '../rules/country-name.js';
import { distinctItems } from './distinct-items.js';
import { homeCitySchema } from './home-city.js';
import { ALL_LIFESTYLES, CULTURAL_BACKGROUNDS, GENDERS } from '../options.js';
import { BIO_MAX_LENGTH } from '../constants.js';

/** Instagram and LinkedIn usernames: a leading @ is dropped, and only handle characters pass. */
const handleText = z.pipe(z.string().check(z.trim()), z.transform((v) => v.replace(/^@+/, '')));
export const instagramHandleSchema = z.pipe(
  handleText,
  z.string().check(z.regex(/^$|^[A-Za-z0-9._]{1,30}$/, { error: 'Enter your Instagram username: letters, numbers, dots and underscores.' })),
);
export const linkedinHandleSchema = z.pipe(
  handleText,
  z.string().check(z.regex(/^$|^[A-Za-z0-9-]{3,100}$/, { error: 'Enter your LinkedIn username: letters, numbers and dashes.' })),
);

const completenessSchema = z.object({
  percent: z.int().check(z.minimum(0), z.maximum(100)),
  missing: z.array(z.string()),
  complete: z.boolean(),
});

/** GET /api/profile: the dater's own profile, as only they see it. */
export const ownProfileSchema = z.object({
  name: z.string(),
  bio: z.string(),
  /** Derived from the date of birth (PUT /api/profile/birth-date), so it turns on the birthday. */
  age: z.nullable(z.int()),
  gender: z.nullable(z.enum(GENDERS)),
  country: z.string(),
  /** The city the dater lives in, chosen from the gazetteer; null until chosen (decision 046). */
  homeCity: homeCitySchema,
  culturalBackground: z.array(z.enum(CULTURAL_BACKGROUNDS)),
  interests: z.array(z.string()),
  lifestyle: z.nullable(z.string()),
  instagram: z.string(),
  linkedin: z.string(),
  calendly: z.string(),
  imageUrl: z.nullable(z.string()),
  coverImageUrl: z.nullable(z.string()),
  /** The dater is on Premium: their own Premium badge. */
  isPremium: z.boolean(),
  /** A moderator approved the dater's selfie check (decision 042). */
  selfieVerified: z.boolean(),
  matchCount: z.int().check(z.minimum(0)),
  completeness: completenessSchema,
});
export type OwnProfile = z.infer<typeof ownProfileSchema>;

/** PATCH /api/profile: any subset of the editable fields. */
export const profileUpdateSchema = z.partial(
  z.strictObject({
    name: z.string().check(z.trim(), z.minLength(1, { error: 'Please enter your name.' }), z.maxLength(80)),
    bio: z.string().check(z.trim(), z.maxLength(BIO_MAX_LENGTH, { error: `Please keep your bio under ${BIO_MAX_LENGTH} characters.` })),
    gender: z.enum(GENDERS),
    country: z.string().check(z.trim(), z.maxLength(80), z.overwrite(normalizeCountry)),
    /** A city's id from GET /api/places, or null to clear it. Choosing a city also sets the country, unless one is given. */
    homeCityId: z.nullable(z.int().check(z.positive({ error: 'Choose your city from the list.' }))),
    culturalBackground: distinctItems(z.array(z.enum(CULTURAL_BACKGROUNDS)).check(z.maxLength(CULTURAL_BACKGROUNDS.length))),
    interests: distinctItems(z.array(z.string().check(z.trim(), z.minLength(1), z.maxLength(60))).check(z.maxLength(30))),
    lifestyle: z.nullable(z.enum(ALL_LIFESTYLES as [string, ...string[]])),
    instagram: instagramHandleSchema,
    linkedin: linkedinHandleSchema,
    calendly: z.string().check(z.trim(), z.maxLength(100)),
  }),
);
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

export const MAX_IMAGE_UPLOAD_BYTES = 5 * 1024 * 1024;
const IMAGE_KINDS = ['profile', 'cover'] as const;
export type ImageKind = (typeof IMAGE_KINDS)[number];
export const imageKindParamsSchema = z.object({ kind: z.enum(IMAGE_KINDS) });

/** POST /api/profile/images/:kind (multipart field "image") and DELETE of the same path. */
export const imageUploadResponseSchema = z.object({ imageUrl: z.nullable(z.string()), coverImageUrl: z.nullable(z.string()) });

const FEEDBACK_KIND_VALUES = ['feature', 'bug'] as const;
export const feedbackRequestSchema = z.strictObject({
  kind: z.enum(FEEDBACK_KIND_VALUES),
  message: z
    .string()
    .check(
      z.trim(),
      z.minLength(5, { error: 'Please tell us a little more (at least 5 characters).' }),
      z.maxLength(4000, { error: 'Please keep it under 4000 characters.' }),
    ),
});
export const feedbackResponseSchema = z.object({ id: z.uuid() });

/**
 * What became of the dater's renewing paid plan when they deleted their account (decision 043):
 * none to cancel, cancelled at the provider now, or still being cancelled by a job that retries.
 */
const DELETED_PLAN_OUTCOMES = ['none', 'cancelled', 'cancelling'] as const;

/** DELETE /api/account: the account is hidden at once and purged by a job; a renewing plan is cancelled. */
export const accountDeletionResponseSchema = z.object({ ok: z.literal(true), plan: z.enum(DELETED_PLAN_OUTCOMES) });
export type AccountDeletionResponse = z.infer<typeof accountDeletionResponseSchema>;
