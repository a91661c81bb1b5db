import zlib from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { pageEncoding, sendHtml } from './html-reply';

describe('pageEncoding', () => {
  it('prefers brotli, then gzip, and honours a refusal', () => {
    expect(pageEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pageEncoding('gzip;q=0.8, deflate')).toBe('gzip');
    expect(pageEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pageEncoding('br;q=0.0, gzip; q=0')).toBeNull();
    expect(pageEncoding('identity')).toBeNull();
    expect(pageEncoding(undefined)).toBeNull();
  });
});

describe('sendHtml', () => {
  const page = `<!doctype html><title>Kindred</title>${'<p>Blind dating, matched by AI.</p>'.repeat(100)}`;
  const app = Fastify();
  app.get('/', (request, reply) => sendHtml(request, reply, 200, page));

  it('sends a page compressed as the browser accepts, never cached', async () => {
    const brotli = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toContain('accept-encoding');
    expect(brotli.headers['cache-control']).toBe('no-cache');
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe(page);
    expect(brotli.rawPayload.length).toBeLessThan(page.length / 5);

    const gzip = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(page);

    const plain = await app.inject({ url: '/' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(page);
  });
});
