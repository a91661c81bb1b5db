/** Sign-in provider error codes are short tokens; anything else is not worth echoing back. */
const SAFE_CODE = /^[a-z0-9_.-]{1,64}$/i;

export function signInErrorPath(code?: string | null): string {
  return code && SAFE_CODE.test(code) ? `/error?error=${encodeURIComponent(code)}` : '/error';
}

export function readSafeErrorCode(code: string | null): string | null {
  return code && SAFE_CODE.test(code) ? code : null;
}
