/**
 * Kindred scaled out as docs/scaling-out.md describes it, on a fresh PostgreSQL database: two API
 * processes (PROCESS_ROLE=api) and one worker (PROCESS_ROLE=worker) behind the multi-process test's
 * round-robin proxy, each its own OS process, run with the Node flags of `npm start`. The AI
 * provider is the fake OpenAI-compatible server, in a process of its own, reached through the
 * settings the composition root reads (AI_BASE_URL, AI_API_KEY): the product runs its real AI
 * path, only the model is a stand-in.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../server/test/support/free-port.js';
import { answersHealthy, startProcess, waitFor, type RunningProcess } from '../../server/test/multi-process/processes.js';
import { readStartCommand } from '../shared/start-command.js';
import { runAdminStatement } from '../shared/with-postgres.js';
import { BENCHMARK_DEPLOYMENT_ENV } from '../shared/benchmark-deployment.js';

export type Role = 'api 0' | 'api 1' | 'worker' | 'proxy' | 'fake AI';

export interface Cluster {
  proxyUrl: string;
  databaseUrl: string;
  databaseName: string;
  processes: Map<Role, RunningProcess>;
  /** Where the APIs write their CPU profiles when asked for. */
  profileDir: string | undefined;
  /** The worker's data directory: its outbox holds the e-mails the jobs send. */
  workerDataDir: string;
  stop(): Promise<void>;
}

function productEnv(role: 'api' | 'worker', port: number,
  shared: { proxyUrl: string; databaseUrl: string; aiUrl: string; secret: string; dataDirs: string[]; env: Record<string, string> }): Record<string, string>
{
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `kindred-load-${role}-`));
  shared.dataDirs.push(dataDir);
  return {
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    PROCESS_ROLE: role,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: shared.proxyUrl,
    DATABASE_URL: shared.databaseUrl,
    // Each process has its own data directory; they share the database and the session secret.
    DATA_DIR: dataDir,
    SESSION_SECRET: shared.secret,
    WEB_DIST_DIR: path.join(os.tmpdir(), 'kindred-load-no-web-build'),
    // The proxy is the only trusted sender of X-Forwarded-For, so limits count each dater's address.
    TRUST_PROXY: '127.0.0.1',
    DEMO_COMMUNITY: 'on',
    AI_API_KEY: 'load-bench-fake-key',
    AI_BASE_URL: shared.aiUrl,
    ...BENCHMARK_DEPLOYMENT_ENV,
    ...shared.env,
  };
}

/**
 * `profileWorker` profiles the worker too (into the same directory); `env` adds settings to every
 * product process (the newcomers scenario's smaller demo community).
 */
export async function startCluster(options: { profile: boolean; profileWorker?: boolean; env?: Record<string, string>; say: (line: string) => void }): Promise<Cluster> {
  const databaseName = `kindred_bench_load_${crypto.randomBytes(4).toString('hex')}`;
  await runAdminStatement(`create database ${databaseName}`);
  const url = new URL(process.env.TEST_DATABASE_URL ?? '');
  url.pathname = `/${databaseName}`;
  const databaseUrl = url.toString();
  const processes = new Map<Role, RunningProcess>();
  const profileDir = options.profile ? fs.mkdtempSync(path.join(os.tmpdir(), 'kindred-load-profile-')) : undefined;
  const dataDirs: string[] = [];
  const stop = async () => {
    // SIGTERM lets a profiled API write its profile; whatever lingers is killed.
    await Promise.all([...processes.values()].map((running) => Promise.race([running.stop('SIGTERM'), new Promise((resolve) => setTimeout(resolve, 15_000))])));
    await Promise.all([...processes.values()].map((running) => running.stop('SIGKILL')));
    await runAdminStatement(`drop database if exists ${databaseName} with (force)`);
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    const [proxyPort, apiPort0, apiPort1, workerPort, aiPort] = [await freePort(), await freePort(), await freePort(), await freePort(), await freePort()];
    const proxyUrl = `http://127.0.0.1:${proxyPort}`;
    const aiUrl = `http://127.0.0.1:${aiPort}/v1`;
    const shared = { proxyUrl, databaseUrl, aiUrl, secret: crypto.randomBytes(32).toString('hex'), dataDirs, env: options.env ?? {} };
    const { nodeFlags } = readStartCommand();

    const ai = startProcess('fakes/openai-server.ts', [String(aiPort)], {});
    processes.set('fake AI', ai);
    await waitFor('the fake AI provider', answersHealthyAt(`http://127.0.0.1:${aiPort}/v1/health`), ai);

    // The worker first: it migrates the fresh database and seeds the demo community, so the APIs
    // start on a database that is ready, as a rolling deployment's later processes do.
    options.say('starting the worker (migrations, demo community)…');
    const profiling = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`, '--cpu-prof-interval=2000'] : [];
    const workerEnv = productEnv('worker', workerPort, shared);
    const worker = startProcess('server/src/main.ts', [], workerEnv, options.profileWorker ? [...nodeFlags, ...profiling] : nodeFlags);
    processes.set('worker', worker);
    await waitFor('the worker', () => worker.output().includes('worker is running'), worker, 300_000);

    options.say('starting two API processes and the proxy…');
    const apiPorts = [apiPort0, apiPort1];
    apiPorts.forEach((port, index) => processes.set(`api ${index}` as Role, startProcess('server/src/main.ts', [], productEnv('api', port, shared), [...nodeFlags, ...profiling])));
    const proxy = startProcess('server/test/multi-process/round-robin-proxy.ts', [String(proxyPort), ...apiPorts.map((port) => `http://127.0.0.1:${port}`)], {});
    processes.set('proxy', proxy);
    await Promise.all([
      ...apiPorts.map((port, index) => waitFor(`API ${index}`, answersHealthy(`http://127.0.0.1:${port}`), processes.get(`api ${index}` as Role) as RunningProcess, 300_000)),
      waitFor('the proxy', () => proxy.output().includes('proxy listening'), proxy),
    ]);
    return { proxyUrl, databaseUrl, databaseName, processes, profileDir, workerDataDir: workerEnv.DATA_DIR ?? '', stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

const answersHealthyAt = (url: string) => async () => (await fetch(url)).ok;
