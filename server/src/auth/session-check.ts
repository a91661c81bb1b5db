import { fromNodeHeaders } from 'better-auth/node';
import type { IncomingHttpHeaders } from 'node:http';
import type { AccountRestriction } from '../features/moderation/account-standing-repository.js';
import { restrictionError } from '../features/moderation/restriction-error.js';
import type { LiveSessionRepository } from '../features/session/live-session-repository.js';
import { createSessionCookieReader } from '../http/session-cookie.js';
import type { CheckedSession, SessionCheck } from '../http/session-guard.js';
import type { Auth } from './auth.js';

/**
 * The session check of every guarded API route. It gives the answer the auth library's
 * getSession gives, with less work on the common path: the signed cookie is verified with a key
 * imported once, and the session and its dater come from one SQL statement. Nothing is cached,
 * so a sign-out or an account deletion on any process holds on the next request everywhere.
 *
 * Whenever the library would do more than read (delete an expired session, or push a session's
 * expiry forward once a day, the `updateAge` rule), the request goes to the library itself, so
 * those rules stay exactly the library's.
 *
 * It lives with the auth library, not in http/: the guard in http/ only asks "who is this, and is
 * anything refused to them", and this answers it from the library, the session table and
 * moderation's holds.
 */
export async function createSessionCheck(auth: Auth, sessions: LiveSessionRepository): Promise<SessionCheck> {
  const context = await auth.$context;
  const readToken = createSessionCookieReader({ cookieName: context.authCookies.sessionToken.name, secret: context.secret });
  const expiresInMs = context.sessionConfig.expiresIn * 1000;
  const updateAgeMs = context.sessionConfig.updateAge * 1000;

  return async (headers) => {
    const token = readToken(headers.cookie);
    if (!token) return null;
    const session = await sessions.findByToken(token);
    if (!session) return null;
    const expiresAt = session.expiresAt.getTime();
    const now = Date.now();
    // The library's own tests, word for word: expired when expiresAt < now; due for a new expiry
    // when expiresAt - expiresIn + updateAge <= now.
    const expired = expiresAt < now;
    const dueForRefresh = expiresAt - expiresInMs + updateAgeMs <= now;
    if (expired || dueForRefresh) return sessionFromAuthLibrary(auth, sessions, headers);
    const restriction = session.holdCause ? { cause: session.holdCause, until: session.holdUntil } : null;
    return checked({ id: session.userId, email: session.email, name: session.name }, restriction);
  };
}

async function sessionFromAuthLibrary(auth: Auth, sessions: LiveSessionRepository, headers: IncomingHttpHeaders): Promise<CheckedSession | null> {
  const session = await auth.api.getSession({ headers: fromNodeHeaders(headers) });
  if (!session) return null;
  return checked({ id: session.user.id, email: session.user.email, name: session.user.name }, await sessions.restrictionOf(session.user.id));
}

/** A suspended or banned dater can use nothing but their notice (docs/product-moderation.md). */
function checked(user: Omit<CheckedSession, 'refusal'>, restriction: AccountRestriction | null): CheckedSession {
  return { ...user, refusal: restriction ? restrictionError(restriction) : null };
}
