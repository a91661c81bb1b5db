import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEXTS } from '@kindred/contract';
import { createRateLimitRepository } from '../src/http/rate-limits/rate-limit-repository.js';
import { registerRateLimits } from '../src/http/rate-limits/register-rate-limits.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/**
 * Two API processes share one database and nothing else. Two Fastify instances in this process,
 * each with the rate limits exactly as the app registers them, stand for them here: whatever one
 * counts in its own memory, the other cannot see.
 */
let t: TestApp;
let apis: FastifyInstance[];

async function apiProcess(): Promise<FastifyInstance> {
  const api = Fastify();
  await registerRateLimits(api, createRateLimitRepository(t.database.db));
  api.post('/limited', { config: { rateLimit: { max: 3, timeWindow: 60_000 } } }, async () => ({ ok: true }));
  api.post('/other', { config: { rateLimit: { max: 3, timeWindow: 60_000 } } }, async () => ({ ok: true }));
  api.post('/brief', { config: { rateLimit: { max: 1, timeWindow: 400 } } }, async () => ({ ok: true }));
  api.post('/long-key', { config: { rateLimit: { max: 2, timeWindow: 60_000, keyGenerator: () => 'x'.repeat(5000) } } }, async () => ({ ok: true }));
  await api.ready();
  return api;
}

const hit = (api: FastifyInstance, url: string, address: string) => api.inject({ method: 'POST', url, remoteAddress: address });

beforeAll(async () => {
  t = await startTestApp();
  apis = [await apiProcess(), await apiProcess()];
});
afterAll(async () => {
  await Promise.all(apis.map((api) => api.close()));
  await t.close();
});

describe('rate limits shared by every API process', () => {
  it("counts one caller's hits on either process against one limit", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await hit(apis[i % 2]!, '/limited', '203.0.113.1')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    const refused = await hit(apis[0]!, '/limited', '203.0.113.1');
    expect(refused.json()).toMatchObject({ statusCode: 429, message: TEXTS.tooManyAttempts });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
  });

  it('keeps callers and routes apart', async () => {
    expect((await hit(apis[1]!, '/limited', '203.0.113.2')).statusCode).toBe(200);
    expect((await hit(apis[0]!, '/other', '203.0.113.1')).statusCode).toBe(200);
  });

  it('lets through exactly the limit when hits on both processes arrive at once', async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => hit(apis[i % 2]!, '/limited', '203.0.113.3')));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(3);
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(9);
  });

  it('opens again once the window has ended', async () => {
    expect((await hit(apis[0]!, '/brief', '203.0.113.4')).statusCode).toBe(200);
    expect((await hit(apis[1]!, '/brief', '203.0.113.4')).statusCode).toBe(429);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect((await hit(apis[1]!, '/brief', '203.0.113.4')).statusCode).toBe(200);
  });

  it('stores a caller key of any length', async () => {
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await hit(apis[i % 2]!, '/long-key', '203.0.113.5')).statusCode);
    expect(statuses).toEqual([200, 200, 429]);
    const longest = await t.database.db.selectFrom('rate_limit_hits').select(sql<number>`max(length(key))`.as('longest')).executeTakeFirstOrThrow();
    expect(longest.longest).toBeLessThanOrEqual(200);
  });

  it('sweeps counters whose window ended a while ago, and only those', async () => {
    const repository = createRateLimitRepository(t.database.db);
    await t.database.db
      .insertInto('rate_limit_hits')
      .values({ key: 'swept|203.0.113.6', hits: 4, window_ends_at: sql<Date>`now() - interval '2 minutes'` })
      .execute();
    const before = await t.database.db.selectFrom('rate_limit_hits').select('key').execute();
    expect(await repository.sweepEnded()).toBe(1);
    const after = await t.database.db.selectFrom('rate_limit_hits').select('key').execute();
    expect(after.map((row) => row.key).sort()).toEqual(before.map((row) => row.key).filter((key) => key !== 'swept|203.0.113.6').sort());
    expect(await repository.read('swept|203.0.113.6')).toEqual({ hits: 0, msLeft: 0 });
  });
});
