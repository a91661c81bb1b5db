import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants.js';
import { TEXTS } from '../texts.js';

/** What the login form accepts before it asks the server anything. */
export const credentialsSchema = z.object({
  email: z.email({ error: TEXTS.missingCredentials }).max(254),
  password: z
    .string({ error: TEXTS.missingCredentials })
    .min(1, { error: TEXTS.missingCredentials })
    .max(PASSWORD_MAX_LENGTH),
});
export type Credentials = z.infer<typeof credentialsSchema>;

/** A new account's password must be long enough to be worth protecting. */
export const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, { error: `Use at least ${PASSWORD_MIN_LENGTH} characters for your password.` })
  .max(PASSWORD_MAX_LENGTH);
