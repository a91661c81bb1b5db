import crypto from 'node:crypto';
import { serializeSignedCookie } from 'better-call';
import { describe, expect, it } from 'vitest';
import { createSessionCookieReader } from './session-cookie';

const NAME = 'better-auth.session_token';
const SECRET = 'a-kindred-session-secret-for-unit-tests-only-0123456789';
const TOKEN = 'k1nDr3dSessi0nT0kenXYZabc';

/** The Cookie header a browser sends back for the cookie the auth library set. */
async function browserCookie(token: string, secret = SECRET, name = NAME): Promise<string> {
  const setCookie = await serializeSignedCookie(name, token, secret);
  return setCookie.split(';')[0] ?? '';
}

describe('createSessionCookieReader', () => {
  const read = createSessionCookieReader({ cookieName: NAME, secret: SECRET });

  it('reads the token from the cookie the auth library signs, among other cookies', async () => {
    const cookie = await browserCookie(TOKEN);
    expect(read(cookie)).toBe(TOKEN);
    expect(read(`kindred_ref=abc; ${cookie}; other=1`)).toBe(TOKEN);
  });

  it('refuses a signature made with another secret', async () => {
    expect(read(await browserCookie(TOKEN, 'another-secret-that-is-not-ours-at-all-0123456789'))).toBeNull();
  });

  it('refuses a token changed after signing, whichever character changed', async () => {
    const cookie = await browserCookie(TOKEN);
    const value = decodeURIComponent(cookie.slice(NAME.length + 1));
    const [token, signature] = [value.slice(0, value.lastIndexOf('.')), value.slice(value.lastIndexOf('.') + 1)];
    for (const tampered of [`${token}x`, `X${token.slice(1)}`, token.slice(0, -1)]) {
      expect(read(`${NAME}=${encodeURIComponent(`${tampered}.${signature}`)}`)).toBeNull();
    }
    const flipped = signature.startsWith('A') ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
    expect(read(`${NAME}=${encodeURIComponent(`${token}.${flipped}`)}`)).toBeNull();
  });

  it('refuses a missing cookie, an unsigned token and signatures of the wrong shape', () => {
    expect(read(undefined)).toBeNull();
    expect(read('')).toBeNull();
    expect(read(`${NAME}=`)).toBeNull();
    expect(read(`${NAME}=${TOKEN}`)).toBeNull();
    expect(read(`${NAME}=.${'A'.repeat(43)}=`)).toBeNull();
    const signature = crypto.createHmac('sha256', SECRET).update(TOKEN).digest('base64');
    expect(read(`${NAME}=${TOKEN}.${signature.slice(0, -1)}`)).toBeNull();
    expect(read(`${NAME}=${TOKEN}.${signature.slice(0, -1)}A`)).toBeNull();
  });

  it('takes the first of two session cookies, as the auth library does', async () => {
    const first = await browserCookie(TOKEN);
    const second = await browserCookie('someone-elses-token');
    expect(read(`${first}; ${second}`)).toBe(TOKEN);
    expect(read(`${NAME}=forged; ${first}`)).toBeNull();
  });

  it('reads only the cookie name it was given, so a prefixed name is a different cookie', async () => {
    const secureName = `__Secure-${NAME}`;
    const secureRead = createSessionCookieReader({ cookieName: secureName, secret: SECRET });
    expect(secureRead(await browserCookie(TOKEN))).toBeNull();
    expect(secureRead(await browserCookie(TOKEN, SECRET, secureName))).toBe(TOKEN);
  });
});
