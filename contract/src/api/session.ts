import { z } from 'zod/mini';

const sessionUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** GET /api/me: who is signed in, and how far they got. 401 when nobody is. */
export const meResponseSchema = z.object({
  user: sessionUserSchema,
  onboardingCompleted: z.boolean(),
  /** Whether a date of birth is known and adult; the app asks for it before anything else. */
  ageStatus: z.enum(['unknown', 'adult', 'under_age']),
  /** Whether the dater holds the moderator role, so the app can offer the console. Always sent. */
  isModerator: z.optional(z.boolean()),
});
export type MeResponse = z.infer<typeof meResponseSchema>;

/** Where a dater goes after sign-in, decided by the server from their profile. */
const POST_SIGN_IN_ROUTES = ['/home', '/gender-selection'] as const;

/** POST /api/session/finalize: looks up or creates the profile and names the next screen. */
export const finalizeResponseSchema = z.object({
  next: z.enum(POST_SIGN_IN_ROUTES),
  profileCreated: z.boolean(),
});
export type FinalizeResponse = z.infer<typeof finalizeResponseSchema>;
