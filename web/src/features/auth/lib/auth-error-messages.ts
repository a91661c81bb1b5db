import { TEXTS, type SocialProvider } from '@kindred/contract';
import { isApiError } from '../../../shared/api/api-error';

const TOO_MANY_REQUESTS = 429;

/** Rate-limit answers carry a wait time worth showing; fall back to our own words. */
function rateLimitMessage(error: unknown): string | null {
  if (!isApiError(error, TOO_MANY_REQUESTS)) return null;
  return error.message || TEXTS.tooManyAttempts;
}

/** Message for a sign-in failure that did not lead on to sign-up. */
export function signInFailureMessage(error: unknown): string {
  return rateLimitMessage(error) ?? TEXTS.unknownAuthError;
}

/**
 * Message for a failed sign-up after sign-in said 401. "Already exists" means the account is
 * real and the password was wrong, which docs/product.md#sign-in-and-session words as invalid credentials.
 */
export function signUpFailureMessage(error: unknown): string {
  const limited = rateLimitMessage(error);
  if (limited) return limited;
  if (!isApiError(error)) return TEXTS.unknownAuthError;
  if (error.status === 422 || error.code?.startsWith('USER_ALREADY_EXISTS')) return TEXTS.invalidCredentials;
  // 403: an address a moderator banned (EMAIL_BANNED); the server's words say so.
  if (error.status === 403) return error.message;
  // 400 is the server's password-policy answer ("too short"); its words are the useful ones.
  // Our own checks name the field first ("body.password: …"); the dater needs only the words.
  if (error.status === 400 && error.message) return error.message.replace(/^body\.\w+: /, '');
  return TEXTS.unknownAuthError;
}

export function socialFailureMessage(provider: SocialProvider, error: unknown): string {
  const limited = rateLimitMessage(error);
  if (limited) return limited;
  const message = isApiError(error) ? error.message : '';
  if (provider === 'google') return message ? TEXTS.googleSignInError(message) : TEXTS.googleSignInDefault;
  return message ? TEXTS.appleSignInError(message) : TEXTS.appleSignInDefault;
}
