import { z } from 'zod/mini';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants.js';
import { TEXTS } from '../texts.js';

/** What the login form accepts before it asks the server anything. */
export const credentialsSchema = z.object({
  email: z.email({ error: TEXTS.missingCredentials }).check(z.maxLength(254)),
  password: z.string({ error: TEXTS.missingCredentials }).check(z.minLength(1, { error: TEXTS.missingCredentials }), z.maxLength(PASSWORD_MAX_LENGTH)),
});
export type Credentials = z.infer<typeof credentialsSchema>;

/** A new account's password must be long enough to be worth protecting. */
export const newPasswordSchema = z
  .string()
  .check(
    z.minLength(PASSWORD_MIN_LENGTH, { error: `Use at least ${PASSWORD_MIN_LENGTH} characters for your password.` }),
    z.maxLength(PASSWORD_MAX_LENGTH, { error: `Please keep your password to ${PASSWORD_MAX_LENGTH} characters or fewer.` }),
  );
