import { toNodeHandler } from 'better-auth/node';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config/env.js';
import type { Auth } from './auth.js';

/** Paths whose attempts are limited per client address: guessing passwords and mass sign-up. */
const CREDENTIAL_PATHS = ['/api/auth/sign-in/email', '/api/auth/sign-up/email', '/api/auth/sign-in/social'];

/**
 * Mounts the auth library under /api/auth. It reads the raw request body itself, so this
 * encapsulated plugin drops Fastify's body parsers and hands over the Node request untouched.
 */
export async function authRoutes(app: FastifyInstance, opts: { auth: Auth; config: AppConfig }) {
  const handler = toNodeHandler(opts.auth);
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  // Hijacking skips Fastify's reply pipeline, so headers set so far (security headers, request
  // id) are copied onto the raw response first.
  const forward = async (request: FastifyRequest, reply: FastifyReply) => {
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value !== undefined) reply.raw.setHeader(name, value as string | number | string[]);
    }
    reply.hijack();
    await handler(request.raw, reply.raw);
  };

  const limited = {
    rateLimit: { max: opts.config.authRateLimit.max, timeWindow: opts.config.authRateLimit.windowSeconds * 1000 },
  };
  for (const url of CREDENTIAL_PATHS) {
    app.route({
      method: 'POST',
      url,
      config: limited,
      schema: { hide: true },
      handler: forward,
    });
  }
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    schema: { hide: true },
    handler: forward,
  });
}
