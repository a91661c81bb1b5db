import type { EmailVerificationState } from '@kindred/contract';

/**
 * Whether this dater may search now (decision 054): yes when the address is verified or an older
 * account's grace still runs; no while a new address waits; undefined while the answer is not in.
 * A failed check says yes: the server has the last word, and its refusal carries its own sentence.
 */
export function searchAllowedBy(state: EmailVerificationState | undefined, failed: boolean): boolean | undefined {
  if (state) return state.verified || state.graceUntil !== null;
  return failed ? true : undefined;
}

/** The query parameter the auth library's verify-email adds to the callback when the link failed. */
export const VERIFY_LINK_ERROR_PARAM = 'error';

/**
 * Whether home was opened by the e-mail's button with a link that did not work. The auth library
 * redirects a good link to the callback as it is, and a bad one with `?error=` and its code
 * (TOKEN_EXPIRED, INVALID_TOKEN, USER_NOT_FOUND, INVALID_USER); every code means the same to the
 * dater: the code or a new e-mail will do.
 */
export function verifyLinkFailed(params: URLSearchParams): boolean {
  const code = params.get(VERIFY_LINK_ERROR_PARAM);
  return code !== null && code !== '';
}

/** The same parameters without the link's error, so a reload or a shared address does not repeat it. */
export function withoutVerifyLinkError(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete(VERIFY_LINK_ERROR_PARAM);
  return next;
}
