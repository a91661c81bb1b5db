import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { TestDatabaseLocation } from '../../support/test-database.js';

const root = path.resolve(import.meta.dirname, '../../../..');

/** One run of the real entry point (`node --import tsx server/src/main.ts`, as `npm start` runs it). */
export interface ServerProcess {
  pid: number;
  baseUrl: string;
  /** Everything it printed, for failure messages. */
  output(): string;
  /** SIGKILL: no shutdown hook runs, the lock file stays and PGlite gets no checkpoint. */
  kill(): Promise<void>;
  /** SIGTERM, the operator's clean stop; resolves with the exit code. */
  stop(): Promise<number | null>;
}

/**
 * The environment `npm start` would see: the test's database, no AI key (local fallbacks), no
 * demo community (seeding would cost start-up time), and limits that would otherwise answer 429
 * to a load generator hammering from one address. The port stays the same across restarts so
 * the clients' Origin header and session cookies keep matching PUBLIC_URL.
 */
function serverEnv(location: TestDatabaseLocation, port: number): Record<string, string> {
  return {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: location.dataDir,
    DATABASE_POOL_SIZE: '4',
    WEB_DIST_DIR: path.join(location.dataDir, 'no-web-build'),
    DEMO_COMMUNITY: 'off',
    AUTH_RATE_LIMIT_MAX: '100000',
    SEARCH_RATE_LIMIT_PER_MINUTE: '100000',
    ...(location.databaseUrl ? { DATABASE_URL: location.databaseUrl } : {}),
  };
}

function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

/** Starts the server and resolves once /healthz answers 200; rejects if it exits first. */
export async function startServer(location: TestDatabaseLocation, port: number, timeoutMs = 90_000): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], { cwd: root, env: serverEnv(location, port) });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const gone = exited(child);
  let hasExited = false;
  void gone.then(() => (hasExited = true));

  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (hasExited) throw new Error(`server exited with ${child.exitCode} before it was healthy:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server not healthy after ${timeoutMs} ms:\n${output}`);
    }
    const healthy = await fetch(`${baseUrl}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) break;
    // Polling the condition itself; the pause only keeps the poll from stealing a core.
    await Promise.race([gone, new Promise((r) => setTimeout(r, 100))]);
  }

  return {
    pid: child.pid ?? 0,
    baseUrl,
    output: () => output,
    async kill() {
      child.kill('SIGKILL');
      // The 'exit' event means the process is reaped, so its pid no longer looks alive.
      await gone;
    },
    async stop() {
      child.kill('SIGTERM');
      return gone;
    },
  };
}
