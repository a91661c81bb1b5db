/**
 * The two servers under test, each in a child process of its own: the real Kindred server
 * (`server/src/main.ts`, as `npm start` runs it) and the bare handler (bench/api/bare-server.ts).
 * autocannon stays in the parent, so client and server never share one event loop.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BENCHMARK_DEPLOYMENT_ENV } from '../shared/benchmark-deployment.js';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface RunningServer {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited with code ${child.exitCode} before it was ready`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url}: not ready within ${timeoutMs / 1000} s`);
}

async function start(args: string[], env: NodeJS.ProcessEnv, port: number): Promise<RunningServer> {
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, args, { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'], env });
  try {
    // A fresh PGlite directory runs initdb first (about 7 s), and the demo community is seeded on start.
    await waitForHealth(url, child, 180_000);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    url,
    pid: child.pid ?? 0,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      // autocannon hangs up with requests still running; let them end before the database closes.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Only what the server needs, so the caller's shell settings cannot change what is measured. */
function baseEnv(): NodeJS.ProcessEnv {
  return { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', NODE_ENV: 'production' };
}

export interface ProductSettings {
  dataDir: string;
  databaseUrl: string | undefined;
  port: number;
  /** Which production build of the web app to serve (bench:web); the server's default otherwise. */
  webDist?: string;
}

/** The environment the product runs with; the query recorder builds the same configuration from it. */
export function productEnv(settings: ProductSettings): NodeJS.ProcessEnv {
  return {
    ...baseEnv(),
    DATA_DIR: settings.dataDir,
    ...(settings.databaseUrl ? { DATABASE_URL: settings.databaseUrl } : {}),
    PORT: String(settings.port),
    ...(settings.webDist ? { WEB_DIST_DIR: settings.webDist } : {}),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${settings.port}`,
    // Sign-in and sign-up allow 10 a minute per address; the bench signs in a dozen daters from one.
    AUTH_RATE_LIMIT_MAX: '1000',
    DEMO_COMMUNITY: 'on',
    DEMO_COMMUNITY_SIZE: '320',
    ...BENCHMARK_DEPLOYMENT_ENV,
  };
}

/** `cpuProfileDir` runs it under V8's sampling profiler, which writes its profile there on exit. */
export function startProduct(settings: ProductSettings, cpuProfileDir?: string): Promise<RunningServer> {
  const profiling = cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfileDir}`] : [];
  return start([...profiling, '--import', 'tsx', 'server/src/main.ts'], productEnv(settings), settings.port);
}

export interface BareSettings {
  /** A PGlite data directory (holding pgdata/), or a PostgreSQL connection string. */
  target: { pgliteDir: string } | { databaseUrl: string };
  plansFile: string;
  port: number;
}

export function startBare(settings: BareSettings): Promise<RunningServer> {
  const env = {
    ...baseEnv(),
    BARE_PORT: String(settings.port),
    BARE_PLANS: settings.plansFile,
    ...('pgliteDir' in settings.target ? { BARE_PGLITE_DIR: settings.target.pgliteDir } : { BARE_DATABASE_URL: settings.target.databaseUrl }),
  };
  return start(['--import', 'tsx', 'bench/api/bare-server.ts'], env, settings.port);
}
