/**
 * The bare handler: a plain `node:http` server that answers the three measured URLs by running
 * the product's recorded SQL (bench/api/replay.ts) and JSON-encoding the rows. No framework, no
 * session, no validation, no serialisation schema: the ceiling the product is compared with.
 * It runs as its own process, started by bench/api/processes.ts with:
 *   BARE_PORT, BARE_PLANS (the recording's JSON file), and BARE_PGLITE_DIR or BARE_DATABASE_URL.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { vector } from '@electric-sql/pglite-pgvector';
import pg from 'pg';
import type { Recording, RequestValues } from './record-queries.js';
import { replayer, type Executor, type Query, type Replayer } from './replay.js';

/** The product's default DATABASE_POOL_SIZE, so both sides get as many connections. */
const POOL_SIZE = 10;

function postgresExecutor(url: string): Executor {
  const pool = new pg.Pool({ connectionString: url, max: POOL_SIZE });
  return {
    query: (sql, params) => pool.query(sql, params),
    async transaction(work) {
      const client = await pool.connect();
      const query: Query = (sql, params) => client.query(sql, params);
      try {
        await client.query('begin');
        const result = await work(query);
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback');
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/** PGlite's own API, without the pg shim the product goes through: the shortest path there is. */
async function pgliteExecutor(dir: string): Promise<Executor> {
  const pglite = await PGlite.create(path.join(dir, 'pgdata'), { extensions: { vector } });
  return {
    query: (sql, params) => pglite.query(sql, params),
    transaction: (work) => pglite.transaction((tx) => work((sql, params) => tx.query(sql, params))),
    close: () => pglite.close(),
  };
}

function send(response: http.ServerResponse, status: number, body: string): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
  response.end(body);
}

const UNLOCK = /^\/api\/matches\/([0-9a-f-]{36})\/unlock$/;

async function main(): Promise<void> {
  const port = Number(process.env.BARE_PORT);
  const recording = JSON.parse(fs.readFileSync(process.env.BARE_PLANS ?? '', 'utf8')) as Recording;
  const executor = process.env.BARE_DATABASE_URL ? postgresExecutor(process.env.BARE_DATABASE_URL) : await pgliteExecutor(process.env.BARE_PGLITE_DIR ?? '');
  const plans = new Map<string, Replayer>(recording.plans.map((plan) => [plan.endpoint, replayer(plan, executor)]));
  const run = (endpoint: string, values?: RequestValues) => {
    const plan = plans.get(endpoint);
    if (!plan) throw new Error(`no recorded plan for ${endpoint}`);
    return plan.run(values);
  };

  // autocannon stops mid-request; the database closes only once those requests have finished.
  const inFlight = new Set<Promise<unknown>>();
  const server = http.createServer((request, response) => {
    request.resume();
    const url = request.url ?? '';
    let work: Promise<unknown[][]> | undefined;
    if (request.method === 'GET' && url === '/api/matches') work = run('feed');
    else if (request.method === 'GET' && url === '/api/profile') work = run('profile');
    // Whose unlock it is comes from a header the bench sends both sides: no session to resolve.
    else if (request.method === 'POST' && UNLOCK.test(url)) work = run('unlock', { match: UNLOCK.exec(url)?.[1], dater: String(request.headers['x-bench-dater']) });
    else if (url === '/healthz') return send(response, 200, '{"status":"ok"}');
    if (!work) return send(response, 404, '{"error":"not found"}');
    const done = work.then(
      (rows) => send(response, 200, JSON.stringify(rows)),
      (error: unknown) => {
        console.error(`bare ${request.method} ${url}:`, error);
        send(response, 500, '{"error":"query failed"}');
      },
    );
    inFlight.add(done);
    void done.then(() => inFlight.delete(done));
  });
  server.keepAliveTimeout = 60_000;
  server.listen(port, '127.0.0.1');
  const stop = () => {
    server.close();
    void Promise.allSettled(inFlight).then(() => executor.close()).then(() => process.exit(0));
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
