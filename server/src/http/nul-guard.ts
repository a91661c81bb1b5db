import type { FastifyInstance } from 'fastify';
import { HttpError } from './error-handler.js';

/** Deeper than any body a route accepts; schemas refuse such nesting anyway. */
const MAX_DEPTH = 32;

function holdsNul(value: unknown, depth: number): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return false;
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || holdsNul(item, depth + 1));
}

/**
 * PostgreSQL text cannot hold the NUL character, so a "\u0000" in any JSON string would fail the
 * write with a 500 (security invariant 8). Nothing a dater types needs it, so it is refused up
 * front, before validation, for every route.
 */
export function installNulGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (holdsNul(request.body, 0)) throw new HttpError(400, 'Text cannot contain the NUL character (\\u0000).', 'NUL_CHARACTER');
  });
}
