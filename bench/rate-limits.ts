/**
 * npm run bench:rate-limits: what counting a rate limit in the database costs a request, against
 * the plugin's own in-memory count, on PGlite and on PostgreSQL, in one run (decision 033).
 * Two Fastify instances answer a route limited as the API's routes are: one registers the limits
 * exactly as the API does (registerRateLimits, counters in the database), the other the same
 * plugin with its default store in process memory, which cannot hold across processes. Requests
 * go through `inject`, one after another, so the figure is each request's own cost; the two sides
 * take turns in rounds, so a change in the machine's load falls on both.
 */
import os from 'node:os';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { createRateLimitRepository } from '../server/src/http/rate-limits/rate-limit-repository.js';
import { registerRateLimits } from '../server/src/http/rate-limits/register-rate-limits.js';
import { openFreshDatabase, type Engine } from './engines.js';
import { loadAverageLine, machineLines } from './shared/machine.js';
import { writeSection } from './shared/doc-sections.js';
import { rerunWithPostgres } from './shared/with-postgres.js';

const ROUNDS = 5;
const REQUESTS_PER_ROUND = 400;
/** Callers spread over a few addresses, so each request updates one of several counters. */
const CALLERS = 20;

const limitedRoute = (api: FastifyInstance) => api.post('/limited', { config: { rateLimit: { max: 1_000_000, timeWindow: 60_000 } } }, async () => ({ ok: true }));

async function inMemoryApi(): Promise<FastifyInstance> {
  const api = Fastify();
  await api.register(rateLimit, { global: false });
  limitedRoute(api);
  await api.ready();
  return api;
}

async function databaseApi(db: Parameters<typeof createRateLimitRepository>[0]): Promise<FastifyInstance> {
  const api = Fastify();
  await registerRateLimits(api, createRateLimitRepository(db));
  limitedRoute(api);
  await api.ready();
  return api;
}

/** Microseconds per request, one request at a time. */
async function round(api: FastifyInstance): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < REQUESTS_PER_ROUND; i++) {
    const started = process.hrtime.bigint();
    const answer = await api.inject({ method: 'POST', url: '/limited', remoteAddress: `198.51.100.${i % CALLERS}` });
    times.push(Number(process.hrtime.bigint() - started) / 1000);
    if (answer.statusCode !== 200) throw new Error(`the limited route answered ${answer.statusCode}`);
  }
  return times;
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};

interface EngineFigures {
  engine: Engine;
  memoryMedian: number;
  databaseMedian: number;
  memoryP99: number;
  databaseP99: number;
  roundRatios: number[];
}

async function measure(engine: Engine): Promise<EngineFigures> {
  const bench = await openFreshDatabase(engine, 'rate_limits');
  const memory = await inMemoryApi();
  const database = await databaseApi(bench.database.db);
  try {
    // Warm-up, not counted: JIT, the pool's connections, the counters' first rows.
    await round(memory);
    await round(database);
    const memoryTimes: number[] = [];
    const databaseTimes: number[] = [];
    const roundRatios: number[] = [];
    for (let r = 0; r < ROUNDS; r++) {
      const first = r % 2 === 0;
      const a = first ? await round(memory) : await round(database);
      const b = first ? await round(database) : await round(memory);
      const [m, d] = first ? [a, b] : [b, a];
      memoryTimes.push(...m);
      databaseTimes.push(...d);
      roundRatios.push(quantile(d, 0.5) / quantile(m, 0.5));
    }
    return {
      engine,
      memoryMedian: quantile(memoryTimes, 0.5),
      databaseMedian: quantile(databaseTimes, 0.5),
      memoryP99: quantile(memoryTimes, 0.99),
      databaseP99: quantile(databaseTimes, 0.99),
      roundRatios,
    };
  } finally {
    await memory.close();
    await database.close();
    await bench.dispose();
  }
}

async function main() {
  const options: { engines: Engine[] } = { engines: ['pglite', 'postgres'] };
  const skipped: string[] = [];
  const rerun = rerunWithPostgres(options, skipped, import.meta.filename, '55436');
  if (rerun !== undefined) process.exit(rerun);

  const startedAt = new Date();
  const load = os.loadavg();
  const figures: EngineFigures[] = [];
  for (const engine of options.engines) {
    console.log(`measuring ${engine}…`);
    figures.push(await measure(engine));
  }
  const us = (value: number) => `${Math.round(value)} µs`;
  const name = (engine: Engine) => (engine === 'pglite' ? 'PGlite (embedded)' : 'PostgreSQL');
  const rows = figures.map(
    (f) =>
      `| ${name(f.engine)} | ${us(f.memoryMedian)} | ${us(f.databaseMedian)} | **+${us(f.databaseMedian - f.memoryMedian)}** | ${f.roundRatios.map((ratio) => `×${ratio.toFixed(2)}`).join(', ')} | ${
        us(f.memoryP99)
      } | ${us(f.databaseP99)} |`,
  );
  const body = `## Rate limits in the database (\`npm run bench:rate-limits\`)

Written by \`npm run bench:rate-limits\` (bench/rate-limits.ts). Do not edit by hand: run it again.
This run: ${startedAt.toISOString()}; ${ROUNDS} rounds of ${REQUESTS_PER_ROUND} requests per side and engine.

### Machine

${[...machineLines(), loadAverageLine(load)].join('\n')}

### Method

Every limited route of the API (sign-in and sign-up per address; searches, uploads, AI calls and
the other per-dater limits) counts each request in the table \`rate_limit_hits\` with one atomic
upsert (decision 033). Here one Fastify instance registers the limits exactly as the API does and
answers a limited route; another registers the same plugin with its default store, a count in
process memory, which is what every process had before and which cannot hold across processes.
Requests go through \`inject\`, one at a time, from ${CALLERS} addresses, so the time is each request's own:
routing, the limit's hooks, the count and the answer, without sockets. A warm-up round per side is
not counted; then the sides take turns, ${ROUNDS} rounds each, on a fresh database per engine with the
API's pool size.${skipped.length ? `\n\nNot measured: ${skipped.join('; ')}.` : ''}

### Figures

| Engine | In memory, median | In the database, median | Cost of the shared count | Ratio per round (database ÷ memory) | In memory, p99 | In the database, p99 |
| --- | --- | --- | --- | --- | --- | --- |
${rows.join('\n')}

The cost is paid only by requests to a limited route (sign-in, sign-up, searches, uploads, voice,
the coach and the other writes that call a model), never by reads such as the match feed.
`;
  writeSection('rate-limits', body);
  console.log(body);
}

await main();
