import crypto from 'node:crypto';

/** Keeps these signatures apart from anything else signed with the same server secret. */
const PURPOSE = 'kindred:match-digest-unsubscribe:v1';
const USER_ID = /^[A-Za-z0-9_-]{1,100}$/;

function signature(secret: string, userId: string): string {
  return crypto.createHmac('sha256', secret).update(`${PURPOSE}\n${userId}`).digest('base64url');
}

/**
 * The token in a digest's unsubscribe link: the dater's id and an HMAC of it with the server
 * secret. It needs no session and no database row, so a link in an old e-mail keeps working; it
 * can do one thing only, turn the digest off for that dater (docs/security.md).
 */
export function unsubscribeToken(secret: string, userId: string): string {
  return `${userId}.${signature(secret, userId)}`;
}

/** The dater a token was made for, or null when it was not made with this secret or was altered. */
export function verifyUnsubscribeToken(secret: string, token: string): string | null {
  const dot = token.lastIndexOf('.');
  if (dot <= 0) return null;
  const userId = token.slice(0, dot);
  if (!USER_ID.test(userId)) return null;
  const given = Buffer.from(token.slice(dot + 1));
  const expected = Buffer.from(signature(secret, userId));
  return given.length === expected.length && crypto.timingSafeEqual(given, expected) ? userId : null;
}
