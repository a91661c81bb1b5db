import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SessionUser } from '@kindred/contract';
import { HttpError } from './error-handler.js';

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

/**
 * A signed-in dater, with the refusal that stands on them if any: the error every route but the
 * few marked allowRestricted answers with (a moderator's suspension or ban). The check that
 * fills it in (auth/session-check.ts) is passed in, so this layer knows no feature.
 */
export type CheckedSession = SessionUser & { refusal: Error | null };

/** Who is signed in on a request, read from the database every time (decision 036). */
export type SessionCheck = (headers: IncomingHttpHeaders) => Promise<CheckedSession | null>;

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
    const { refusal, ...user } = checked;
    // A suspended or banned dater can use nothing but their notice (docs/product-moderation.md).
    if (refusal && !request.routeOptions.config.allowRestricted) throw refusal;
    request.sessionUser = user;
  });
}

/** The signed-in dater of a route behind the guard. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.sessionUser) throw new HttpError(401, 'Please sign in to continue.', 'UNAUTHENTICATED');
  return request.sessionUser;
}
