import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { matchListResponseSchema, matchSearchSchema, meResponseSchema, startSearchResponseSchema } from '@kindred/contract';
import { startFakeOpenAi } from '../../../fakes/openai-server.js';
import { openDatabase, type Database } from '../../src/db/database.js';
import { MATCH_SEARCH_JOB } from '../../src/features/matching/search-service.js';
import { createDater, finishProfile } from '../support/daters.js';
import { freePort } from '../support/free-port.js';
import { markAddressVerified } from '../support/verified-address.js';
import { createTestDatabase, type TestDatabaseLocation } from '../support/test-database.js';
import { answersHealthy, startProcess, waitFor, type RunningProcess } from './processes.js';
import { ProxyClient } from './proxy-client.js';

/**
 * Kindred scaled out as docs/scaling-out.md describes it, on PostgreSQL: two API processes
 * (PROCESS_ROLE=api) and one worker (PROCESS_ROLE=worker), each its own OS process sharing only
 * the database and the session secret, behind a round-robin proxy that sets X-Forwarded-For, as
 * a load balancer does. Every request of this file goes through the proxy.
 */
const SIGN_IN_LIMIT = 3;

let location: TestDatabaseLocation;
let database: Database;
let proxyUrl: string;
const running: RunningProcess[] = [];
let worker: RunningProcess;
let workerEnv: Record<string, string>;
let nextAddress = 10;

/** A client from a loopback address no other client of this file uses. */
const newClient = () => new ProxyClient(proxyUrl, `127.0.0.${nextAddress++}`);

function serverEnv(role: 'api' | 'worker', port: number, databaseUrl: string): Record<string, string> {
  return {
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    PROCESS_ROLE: role,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: proxyUrl,
    DATABASE_URL: databaseUrl,
    DATABASE_POOL_SIZE: '4',
    // Each process has its own data directory; they share the database and this secret only.
    DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), `kindred-${role}-`)),
    SESSION_SECRET: 'multi-process-session-secret-long-enough-0123456789',
    WEB_DIST_DIR: path.join(os.tmpdir(), 'kindred-no-web-build'),
    DEMO_COMMUNITY: 'off',
    // The proxy is the only trusted sender of X-Forwarded-For.
    TRUST_PROXY: '127.0.0.1',
    AUTH_RATE_LIMIT_MAX: String(SIGN_IN_LIMIT),
    AUTH_RATE_LIMIT_WINDOW_SECONDS: '60',
  };
}

async function signedUpDater(client: ProxyClient): Promise<string> {
  const email = `scale-${process.pid}-${nextAddress}-${Date.now()}@example.test`;
  const signedUp = await client.post('/api/auth/sign-up/email', { email, password: 'correct-horse-battery', name: 'Scale' });
  expect(signedUp.status, JSON.stringify(signedUp.json)).toBe(200);
  const me = await client.get('/api/me');
  expect(me.status).toBe(200);
  const userId = meResponseSchema.parse(me.json).user.id;
  // These daters search and unlock, which waits for a verified address (decision 054).
  await markAddressVerified({ database }, userId);
  return userId;
}

