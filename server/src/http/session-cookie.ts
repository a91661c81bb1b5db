/** The auth library's session cookie, with or without the __Secure- prefix it takes over https. */
const SESSION_COOKIE = /(?:^|;)\s*(?:__Secure-)?better-auth\.session_token=/;

/** Whether a request carries a session cookie; whether the session is live is the auth library's call. */
export function hasSessionCookie(cookieHeader: string | undefined): boolean {
  return SESSION_COOKIE.test(cookieHeader ?? '');
}
