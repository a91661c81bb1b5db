import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Profile images under DATA_DIR/media, for signed-in daters only (the session guard covers every
 * /api path). File names are chosen by the server, never by uploaders, so no path comes from
 * user input.
 */
export async function mediaRoutes(app: FastifyInstance, opts: { dataDir: string }) {
  await app.register(fastifyStatic, {
    root: path.join(opts.dataDir, 'media'),
    prefix: '/api/media/',
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    setHeaders(res) {
      res.setHeader('cache-control', 'private, max-age=3600');
    },
  });
}
