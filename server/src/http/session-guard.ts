import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SessionUser } from '@kindred/contract';
import type { Auth } from '../auth/auth.js';
import { HttpError } from './error-handler.js';

declare module 'fastify' {
  interface FastifyRequest {
    sessionUser: SessionUser | null;
  }
  interface FastifyContextConfig {
    /** Set on the few API routes that anyone may call (security invariant 1 lists them). */
    public?: boolean;
  }
}

/**
 * Every API route needs a session unless its config says public: true. Making that the default
 * means a new route cannot be left open by forgetting a check.
 */
export function installSessionGuard(app: FastifyInstance, auth: Auth) {
  app.decorateRequest('sessionUser', null);
  app.addHook('preHandler', async (request) => {
    const url = request.routeOptions.url ?? '';
    if (!url.startsWith('/api/') || request.routeOptions.config.public) return;
    // The auth library guards its own routes; the API reference is a static document.
    if (url.startsWith('/api/auth/') || url.startsWith('/api/docs')) return;
    request.sessionUser = await resolveSessionUser(auth, request);
    if (!request.sessionUser) throw new HttpError(401, 'Please sign in to continue.', 'UNAUTHENTICATED');
  });
}

export async function resolveSessionUser(auth: Auth, request: FastifyRequest): Promise<SessionUser | null> {
  const session = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
  if (!session) return null;
  return { id: session.user.id, email: session.user.email, name: session.user.name };
}

/** The signed-in dater of a route behind the guard. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.sessionUser) throw new HttpError(401, 'Please sign in to continue.', 'UNAUTHENTICATED');
  return request.sessionUser;
}
