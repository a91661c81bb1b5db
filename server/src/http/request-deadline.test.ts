import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installRequestDeadline } from './request-deadline.js';

/** Real HTTP against a server whose routes hang, answer in time, or stream, with a one-second deadline. */
const logged: Record<string, unknown>[] = [];
let app: FastifyInstance;
let base: string;

beforeAll(async () => {
  const log: FastifyBaseLogger = pino({ level: 'error' }, { write: (line: string) => void logged.push(JSON.parse(line) as Record<string, unknown>) });
  app = Fastify({ loggerInstance: log });
  installRequestDeadline(app, 1);
  app.get('/hangs', () => new Promise(() => {}));
  app.post('/hangs-after-body', () => new Promise(() => {}));
  app.get('/answers', async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
    return { ok: true };
  });
  app.get('/streams', (_request, reply) => {
    reply.hijack();
    reply.raw.writeHead(200, { 'content-type': 'text/plain' });
    reply.raw.write('first words ');
    setTimeout(() => reply.raw.end('and the last, after the deadline'), 1500);
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  app.server.closeAllConnections();
  await app.close();
});

describe('the request deadline', () => {
  it('answers a request that would never be answered with 503, and logs its route and stage', async () => {
    const started = Date.now();
    const answer = await fetch(`${base}/hangs`);
    expect(answer.status).toBe(503);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(answer.headers.get('retry-after')).toBe('5');
    expect(await answer.json()).toMatchObject({ code: 'REQUEST_DEADLINE', message: 'This took too long to answer. Please try again in a moment.' });
    expect(logged.find((line) => line.route === '/hangs')).toMatchObject({ stage: 'handling the request', method: 'GET', deadlineSeconds: 1 });
  });

  it('covers a request with a body too, from the moment the body has arrived', async () => {
    const answer = await fetch(`${base}/hangs-after-body`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ a: 1 }) });
    expect(answer.status).toBe(503);
  });

  it('leaves answers in time and answers already streaming alone', async () => {
    expect(await (await fetch(`${base}/answers`)).json()).toEqual({ ok: true });
    const streamed = await fetch(`${base}/streams`);
    expect(streamed.status).toBe(200);
    expect(await streamed.text()).toBe('first words and the last, after the deadline');
  });
});
