/**
 * The compiled server as `npm start` runs it (its Node flags and entry, read from package.json), in a child process on a fresh
 * embedded database with the demo community, and the time from spawn until /healthz answers.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readStartCommand } from '../shared/start-command.js';
import { productEnv, ROOT } from '../api/processes.js';
import { rssBytes } from './process-memory.js';

const PROBE = path.join(ROOT, 'bench', 'server', 'memory-probe.js');

export interface CompiledServer {
  url: string;
  pid: number;
  coldStartMs: number;
  /** Where the memory probe writes on SIGUSR2, when the server was started with it. */
  probeFile: string | undefined;
  stop(): Promise<void>;
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode} before it was healthy`);
    try {
      if ((await fetch(`${url}/healthz`)).status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`The server was not healthy within ${timeoutMs / 1000} s`);
}

/** `probe` preloads bench/server/memory-probe.js for the breakdown; the measured runs go without it. */
export async function startCompiledServer(options: { port: number; probe: boolean }): Promise<CompiledServer> {
  const start = readStartCommand();
  if (!fs.existsSync(path.join(ROOT, start.entry))) throw new Error(`No compiled server at ${start.entry}; run "npm run build:server".`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kindred-bench-server-'));
  const probeFile = options.probe ? path.join(dataDir, 'memory-probe.json') : undefined;
  const env = { ...productEnv({ dataDir, databaseUrl: undefined, port: options.port }), ...(probeFile ? { MEMORY_PROBE_OUT: probeFile } : {}) };
  const args = [...start.nodeFlags, ...(options.probe ? ['--import', PROBE] : []), start.entry];
  const url = `http://127.0.0.1:${options.port}`;
  const started = performance.now();
  const child = spawn(process.execPath, args, { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'], env });
  const cleanUp = () => fs.rmSync(dataDir, { recursive: true, force: true });
  try {
    await waitForHealth(url, child, 180_000);
  } catch (error) {
    child.kill('SIGKILL');
    cleanUp();
    throw error;
  }
  return {
    url,
    pid: child.pid ?? 0,
    coldStartMs: performance.now() - started,
    probeFile,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      cleanUp();
    },
  };
}

/**
 * The process's RSS once it has settled: sampled every half second until five samples in a row
 * stay within 1 MB of each other (at most 30 s), so background work after a request has ended.
 */
export async function idleRss(pid: number): Promise<number> {
  const samples: number[] = [];
  const deadline = Date.now() + 30_000;
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    samples.push(rssBytes(pid));
    const last = samples.slice(-5);
    if ((last.length === 5 && Math.max(...last) - Math.min(...last) <= 1024 * 1024) || Date.now() > deadline) return samples.at(-1)!;
  }
}
