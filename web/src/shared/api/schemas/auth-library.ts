import { z } from 'zod/mini';

/**
 * Answers that are not the contract's: the auth library's own, and a success body we do not read.
 * Loaded like the contract's schemas, only when a request names one (./contract-schemas).
 */

/** For calls whose success body we do not use: any JSON (or none) is fine. */
export const anyBodySchema = z.unknown();
/** The auth library's social sign-in answer; only the URL we send the dater to is checked. */
export const socialRedirectSchema = z.object({ url: z.url() });
/** The auth library's get-session answers null without a session; whether it is null is all we read. */
export const sessionPresenceSchema = z.pipe(z.unknown(), z.transform((value) => value !== null));
/** The auth library's error body, `{ code, message }`, beside our own (`apiErrorSchema`). */
export const authLibraryErrorSchema = z.object({ code: z.optional(z.string()), message: z.optional(z.string()) });
