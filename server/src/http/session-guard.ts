import { fromNodeHeaders } from 'better-auth/node';
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SessionUser } from '@kindred/contract';
import type { Auth } from '../auth/auth.js';
import type { AccountRestriction } from '../features/moderation/account-standing-repository.js';
import { restrictionError } from '../features/moderation/restriction-error.js';
import type { LiveSessionRepository } from '../features/session/live-session-repository.js';
import { HttpError } from './error-handler.js';
import { createSessionCookieReader } from './session-cookie.js';

declare module 'fastify' {
  interface FastifyRequest {
    sessionUser: SessionUser | null;
  }
  interface FastifyContextConfig {
    /** Set on the few API routes that anyone may call (security invariant 1 lists them). */
    public?: boolean;
    /** Set on the few routes a suspended or banned dater may still call: their notice and appeal. */
    allowRestricted?: boolean;
  }
}

/** A signed-in dater, with the moderator's suspension or ban that stands on them, if any. */
export type CheckedSession = SessionUser & { restriction: AccountRestriction | null };

/** Who is signed in on a request, read from the database every time (decision 036). */
export type SessionCheck = (headers: IncomingHttpHeaders) => Promise<CheckedSession | null>;

/**
 * The session check of every guarded API route. It gives the answer the auth library's
 * getSession gives, with less work on the common path: the signed cookie is verified with a key
 * imported once, and the session and its dater come from one SQL statement. Nothing is cached,
 * so a sign-out or an account deletion on any process holds on the next request everywhere.
 *
 * Whenever the library would do more than read (delete an expired session, or push a session's
 * expiry forward once a day, the `updateAge` rule), the request goes to the library itself, so
 * those rules stay exactly the library's.
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
    return { id: session.userId, email: session.email, name: session.name, restriction };
  };
}

async function sessionFromAuthLibrary(auth: Auth, sessions: LiveSessionRepository, headers: IncomingHttpHeaders): Promise<CheckedSession | null> {
  const session = await auth.api.getSession({ headers: fromNodeHeaders(headers) });
  if (!session) return null;
  return { id: session.user.id, email: session.user.email, name: session.user.name, restriction: await sessions.restrictionOf(session.user.id) };
}

/**
 * Every API route needs a session unless its config says public: true. Making that the default
 * means a new route cannot be left open by forgetting a check.
 */
export function installSessionGuard(app: FastifyInstance, checkSession: SessionCheck) {
  app.decorateRequest('sessionUser', null);
  app.addHook('preHandler', async (request) => {
    const url = request.routeOptions.url ?? '';
    if (!url.startsWith('/api/') || request.routeOptions.config.public) return;
    // The auth library guards its own routes; the API reference is a static document.
    if (url.startsWith('/api/auth/') || url.startsWith('/api/docs')) return;
    const checked = await checkSession(request.headers);
    if (!checked) throw new HttpError(401, 'Please sign in to continue.', 'UNAUTHENTICATED');
    const { restriction, ...user } = checked;
    // A suspended or banned dater can use nothing but their notice (docs/product-moderation.md).
    if (restriction && !request.routeOptions.config.allowRestricted) throw restrictionError(restriction);
    request.sessionUser = user;
  });
}

/** The signed-in dater of a route behind the guard. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.sessionUser) throw new HttpError(401, 'Please sign in to continue.', 'UNAUTHENTICATED');
  return request.sessionUser;
}
