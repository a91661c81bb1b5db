import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';

/**
 * Helmet's security headers, worked out once at start and then copied onto every answer.
 * @fastify/helmet builds helmet's middleware anew for every request, parsing the Content
 * Security Policy each time, though with one configuration and no per-request nonces the headers
 * never change. So the plugin answers one request on a private instance at start, and the
 * headers it set there are the ones every request gets. A route that sets its own header of the
 * same name (a page with its own policy) still replaces it later, as it did with the plugin.
 */
export async function installSecurityHeaders(app: FastifyInstance, options: FastifyHelmetOptions): Promise<void> {
  const headers = await headersHelmetSets(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

async function headersHelmetSets(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, options);
  let seen: Record<string, string> = {};
  // In the handler only the onRequest hooks have run, and helmet's is the only one here.
  probe.get('/', (_request, reply) => {
    seen = Object.fromEntries(Object.entries(reply.getHeaders()).map(([name, value]) => [name, String(value)]));
    return '';
  });
  await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  if (!seen['content-security-policy']) throw new Error('helmet set no Content-Security-Policy: the security headers were not worked out');
  return Object.freeze(seen) as Record<string, string>;
}
