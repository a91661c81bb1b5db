import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import type { z } from 'zod';
import {
  MODERATION_ERROR_CODES,
  MODERATION_TEXTS,
  PASSWORD_RESET_LIMITED_CODE,
  PASSWORD_RESET_TEXTS,
  providerCallbackBodySchema,
  requestPasswordResetBodySchema,
  resetPasswordBodySchema,
  signInEmailBodySchema,
  signInSocialBodySchema,
  signOutBodySchema,
  signUpEmailBodySchema,
} from '@kindred/contract';
import type { AppConfig } from '../config/env.js';
import type { AccountRestriction } from '../features/moderation/account-standing-repository.js';
import { restrictionRefusal } from '../features/moderation/restriction-error.js';
import { HttpError } from '../http/error-handler.js';
import { isPlainPath, rawPathOf } from '../http/plain-path.js';
import { sendAuthResponse, toAuthRequest } from './auth-bridge.js';
import type { Auth } from './auth.js';

/** Attempts that are limited per client address: guessing passwords, mass sign-up, and reset links. */
type CredentialLimit = 'sign-in' | 'sign-up' | 'password-reset';

interface AuthEndpoint {
  method: HTTPMethods | HTTPMethods[];
  url: string;
  limit?: CredentialLimit;
  /** Checked like any route's body, before the auth library sees it. */
  body?: z.core.$ZodType;
}

/**
 * The auth library's endpoints that Kindred uses, and no others. The library offers some thirty
 * (session listing, provider access tokens, its own reset-link redirect…); the ones the product has no screen
 * for are not reachable at all, so they can neither leak nor be abused (decision 015).
 */
export const AUTH_ENDPOINTS: AuthEndpoint[] = [
  { method: 'POST', url: '/api/auth/sign-in/email', limit: 'sign-in', body: signInEmailBodySchema },
  { method: 'POST', url: '/api/auth/sign-in/social', limit: 'sign-in', body: signInSocialBodySchema },
  { method: 'POST', url: '/api/auth/sign-up/email', limit: 'sign-up', body: signUpEmailBodySchema },
  { method: 'POST', url: '/api/auth/sign-out', body: signOutBodySchema },
  { method: 'GET', url: '/api/auth/get-session' },
  // Google answers with a redirect (GET); Apple posts its answer back (form_post).
  { method: 'GET', url: '/api/auth/callback/:provider' },
  { method: 'POST', url: '/api/auth/callback/:provider', body: providerCallbackBodySchema },
  { method: 'GET', url: '/api/auth/error' },
  // "Forgot password?": ask for a link (also limited per address, below), then spend its token.
  { method: 'POST', url: '/api/auth/request-password-reset', limit: 'password-reset', body: requestPasswordResetBodySchema },
  { method: 'POST', url: '/api/auth/reset-password', limit: 'password-reset', body: resetPasswordBodySchema },
  // The verification e-mail's link (decision 054): the library checks its signed token, marks the
  // address verified and sends the dater on. Limited like sign-in, as a token guess.
  { method: 'GET', url: '/api/auth/verify-email', limit: 'sign-in' },
];

/** Sign-in and sign-up bodies are small; anything bigger is not a sign-in. */
const AUTH_BODY_LIMIT = 16 * 1024;

/**
 * Mounts the auth library's endpoints under /api/auth. Fastify reads and checks the body as for
 * any route (JSON, so the NUL guard sees it; a provider's form post as text), then hands the
 * request to the library's fetch-style handler and sends its answer back through Fastify.
 */
