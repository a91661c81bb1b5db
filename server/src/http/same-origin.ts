import type { FastifyInstance } from 'fastify';
import { HttpError } from './error-handler.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The API serves only our own web app. Browsers send Origin on every cross-site write, so a write
 * whose Origin is not ours is refused before it touches a session. We send no CORS headers, so
 * other sites cannot read our answers either. Two kinds of write come from elsewhere by design
 * and are verified by other means: payment webhooks (by signature) and sign-in providers that
 * post their answer back (Apple's form_post), which the auth library checks by state and PKCE.
 */
const FOREIGN_WRITES = ['/api/webhooks/', '/api/auth/callback/'];

export function installSameOriginPolicy(app: FastifyInstance, publicUrl: string) {
  const allowed = new URL(publicUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (!request.url.startsWith('/api/') || FOREIGN_WRITES.some((prefix) => request.url.startsWith(prefix))) return;
    const origin = request.headers.origin;
    if (origin !== undefined && origin !== allowed) {
      throw new HttpError(403, 'This request came from another site and was refused.', 'CROSS_ORIGIN');
    }
  });
}
