import { z } from 'zod/mini';
import { PASSWORD_MAX_LENGTH } from '../constants.js';
import { SOCIAL_PROVIDERS } from './public-config.js';
import { newPasswordSchema } from './credentials.js';

/**
 * Bodies of the auth library's endpoints that Kindred routes. The server checks them like any
 * other route's body before the library sees them, so a wrong type, an unknown field, a NUL or
 * an oversized value gets our 400, never the library's 500.
 */
const email = z.email({ error: 'Please enter a valid e-mail address.' }).check(z.maxLength(254, { error: 'That e-mail address is too long.' }));
/** Where the library may send the dater afterwards: a path on our own site. */
const callbackPath = z.string().check(z.maxLength(2000), z.regex(/^\/(?!\/)/, { error: 'Must be a path on this site.' }));

export const signInEmailBodySchema = z.strictObject({
  email,
  password: z.string().check(z.minLength(1), z.maxLength(PASSWORD_MAX_LENGTH)),
  rememberMe: z.optional(z.boolean()),
  callbackURL: z.optional(callbackPath),
});

/** No image and no other profile field: the dater's name and photos come later, through our routes. */
export const signUpEmailBodySchema = z.strictObject({
  email,
  password: newPasswordSchema,
  name: z.string().check(z.trim(), z.maxLength(80, { error: 'Please keep your name under 80 characters.' })),
  rememberMe: z.optional(z.boolean()),
  callbackURL: z.optional(callbackPath),
});

export const signInSocialBodySchema = z.strictObject({
  provider: z.enum(SOCIAL_PROVIDERS),
  callbackURL: z.optional(callbackPath),
  errorCallbackURL: z.optional(callbackPath),
  newUserCallbackURL: z.optional(callbackPath),
  disableRedirect: z.optional(z.boolean()),
});

export const signOutBodySchema = z.strictObject({});

/** A provider's answer: Apple posts a form (kept as its text), a JSON post holds short strings. */
export const providerCallbackBodySchema = z.union([
  z.string().check(z.maxLength(16 * 1024)),
  z.record(z.string().check(z.maxLength(100)), z.string().check(z.maxLength(4096))),
]);
