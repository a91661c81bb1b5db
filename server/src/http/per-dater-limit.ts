import type { FastifyRequest } from 'fastify';

/**
 * A route's rate limit counted per dater, as its `config`: `max` requests per `timeWindowMs`,
 * keyed by the signed-in dater's id (the caller's address only when no one is signed in). It is
 * checked in preHandler, once the session guard knows the dater and the body has been read, but
 * before the route's costly work (a model call, a re-encode, a provider request) has run.
 */
export function perDaterLimit(max: number, timeWindowMs = 60_000) {
  return {
    rateLimit: {
      max,
      timeWindow: timeWindowMs,
      hook: 'preHandler' as const,
      keyGenerator: (request: FastifyRequest) => request.sessionUser?.id ?? request.ip,
    },
  };
}
