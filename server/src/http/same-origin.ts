import type { FastifyInstance } from 'fastify';
import { HttpError } from './error-handler.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The API serves only our own web app. Browsers send Origin on every cross-site write, so a write
 * whose Origin is not ours is refused before it touches a session. We send no CORS headers, so
 * other sites cannot read our answers either. Webhooks come from payment providers, not
 * browsers, and are verified by signature instead.
 */
export function installSameOriginPolicy(app: FastifyInstance, publicUrl: string) {
  const allowed = new URL(publicUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (!request.url.startsWith('/api/') || request.url.startsWith('/api/webhooks/')) return;
    const origin = request.headers.origin;
    if (origin !== undefined && origin !== allowed) {
      throw new HttpError(403, 'This request came from another site and was refused.', 'CROSS_ORIGIN');
    }
  });
}
