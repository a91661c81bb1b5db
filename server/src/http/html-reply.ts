import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Brotli at a middle quality: a drawn page (about 40 KB with its stylesheets) in a millisecond or two. */
const BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } };

/**
 * The encoding to send a page in: brotli, else gzip, when the browser accepts it (a `;q=0`
 * refuses), else none. Assets come pre-compressed from the build; pages are made per request.
 */
export function pageEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase().split(';'))
      .filter(([, quality]) => !/^\s*q\s*=\s*0(\.0*)?\s*$/.test(quality ?? ''))
      .map(([name]) => name),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

/**
 * Sends an HTML page, never cached (a new release is picked up at once), compressed as accepted.
 * A `personal` page holds one dater's data: no cache, shared or the browser's own, may keep it.
 */
export function sendHtml(request: FastifyRequest, reply: FastifyReply, status: number, html: string, { personal = false } = {}) {
  reply
    .status(status)
    .header('cache-control', personal ? 'private, no-store' : 'no-cache')
    .header('vary', personal ? 'accept-encoding, cookie' : 'accept-encoding')
    .type('text/html; charset=utf-8');
  const encoding = html.length >= 1024 ? pageEncoding(request.headers['accept-encoding']) : null;
  if (encoding === null) return reply.send(html);
  const body = encoding === 'br' ? zlib.brotliCompressSync(html, BROTLI) : zlib.gzipSync(html);
  return reply.header('content-encoding', encoding).send(body);
}
