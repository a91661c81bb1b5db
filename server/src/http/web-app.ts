import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendHtml } from './html-reply.js';
import type { ApiTransport, DrawnPages } from './drawn-pages.js';
import { hasSessionCookie } from './session-cookie.js';

/**
 * Serves the built web app, brotli- or gzip-compressed as the browser accepts (assets from the
 * copies the build writes, pages as they are sent). Hashed assets are
 * cached for a year; pages are never cached so a new release is picked up at once. Public pages
 * (login for a visitor with no session cookie, sign-in problem, not found) are drawn on the server
 * (decision 023); every other page path gets index.html and the web router decides. Unknown API
 * paths get a JSON 404.
 */
export async function serveWebApp(app: FastifyInstance, distDir: string, pages: DrawnPages) {
  const indexPath = path.join(distDir, 'index.html');
  const hasBuild = fs.existsSync(indexPath);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each text asset; send the one the browser accepts.
      preCompressed: true,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.log.warn(`No web build in ${distDir}; run "npm run build" to serve the app.`);
  }

  // index.html, for every page the browser draws: read once, as it cannot change under a running server.
  let indexHtml: string | null = null;
  const readIndex = async () => (indexHtml ??= await fs.promises.readFile(indexPath, 'utf8'));

  /**
   * The API as the dater who asked for the page: the same routes, session check and answers their
   * browser would get, run in-process. Only the cookie and the client's address travel with it.
   */
  function apiAs(request: FastifyRequest): ApiTransport {
    return async (path, init) => {
      // Drawing a page only reads: nothing it does may change the dater's data.
      if (init.method !== undefined && init.method !== 'GET') throw new Error(`A page render tried ${init.method} ${path}`);
      const answer = await app.inject({
        method: 'GET',
        url: path,
        remoteAddress: request.ip,
        headers: { accept: 'application/json', ...(request.headers.cookie ? { cookie: request.headers.cookie } : {}) },
      });
      const headers = new Headers();
      for (const [name, value] of Object.entries(answer.headers)) if (value !== undefined) headers.set(name, String(value));
      return new Response(answer.statusCode === 204 ? null : answer.body, { status: answer.statusCode, headers });
    };
  }

  async function sendPage(request: FastifyRequest, reply: FastifyReply) {
    const pathname = request.url.split('?')[0] ?? '/';
    // Home and profile are drawn with the dater's own answers (decision 031); anything else, or a
    // session that does not hold, gets index.html and the browser decides.
    if (hasSessionCookie(request.headers.cookie)) {
      const signedIn = await pages.signedInKindOf(pathname);
      const html = signedIn ? await pages.renderSignedIn(signedIn, request.url, apiAs(request)) : null;
      if (html !== null) return sendHtml(request, reply, 200, html, { personal: true });
    }
    const kind = await pages.kindOf(pathname);
    const drawable = kind === 'not-found' || kind === 'sign-in-problem' || (kind === 'login' && !hasSessionCookie(request.headers.cookie));
    const html = drawable ? await pages.render(kind, request.url) : null;
    // Not found is a 404 for crawlers and link checkers, drawn or not.
    const status = kind === 'not-found' ? 404 : 200;
    return sendHtml(request, reply, status, html ?? (await readIndex()));
  }

  app.setNotFoundHandler((request, reply) => {
    const isPage = request.method === 'GET' && !request.url.startsWith('/api/') && request.url !== '/healthz';
    if (isPage && hasBuild) return sendPage(request, reply);
    return reply.status(404).send({ statusCode: 404, error: 'Not Found', message: `No route for ${request.method} ${request.url.split('?')[0]}` });
  });
}
