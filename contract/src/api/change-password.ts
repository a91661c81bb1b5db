import { z } from 'zod/mini';
import { PASSWORD_MAX_LENGTH } from '../constants.js';
import { newPasswordSchema } from './credentials.js';

/** GET /api/change-password: whether the dater has a password at all (Google- and Apple-only daters have none). */
export const changePasswordStateSchema = z.object({
  hasPassword: z.boolean(),
});
export type ChangePasswordState = z.infer<typeof changePasswordStateSchema>;

/**
 * POST /api/change-password. The current password proves it is the dater and not someone who
 * found their phone unlocked; the new one follows the sign-up's length rule.
 */
export const changePasswordRequestSchema = z.strictObject({
  currentPassword: z.string().check(z.minLength(1, { error: 'Please enter your current password.' }), z.maxLength(PASSWORD_MAX_LENGTH)),
  newPassword: newPasswordSchema,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** The change is made, and every other session of the dater has ended. */
export const changePasswordResultSchema = z.object({
  changed: z.literal(true),
  otherSessionsEnded: z.literal(true),
});
export type ChangePasswordResult = z.infer<typeof changePasswordResultSchema>;
