import { z } from 'zod/mini';
import { PASSWORD_RESET_TEXTS } from '../texts/password-reset.js';
import { newPasswordSchema } from './credentials.js';

/**
 * "Forgot password?" (docs/product.md#forgot-password). Two routes of the auth library, checked
 * like any route's body before the library sees them:
 * POST /api/auth/request-password-reset asks for a link; it answers the same whether or not the
 * address has an account. POST /api/auth/reset-password spends the link's token on a new password.
 */
export const requestPasswordResetBodySchema = z.strictObject({
  email: z.email({ error: 'Please enter a valid e-mail address.' }).check(z.maxLength(254, { error: 'That e-mail address is too long.' })),
});
export type RequestPasswordResetBody = z.infer<typeof requestPasswordResetBodySchema>;

/** The token from the link: letters and digits only, as the server makes them. */
const passwordResetTokenSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{16,64}$/, { error: PASSWORD_RESET_TEXTS.linkIncomplete }));

export const resetPasswordBodySchema = z.strictObject({
  token: passwordResetTokenSchema,
  newPassword: newPasswordSchema,
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;
