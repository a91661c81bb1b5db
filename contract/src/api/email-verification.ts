import { z } from 'zod/mini';

/**
 * GET /api/email-verification: whether the dater's address is verified, and for an account from
 * before verification was asked for, until when it counts as verified without it (decision 054).
 */
export const emailVerificationStateSchema = z.object({
  verified: z.boolean(),
  /** Not verified, but shown and free to search until this time (an older account's grace). */
  graceUntil: z.nullable(z.string()),
});
export type EmailVerificationState = z.infer<typeof emailVerificationStateSchema>;

/** POST /api/email-verification/code: the 6 digits from the e-mail. */
export const emailVerificationCodeRequestSchema = z.strictObject({
  code: z.string().check(z.trim(), z.regex(/^\d{6}$/, { error: 'The code is the 6 digits from the e-mail.' })),
});
