import { toNodeHandler } from 'better-auth/node';
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import type { AppConfig } from '../config/env.js';
import { HttpError } from '../http/error-handler.js';
import { isPlainPath, rawPathOf } from '../http/plain-path.js';
import type { Auth } from './auth.js';

/** Attempts that are limited per client address: guessing passwords and mass sign-up. */
type CredentialLimit = 'sign-in' | 'sign-up';

interface AuthEndpoint {
  method: HTTPMethods | HTTPMethods[];
  url: string;
  limit?: CredentialLimit;
}

/**
 * The auth library's endpoints that Kindred uses, and no others. The library offers some thirty
 * (password reset, session listing, provider access tokens…); the ones the product has no screen
 * for are not reachable at all, so they can neither leak nor be abused (decision 015).
 */
export const AUTH_ENDPOINTS: AuthEndpoint[] = [
  { method: 'POST', url: '/api/auth/sign-in/email', limit: 'sign-in' },
  { method: 'POST', url: '/api/auth/sign-in/social', limit: 'sign-in' },
  { method: 'POST', url: '/api/auth/sign-up/email', limit: 'sign-up' },
  { method: 'POST', url: '/api/auth/sign-out' },
  { method: 'GET', url: '/api/auth/get-session' },
  // Google answers with a redirect (GET); Apple posts its answer back (form_post).
  { method: ['GET', 'POST'], url: '/api/auth/callback/:provider' },
  { method: 'GET', url: '/api/auth/error' },
];

/**
 * Mounts the auth library's endpoints under /api/auth. It reads the raw request body itself, so
 * this encapsulated plugin drops Fastify's body parsers and hands over the Node request untouched.
 */
export async function authRoutes(app: FastifyInstance, opts: { auth: Auth; config: AppConfig }) {
  const handler = toNodeHandler(opts.auth);
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  // The auth library routes on its own parse of the raw URL, which resolves ".", "..", escapes
  // and backslashes. Only a path that means exactly what it says may reach it; otherwise our
  // router and the library's could disagree on which endpoint runs, and with it on which limit
  // applies. Registered before the routes, so it runs ahead of their rate limits.
  app.addHook('onRequest', async (request) => {
    if (!isPlainPath(rawPathOf(request.raw.url))) {
      throw new HttpError(400, 'This address is not written plainly: send it without escapes, dot segments or backslashes.', 'PATH_NOT_PLAIN');
    }
  });

  // Hijacking skips Fastify's reply pipeline, so headers set so far (security headers, request
  // id) are copied onto the raw response first.
  const forward = async (request: FastifyRequest, reply: FastifyReply) => {
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value !== undefined) reply.raw.setHeader(name, value as string | number | string[]);
    }
    reply.hijack();
    await handler(request.raw, reply.raw);
  };

  const { max, windowSeconds } = opts.config.authRateLimit;
  for (const endpoint of AUTH_ENDPOINTS) {
    app.route({
      method: endpoint.method,
      url: endpoint.url,
      // Each kind of attempt has its own allowance per client address.
      config: endpoint.limit ? { rateLimit: { max, timeWindow: windowSeconds * 1000, keyGenerator: (request) => `${endpoint.limit}:${request.ip}` } } : {},
      schema: { hide: true },
      handler: forward,
    });
  }
}
