import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '../constants.js';
import { SOCIAL_PROVIDERS } from './public-config.js';
import { newPasswordSchema } from './credentials.js';

/**
 * Bodies of the auth library's endpoints that Kindred routes. The server checks them like any
 * other route's body before the library sees them, so a wrong type, an unknown field, a NUL or
 * an oversized value gets our 400, never the library's 500.
 */
const email = z.email({ error: 'Please enter a valid e-mail address.' }).max(254, { error: 'That e-mail address is too long.' });
/** Where the library may send the dater afterwards: a path on our own site. */
const callbackPath = z.string().max(2000).regex(/^\/(?!\/)/, { error: 'Must be a path on this site.' });

export const signInEmailBodySchema = z
  .object({
    email,
    password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
    rememberMe: z.boolean().optional(),
    callbackURL: callbackPath.optional(),
  })
  .strict();

/** No image and no other profile field: the dater's name and photos come later, through our routes. */
export const signUpEmailBodySchema = z
  .object({
    email,
    password: newPasswordSchema,
    name: z.string().trim().max(80, { error: 'Please keep your name under 80 characters.' }),
    rememberMe: z.boolean().optional(),
    callbackURL: callbackPath.optional(),
  })
  .strict();

export const signInSocialBodySchema = z
  .object({
    provider: z.enum(SOCIAL_PROVIDERS),
    callbackURL: callbackPath.optional(),
    errorCallbackURL: callbackPath.optional(),
    newUserCallbackURL: callbackPath.optional(),
    disableRedirect: z.boolean().optional(),
  })
  .strict();

export const signOutBodySchema = z.object({}).strict();

/** A provider's answer: Apple posts a form (kept as its text), a JSON post holds short strings. */
export const providerCallbackBodySchema = z.union([z.string().max(16 * 1024), z.record(z.string().max(100), z.string().max(4096))]);
