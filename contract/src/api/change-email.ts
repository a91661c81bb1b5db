import { z } from 'zod/mini';
import { CHANGE_EMAIL_TEXTS } from '../texts/change-email.js';

/**
 * Changing the e-mail address in Settings (docs/product.md#changing-the-e-mail-address).
 * GET /api/change-email: the address the dater signs in with, and whether they can change it here
 * (a dater who signs in only with Google or Apple takes their address from that provider).
 */
export const changeEmailStateSchema = z.object({
  email: z.string(),
  canChange: z.boolean(),
});
export type ChangeEmailState = z.infer<typeof changeEmailStateSchema>;

/**
 * POST /api/change-email: asks for a link at the new address. One plain address only: no name,
 * no list, no line break (mail headers are built from it).
 */
export const changeEmailRequestSchema = z.strictObject({
  newEmail: z
    .string()
    .check(
      z.trim(),
      z.toLowerCase(),
      z.maxLength(254, { error: CHANGE_EMAIL_TEXTS.tooLong }),
      z.regex(/^[^\s<>()[\]\\,;:"@\p{Cc}]+@[^\s<>()[\]\\,;:"@\p{Cc}]+\.[^\s<>()[\]\\,;:"@\p{Cc}]+$/u, { error: CHANGE_EMAIL_TEXTS.invalid }),
    ),
});
export type ChangeEmailRequest = z.infer<typeof changeEmailRequestSchema>;

/** The same answer whether the address was free or already someone's, so it reveals no member. */
export const changeEmailSentSchema = z.object({ sent: z.literal(true) });
export type ChangeEmailSent = z.infer<typeof changeEmailSentSchema>;

/** The token from a link: letters, digits, "-" and "_", as the server makes them. */
const changeEmailTokenSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{16,64}$/, { error: CHANGE_EMAIL_TEXTS.linkIncomplete }));

/** POST /api/change-email/confirm and POST /api/change-email/undo: spend a link's token. */
export const changeEmailTokenBodySchema = z.strictObject({ token: changeEmailTokenSchema });

/** The new address is in force. */
export const changeEmailConfirmedSchema = z.object({ changed: z.literal(true), email: z.string() });
export type ChangeEmailConfirmed = z.infer<typeof changeEmailConfirmedSchema>;

/** The old address is back and every session of the account has ended. */
export const changeEmailUndoneSchema = z.object({ restored: z.literal(true), signedOutEverywhere: z.literal(true) });
export type ChangeEmailUndone = z.infer<typeof changeEmailUndoneSchema>;
