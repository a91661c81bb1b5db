import { z } from 'zod';
import { normalizeCountry } from '../rules/country-name.js';
import { distinctItems } from './distinct-items.js';
import { ALL_LIFESTYLES, CULTURAL_BACKGROUNDS, GENDERS } from '../options.js';

/** Instagram and LinkedIn usernames: a leading @ is dropped, and only handle characters pass. */
export const instagramHandleSchema = z
  .string()
  .trim()
  .transform((v) => v.replace(/^@+/, ''))
  .pipe(z.string().regex(/^$|^[A-Za-z0-9._]{1,30}$/, { error: 'Enter your Instagram username: letters, numbers, dots and underscores.' }));
export const linkedinHandleSchema = z
  .string()
  .trim()
  .transform((v) => v.replace(/^@+/, ''))
  .pipe(z.string().regex(/^$|^[A-Za-z0-9-]{3,100}$/, { error: 'Enter your LinkedIn username: letters, numbers and dashes.' }));

export const completenessSchema = z.object({
  percent: z.number().int().min(0).max(100),
  missing: z.array(z.string()),
  complete: z.boolean(),
});

/** GET /api/profile: the dater's own profile, as only they see it. */
export const ownProfileSchema = z.object({
  name: z.string(),
  bio: z.string(),
  /** Derived from the date of birth (PUT /api/profile/birth-date), so it turns on the birthday. */
  age: z.number().int().nullable(),
  gender: z.enum(GENDERS).nullable(),
  country: z.string(),
  culturalBackground: z.array(z.enum(CULTURAL_BACKGROUNDS)),
  interests: z.array(z.string()),
  lifestyle: z.string().nullable(),
  instagram: z.string(),
  linkedin: z.string(),
  calendly: z.string(),
  imageUrl: z.string().nullable(),
  coverImageUrl: z.string().nullable(),
  isVerified: z.boolean(),
  matchCount: z.number().int().min(0),
  completeness: completenessSchema,
});
export type OwnProfile = z.infer<typeof ownProfileSchema>;

/** PATCH /api/profile: any subset of the editable fields. */
export const profileUpdateSchema = z
  .object({
    name: z.string().trim().min(1, { error: 'Please enter your name.' }).max(80),
    bio: z.string().trim().max(1000, { error: 'Please keep your bio under 1000 characters.' }),
    gender: z.enum(GENDERS),
    country: z.string().trim().max(80).overwrite(normalizeCountry),
    culturalBackground: distinctItems(z.array(z.enum(CULTURAL_BACKGROUNDS)).max(CULTURAL_BACKGROUNDS.length)),
    interests: distinctItems(z.array(z.string().trim().min(1).max(60)).max(30)),
    lifestyle: z.enum(ALL_LIFESTYLES as [string, ...string[]]).nullable(),
    instagram: instagramHandleSchema,
    linkedin: linkedinHandleSchema,
    calendly: z.string().trim().max(100),
  })
  .partial()
  .strict();
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

export const MAX_IMAGE_UPLOAD_BYTES = 5 * 1024 * 1024;
export const IMAGE_KINDS = ['profile', 'cover'] as const;
export type ImageKind = (typeof IMAGE_KINDS)[number];
export const imageKindParamsSchema = z.object({ kind: z.enum(IMAGE_KINDS) });

/** POST /api/profile/images/:kind (multipart field "image") and DELETE of the same path. */
export const imageUploadResponseSchema = z.object({ imageUrl: z.string().nullable(), coverImageUrl: z.string().nullable() });

export const FEEDBACK_KIND_VALUES = ['feature', 'bug'] as const;
export const feedbackRequestSchema = z
  .object({
    kind: z.enum(FEEDBACK_KIND_VALUES),
    message: z.string().trim().min(5, { error: 'Please tell us a little more (at least 5 characters).' }).max(4000, { error: 'Please keep it under 4000 characters.' }),
  })
  .strict();
export const feedbackResponseSchema = z.object({ id: z.uuid() });

/** DELETE /api/account: the account is hidden at once and purged by a job. */
export const accountDeletionResponseSchema = z.object({ ok: z.literal(true) });