async function followSearch(client: ProxyClient, searchId: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  const upstreams = new Set<string | undefined>();
  for (;;) {
    const answer = await client.get(`/api/matches/searches/${searchId}`);
    upstreams.add(answer.upstream);
    const search = matchSearchSchema.parse(answer.json);
    if (search.status === 'succeeded' || search.status === 'failed') return { search, upstreams };
    if (Date.now() > deadline) throw new Error(`search still ${search.status} after ${timeoutMs} ms\n${worker.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

beforeAll(async () => {
  if (!inject('postgres')) throw new Error('The multi-process test needs PostgreSQL: run it through scripts/with-postgres.sh (npm test does).');
  location = await createTestDatabase();
  const databaseUrl = location.databaseUrl ?? '';
  database = await openDatabase({ databaseUrl, dataDir: location.dataDir, poolSize: 2 });

  const [proxyPort, apiPort0, apiPort1, workerPort] = [await freePort(), await freePort(), await freePort(), await freePort()];
  proxyUrl = `http://127.0.0.1:${proxyPort}`;
  const apis = [apiPort0, apiPort1].map((port) => startProcess('server/src/main.ts', [], serverEnv('api', port, databaseUrl)));
  running.push(...apis);
  workerEnv = serverEnv('worker', workerPort, databaseUrl);
  worker = startProcess('server/src/main.ts', [], workerEnv);
  running.push(worker);
  const proxy = startProcess('server/test/multi-process/round-robin-proxy.ts', [String(proxyPort), `http://127.0.0.1:${apiPort0}`, `http://127.0.0.1:${apiPort1}`], {});
  running.push(proxy);
  await Promise.all([
    waitFor('API 0', answersHealthy(`http://127.0.0.1:${apiPort0}`), apis[0]!),
    waitFor('API 1', answersHealthy(`http://127.0.0.1:${apiPort1}`), apis[1]!),
    waitFor('the worker', () => worker.output().includes('worker is running'), worker),
    waitFor('the proxy', () => proxy.output().includes('proxy listening'), proxy),
  ]);
}, 180_000);

afterAll(async () => {
  await Promise.all(running.map((process) => process.stop('SIGKILL')));
  await database?.close();
  await location?.drop();
});

describe('two API processes and a worker on one PostgreSQL', () => {
  it('serves a dater signed up on one API from the other', async () => {
    const client = newClient();
    const signedUp = await client.post('/api/auth/sign-up/email', { email: `both-${Date.now()}@example.test`, password: 'correct-horse-battery', name: 'Both' });
    expect(signedUp.status).toBe(200);
    const answers = [await client.get('/api/me'), await client.get('/api/me')];
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    // The proxy took turns: the sign-up and the two reads were served by both processes.
    expect(new Set([signedUp.upstream, ...answers.map((answer) => answer.upstream)])).toEqual(new Set(['0', '1']));
  });

  it('ends a session on both APIs when the dater signs out on one', async () => {
    const client = newClient();
    await signedUpDater(client);
    const signOut = await client.post('/api/auth/sign-out');
    expect(signOut.status).toBe(200);
    const after = [await client.get('/api/me'), await client.get('/api/me')];
    expect(after.map((answer) => answer.status)).toEqual([401, 401]);
    expect(new Set(after.map((answer) => answer.upstream))).toEqual(new Set(['0', '1']));
  });

  it('ends every session of a deleted account on both APIs at once, and the worker purges it', async () => {
    const phone = newClient();
    const email = `deleted-${process.pid}-${Date.now()}@example.test`;
    expect((await phone.post('/api/auth/sign-up/email', { email, password: 'correct-horse-battery', name: 'Gone' })).status).toBe(200);
    const userId = meResponseSchema.parse((await phone.get('/api/me')).json).user.id;
    const laptop = newClient();
    expect((await laptop.post('/api/auth/sign-in/email', { email, password: 'correct-horse-battery' })).status).toBe(200);

    expect((await phone.call('DELETE', '/api/account')).status).toBe(200);
    const after = [await laptop.get('/api/me'), await laptop.get('/api/me')];
    expect(after.map((answer) => answer.status)).toEqual([401, 401]);
    expect(new Set(after.map((answer) => answer.upstream))).toEqual(new Set(['0', '1']));
    expect((await newClient().post('/api/auth/sign-in/email', { email, password: 'correct-horse-battery' })).status).toBe(401);
    await waitFor('the purge', async () => (await database.db.selectFrom('user').select('id').where('id', '=', userId).executeTakeFirst()) === undefined, worker, 30_000);
  });

  it('holds the sign-in limit across both APIs, per client address behind the proxy', async () => {
    const guesser = newClient();
    const statuses: number[] = [];
    const upstreams = new Set<string | undefined>();
    for (let i = 0; i <= SIGN_IN_LIMIT; i++) {
      // A client that writes its own X-Forwarded-For gains nothing: the proxy appends the
      // address it really came from, and the API trusts only the proxy's part of the header.
      const answer = await guesser.post('/api/auth/sign-in/email', { email: 'nobody@example.test', password: `guess-${i}` }, { 'x-forwarded-for': `198.51.100.${i}` });
      statuses.push(answer.status);
      upstreams.add(answer.upstream);
    }
    expect(statuses).toEqual([...Array.from({ length: SIGN_IN_LIMIT }, () => 401), 429]);
    expect(upstreams).toEqual(new Set(['0', '1']));
    // Another address has its own allowance.
    expect((await newClient().post('/api/auth/sign-in/email', { email: 'nobody@example.test', password: 'guess' })).status).toBe(401);
  });

  it('leaves a search to the worker, which runs it once it is up, and shows it through either API', async () => {
    const client = newClient();
    const userId = await signedUpDater(client);
    await finishProfile(database.db, userId, { gender: 'male', age: 31, minAge: 31, maxAge: 31 });
    for (let i = 0; i < 10; i++) await createDater(database.db, { gender: 'female', age: 31, name: `Scale${i}` });

    // With the worker stopped, the APIs queue the search and run none of it.
    await worker.stop('SIGKILL');
    const started = await client.post('/api/matches/searches');
    expect(started.status, JSON.stringify(started.json)).toBe(200);
    const searchId = startSearchResponseSchema.parse(started.json).search.id;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const waiting = matchSearchSchema.parse((await client.get(`/api/matches/searches/${searchId}`)).json);
    expect(waiting.status).toBe('queued');

    worker = startProcess('server/src/main.ts', [], workerEnv);
    running.push(worker);
    const { search, upstreams } = await followSearch(client, searchId);
    expect(search.status).toBe('succeeded');
    expect(search.newMatches).toBe(10);
    expect(upstreams).toEqual(new Set(['0', '1']));
    const lists = [await client.get('/api/matches'), await client.get('/api/matches')];
    for (const list of lists) expect(matchListResponseSchema.parse(list.json).matches).toHaveLength(10);
  });

  it('gives a free dater exactly 7 unlocks when unlocks arrive through both APIs at once', async () => {
    const client = newClient();
    const userId = await signedUpDater(client);
    await finishProfile(database.db, userId, { gender: 'female', age: 44, minAge: 44, maxAge: 44 });
    for (let i = 0; i < 10; i++) await createDater(database.db, { gender: 'male', age: 44, name: `Unlock${i}` });
    const started = await client.post('/api/matches/searches');
    const { search } = await followSearch(client, startSearchResponseSchema.parse(started.json).search.id);
    expect(search.newMatches).toBe(10);
    const matches = matchListResponseSchema.parse((await client.get('/api/matches')).json).matches;

    const answers = await Promise.all(matches.map((match) => client.post(`/api/matches/${match.id}/unlock`)));
    expect(new Set(answers.map((answer) => answer.upstream))).toEqual(new Set(['0', '1']));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(7);
    expect(answers.filter((answer) => answer.status === 403)).toHaveLength(3);
    const unlocked = await database.db.selectFrom('monthly_unlocks').select('match_id').where('user_id', '=', userId).execute();
    expect(unlocked).toHaveLength(7);
  });

  it('finishes on another worker a search whose worker was killed mid-way, with no duplicate matches', async () => {
    // The first worker's model never answers, so its search is still running when it is killed.
    const model = await startFakeOpenAi();
    model.onChat(() => ({ hang: true }));
    try {
      const client = newClient();
      const userId = await signedUpDater(client);
      await finishProfile(database.db, userId, { gender: 'male', age: 57, minAge: 57, maxAge: 57 });
      for (let i = 0; i < 8; i++) await createDater(database.db, { gender: 'female', age: 57, name: `Killed${i}` });

      await worker.stop('SIGKILL');
      const shortLease = { ...workerEnv, JOB_LEASE_SECONDS: '3' };
      const doomed = startProcess('server/src/main.ts', [], { ...shortLease, AI_API_KEY: 'test-key', AI_BASE_URL: model.url, AI_MODEL_EMBED: '' });
      running.push(doomed);
      await waitFor('the first worker', () => doomed.output().includes('worker is running'), doomed);
      const started = await client.post('/api/matches/searches');
      const searchId = startSearchResponseSchema.parse(started.json).search.id;
      await waitFor('the search to wait on the model', () => model.requests.some((request) => request.path.includes('/chat/completions')), doomed, 30_000);
      const claimed = await database.db.selectFrom('jobs').select(['status', 'locked_by']).where('kind', '=', MATCH_SEARCH_JOB).where('user_id', '=', userId).executeTakeFirstOrThrow();
      expect(claimed.status).toBe('running');
      expect(claimed.locked_by).toMatch(new RegExp(`^${doomed.child.pid}-`));

      await doomed.stop('SIGKILL');
      worker = startProcess('server/src/main.ts', [], shortLease);
      running.push(worker);
      const { search } = await followSearch(client, searchId, 60_000);
      expect(search.status).toBe('succeeded');
      const finished = await database.db.selectFrom('jobs').select(['status', 'locked_by', 'attempts']).where('kind', '=', MATCH_SEARCH_JOB).where('user_id', '=', userId).executeTakeFirstOrThrow();
      expect(finished.status).toBe('succeeded');
      expect(finished.attempts).toBe(2);
      const rows = await database.db.selectFrom('matches').select('other_id').where('viewer_id', '=', userId).execute();
      expect(rows).toHaveLength(8);
      expect(new Set(rows.map((row) => row.other_id)).size).toBe(rows.length);
    } finally {
      await model.close();
    }
  });

  it('hands a search back when its worker is stopped with SIGTERM, so the next worker finishes it at once, with no duplicate matches', async () => {
    // The model answers slowly, so the search is mid-way when the worker is told to stop.
    const model = await startFakeOpenAi();
    model.onChat(() => ({ delayMs: 1500, content: '8' }));
    try {
      const client = newClient();
      const userId = await signedUpDater(client);
      await finishProfile(database.db, userId, { gender: 'male', age: 58, minAge: 58, maxAge: 58 });
      for (let i = 0; i < 8; i++) await createDater(database.db, { gender: 'female', age: 58, name: `Stopped${i}` });

      await worker.stop('SIGKILL');
      // A lease far longer than the test: only the hand-back can let the next worker start at once.
      const longLease = { ...workerEnv, JOB_LEASE_SECONDS: '600' };
      const stopping = startProcess('server/src/main.ts', [], { ...longLease, AI_API_KEY: 'test-key', AI_BASE_URL: model.url, AI_MODEL_EMBED: '', AI_TIMEOUT_SECONDS: '5' });
      running.push(stopping);
      await waitFor('the first worker', () => stopping.output().includes('worker is running'), stopping);
      const started = await client.post('/api/matches/searches');
      const searchId = startSearchResponseSchema.parse(started.json).search.id;
      await waitFor('the search to call the model', () => model.requests.some((request) => request.path.includes('/chat/completions')), stopping, 30_000);

      const stoppedAt = Date.now();
      expect(await stopping.stop('SIGTERM')).toBe(0);
      expect(Date.now() - stoppedAt).toBeLessThan(10_000);
      const handedBack = await database.db.selectFrom('jobs').select(['status', 'locked_by']).where('kind', '=', MATCH_SEARCH_JOB).where('user_id', '=', userId).executeTakeFirstOrThrow();
      expect(handedBack).toEqual({ status: 'queued', locked_by: null });

      worker = startProcess('server/src/main.ts', [], longLease);
      running.push(worker);
      const { search } = await followSearch(client, searchId, 60_000);
      expect(search.status).toBe('succeeded');
      const rows = await database.db.selectFrom('matches').select('other_id').where('viewer_id', '=', userId).execute();
      expect(rows).toHaveLength(8);
      expect(new Set(rows.map((row) => row.other_id)).size).toBe(rows.length);
    } finally {
      await model.close();
    }
  });
});
