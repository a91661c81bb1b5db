import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './error-handler.js';
import { isPlainPath, rawPathOf } from './plain-path.js';
import { hasSessionCookie } from './session-cookie.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Payment providers post here; each event is verified by its signature instead. */
const WEBHOOK_ROUTE = '/api/webhooks/:provider';
/** Where sign-in providers post their answer back to the auth library. */
const AUTH_CALLBACK_ROUTE = '/api/auth/callback/:provider';
/** The new-match e-mail's one-click unsubscribe (RFC 8058): a mail provider posts it, from its own servers. */
const DIGEST_UNSUBSCRIBE_ROUTE = '/api/match-digest/unsubscribe';

/**
 * Three kinds of write come from elsewhere by design and are verified by other means: payment
 * webhooks (by signature), sign-in providers that post their answer back (Apple's form_post),
 * which the auth library checks by state and PKCE, and the one-click unsubscribe of the new-match
 * e-mail, which a mail provider or a webmail page posts and which the HMAC-signed token in its
 * address proves; it needs no session and can only turn that e-mail off.
 */
function isForeignByDesign(request: FastifyRequest, route: string): boolean {
  if (route === WEBHOOK_ROUTE || route === DIGEST_UNSUBSCRIBE_ROUTE) return true;
  return route === AUTH_CALLBACK_ROUTE && isPlainPath(rawPathOf(request.url));
}

/**
 * The API serves only our own web app (security invariant 11). A write whose Origin is not ours
 * is refused before it touches a session. A write that carries a session cookie must also prove
 * where it comes from: browsers send Origin on every write they make from a page, and where a
 * browser leaves it out, Sec-Fetch-Site says "same-origin" for our own pages. A cookie-bearing
 * write with neither is not our web app (a Referer is not proof: it can be stripped or forged by
 * a non-browser client), so it is refused too. We send no CORS headers, so other sites cannot
 * read our answers either.
 *
 * The decision is made on the route the router matched, never on the raw URL: the router decodes
 * percent escapes, so "/%61pi/feedback" reaches the "/api/feedback" handler while its raw URL does
 * not start with "/api/". Every unsafe request that reaches any route is checked; one that matches
 * no route reaches no handler and gets the 404.
 */
export function installSameOriginPolicy(app: FastifyInstance, publicUrl: string) {
  const allowed = new URL(publicUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const route = request.routeOptions.url;
    if (route === undefined || isForeignByDesign(request, route)) return;
    const origin = request.headers.origin;
    if (origin !== undefined && origin !== allowed) {
      throw new HttpError(403, 'This request came from another site and was refused.', 'CROSS_ORIGIN');
    }
    if (origin === undefined && hasSessionCookie(request.headers.cookie) && request.headers['sec-fetch-site'] !== 'same-origin') {
      throw new HttpError(403, 'This request did not show that it came from the Kindred app (no Origin header), so it was refused.', 'ORIGIN_REQUIRED');
    }
  });
}