export async function authRoutes(
  app: FastifyInstance,
  opts: {
    auth: Auth;
    config: AppConfig;
    isEmailBanned?: (email: string) => Promise<boolean>;
    restrictionOf?: (userId: string) => Promise<AccountRestriction | null>;
    /** Counts a "Forgot password?" request for an address; false once the address is over its limit. */
    countResetRequest?: (email: string) => Promise<boolean>;
  },
) {
  const { auth, config } = opts;
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: AUTH_BODY_LIMIT }, (_request, body, done) => done(null, body));

  // The auth library routes on its own parse of the raw URL, which resolves ".", "..", escapes
  // and backslashes. Only a path that means exactly what it says may reach it; otherwise our
  // router and the library's could disagree on which endpoint runs, and with it on which limit
  // applies. Registered before the routes, so it runs ahead of their rate limits.
  app.addHook('onRequest', async (request) => {
    if (!isPlainPath(rawPathOf(request.raw.url))) {
      throw new HttpError(400, 'This address is not written plainly: send it without escapes, dot segments or backslashes.', 'PATH_NOT_PLAIN');
    }
  });

  const forward = async (request: FastifyRequest, reply: FastifyReply) => sendAuthResponse(reply, await auth.handler(toAuthRequest(request, config.publicUrl)));

  /**
   * A suspended or banned dater's sign-in answers 403 with the reason's code and message, as
   * every API route does for them, and still sets their session: it reaches nothing but their
   * notice, appeal, data download and account deletion (decision 040), so they can read why and
   * appeal from the notice.
   */
  const signIn = async (request: FastifyRequest, reply: FastifyReply) => {
    const response = await auth.handler(toAuthRequest(request, config.publicUrl));
    if (!response.ok || !opts.restrictionOf) return sendAuthResponse(reply, response);
    const answer = (await response.clone().json()) as { user?: { id?: string } };
    const restriction = answer.user?.id ? await opts.restrictionOf(answer.user.id) : null;
    if (!restriction) return sendAuthResponse(reply, response);
    const refusal = restrictionRefusal(restriction);
    return reply
      .status(refusal.status)
      .header('set-cookie', response.headers.getSetCookie())
      .send({ statusCode: refusal.status, error: 'Forbidden', message: refusal.message, code: refusal.code });
  };

  /**
   * The session as the library reads it, for the web app's check after sign-up. A suspended or
   * banned dater is not on the list of what they may still call: their session answers with the
   * same refusal as every other route, and neither their user nor their e-mail is sent.
   */
  const getSession = async (request: FastifyRequest, reply: FastifyReply) => {
    const response = await auth.handler(toAuthRequest(request, config.publicUrl));
    if (!response.ok || !opts.restrictionOf) return sendAuthResponse(reply, response);
    const answer = (await response.clone().json()) as { user?: { id?: string } } | null;
    const restriction = answer?.user?.id ? await opts.restrictionOf(answer.user.id) : null;
    if (!restriction) return sendAuthResponse(reply, response);
    const refusal = restrictionRefusal(restriction);
    return reply.status(refusal.status).send({ statusCode: refusal.status, error: 'Forbidden', message: refusal.message, code: refusal.code });
  };

  /**
   * The library answers a new e-mail and a taken one alike (no session, a user object), so the
   * answer never says whether an address has an account. A new account is then signed in at
   * once with the password it was just given; a taken one is not, and its owner signs in instead.
   */
  const signUp = async (request: FastifyRequest, reply: FastifyReply) => {
    // A banned address is refused before the library answers, even while its account still
    // exists (where the library would answer as for a new address): the ban is no secret to its owner.
    const email = (request.body as { email?: unknown } | undefined)?.email;
    if (typeof email === 'string' && (await opts.isEmailBanned?.(email))) {
      throw new HttpError(403, MODERATION_TEXTS.emailBanned, MODERATION_ERROR_CODES.emailBanned);
    }
    const response = await auth.handler(toAuthRequest(request, config.publicUrl));
    if (response.status !== 200) return sendAuthResponse(reply, response);
    const answer = (await response.clone().json()) as { user?: { id?: string } };
    const context = await auth.$context;
    const created = answer.user?.id ? await context.internalAdapter.findUserById(answer.user.id) : null;
    if (!created) return sendAuthResponse(reply, response);
    const signIn = await auth.handler(toAuthRequest(request, config.publicUrl, '/api/auth/sign-in/email'));
    return sendAuthResponse(reply, response, signIn.ok ? signIn.headers.getSetCookie() : []);
  };

  /**
   * A reset link is asked for: counted per address (as well as per client address, by the route's
   * limit) whether or not the address has an account, so the limit reveals nothing either. The
   * library answers alike for every address and only queues the mail for a real one.
   */
  const requestReset = async (request: FastifyRequest, reply: FastifyReply) => {
    const { email } = request.body as { email: string };
    if (opts.countResetRequest && !(await opts.countResetRequest(email))) throw new HttpError(429, PASSWORD_RESET_TEXTS.limited, PASSWORD_RESET_LIMITED_CODE);
    return forward(request, reply);
  };

  const HANDLERS: Record<string, (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>> = {
    '/api/auth/request-password-reset': requestReset,
    '/api/auth/sign-up/email': signUp,
    '/api/auth/sign-in/email': signIn,
    '/api/auth/get-session': getSession,
  };
  const { max, windowSeconds } = config.authRateLimit;
  for (const endpoint of AUTH_ENDPOINTS) {
    app.route({
      method: endpoint.method,
      url: endpoint.url,
      bodyLimit: AUTH_BODY_LIMIT,
      // Each kind of attempt has its own allowance per client address.
      config: endpoint.limit ? { rateLimit: { max, timeWindow: windowSeconds * 1000, keyGenerator: (request) => `${endpoint.limit}:${request.ip}` } } : {},
      schema: { hide: true, ...(endpoint.body ? { body: endpoint.body } : {}) },
      handler: HANDLERS[endpoint.url] ?? forward,
    });
  }
}
