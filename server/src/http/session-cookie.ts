import crypto from 'node:crypto';

/** The auth library's session cookie, with or without the __Secure- prefix it takes over https. */
const SESSION_COOKIE = /(?:^|;)\s*(?:__Secure-)?better-auth\.session_token=/;

/** Whether a request carries a session cookie; whether the session is live is the auth library's call. */
export function hasSessionCookie(cookieHeader: string | undefined): boolean {
  return SESSION_COOKIE.test(cookieHeader ?? '');
}

/** A base64 HMAC-SHA256 is 44 characters ending in "=", the only length the auth library accepts. */
const SIGNATURE_LENGTH = 44;

/**
 * Reads the session token out of the auth library's signed cookie: `token.signature`, URL-encoded,
 * where the signature is the base64 HMAC-SHA256 of the token under the auth secret. The library
 * imports the key through WebCrypto for every request; here it is imported once, at start.
 * Returns null for a missing cookie and for any signature that is not the token's.
 */
export function createSessionCookieReader(options: { cookieName: string; secret: string }) {
  const key = crypto.createSecretKey(Buffer.from(options.secret, 'utf8'));
  return function readSessionToken(cookieHeader: string | undefined): string | null {
    const value = cookieValue(cookieHeader, options.cookieName);
    if (!value) return null;
    const dot = value.lastIndexOf('.');
    if (dot < 1) return null;
    const token = value.slice(0, dot);
    const signature = value.slice(dot + 1);
    if (signature.length !== SIGNATURE_LENGTH || !signature.endsWith('=')) return null;
    const expected = crypto.createHmac('sha256', key).update(token, 'utf8').digest('base64');
    // Both are 44 ASCII characters here, so the buffers have one length; the comparison takes
    // the same time wherever they differ.
    const given = Buffer.from(signature, 'latin1');
    if (given.length !== SIGNATURE_LENGTH) return null;
    return crypto.timingSafeEqual(given, Buffer.from(expected, 'latin1')) ? token : null;
  };
}

export type SessionCookieReader = ReturnType<typeof createSessionCookieReader>;

/**
 * One cookie's value, parsed as the auth library parses a Cookie header (better-call's
 * parseCookies): pairs split on ";", names and values trimmed, the first of a repeated name
 * wins, surrounding double quotes dropped, and %-escapes decoded when they decode.
 */
function cookieValue(header: string | undefined, name: string): string | null {
  if (!header) return null;
  let index = 0;
  while (index < header.length) {
    const eq = header.indexOf('=', index);
    if (eq === -1) return null;
    let end = header.indexOf(';', index);
    if (end === -1) end = header.length;
    else if (end < eq) {
      index = header.lastIndexOf(';', eq - 1) + 1;
      continue;
    }
    if (header.slice(index, eq).trim() === name) {
      let value = header.slice(eq + 1, end).trim();
      if (value.codePointAt(0) === 34) value = value.slice(1, -1);
      return decodeLeniently(value);
    }
    index = end + 1;
  }
  return null;
}

function decodeLeniently(value: string): string {
  try {
    return value.includes('%') ? decodeURIComponent(value) : value;
  } catch {
    return value;
  }
}
