import { z } from 'zod/mini';
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

const linkIncomplete = 'This link is not complete. Open it again from the e-mail, or ask for a new one.';

/** The token from the link: letters and digits only, as the server makes them. */
export const passwordResetTokenSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{16,64}$/, { error: linkIncomplete }));

export const resetPasswordBodySchema = z.strictObject({
  token: passwordResetTokenSchema,
  newPassword: newPasswordSchema,
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

/** The error code the auth library gives a token that is unknown, used or expired. */
export const PASSWORD_RESET_INVALID_TOKEN_CODE = 'INVALID_TOKEN';
/** Ours, for the per-address limit on requests. */
export const PASSWORD_RESET_LIMITED_CODE = 'PASSWORD_RESET_LIMITED';

export const PASSWORD_RESET_TEXTS = {
  forgotLink: 'Forgot password?',
  requestTitle: 'Forgot your password?',
  requestLead: 'Enter the e-mail address you sign in with. We will send it a link to set a new password.',
  requestButton: 'Send the link',
  sentTitle: 'Check your e-mail',
  sent: (email: string) => `If ${email} has a Kindred account, a link to set a new password is on its way there. It works once, for 60 minutes.`,
  sentHint: 'Nothing after a few minutes? Look in your spam folder, or check the address and ask again.',
  askAgain: 'Use another address',
  setTitle: 'Set a new password',
  setLead: 'Choose a new password. Setting it signs you out on every other device.',
  setButton: 'Save the new password',
  linkIncomplete,
  linkInvalid: 'This link has expired or was already used. Ask for a new one.',
  askNewLink: 'Ask for a new link',
  done: 'Your new password is saved, and every device that was signed in is now signed out. Sign in with the new password.',
  limited: 'Too many links were asked for this address. Please wait an hour and try again.',
  backToSignIn: 'Back to sign in',
} as const;
