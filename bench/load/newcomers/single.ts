/**
 * Kindred as `npm start` runs it on one machine: one process (PROCESS_ROLE unset, so it serves
 * the API and runs the job worker), the embedded database (PGlite) in a fresh DATA_DIR, started
 * with the Node flags of `npm start`. The AI provider is the fake OpenAI-compatible server in a
 * process of its own, as in the scaled-out set-up (bench/load/cluster.ts).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../../server/test/support/free-port.js';
import { answersHealthy, startProcess, waitFor, type RunningProcess } from '../../../server/test/multi-process/processes.js';
import { readStartCommand } from '../../shared/start-command.js';
import { BENCHMARK_DEPLOYMENT_ENV } from '../../shared/benchmark-deployment.js';

export interface SingleProcess {
  baseUrl: string;
  dataDir: string;
  processes: Map<string, RunningProcess>;
  stop(): Promise<void>;
}

export async function startSingleProcess(options: { profileDir?: string; env: Record<string, string>; say: (line: string) => void }): Promise<SingleProcess> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kindred-newcomers-one-'));
  const processes = new Map<string, RunningProcess>();
  const stop = async () => {
    // SIGTERM lets the profiled server write its profile; whatever lingers is killed.
    await Promise.all([...processes.values()].map((running) => Promise.race([running.stop('SIGTERM'), new Promise((resolve) => setTimeout(resolve, 15_000))])));
    await Promise.all([...processes.values()].map((running) => running.stop('SIGKILL')));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const [port, aiPort] = [await freePort(), await freePort()];
    const baseUrl = `http://127.0.0.1:${port}`;
    const ai = startProcess('fakes/openai-server.ts', [String(aiPort)], {});
    processes.set('fake AI', ai);
    await waitFor('the fake AI provider', async () => (await fetch(`http://127.0.0.1:${aiPort}/v1/health`)).ok, ai);

    options.say('starting one process on the embedded database (migrations, demo community)…');
    const { nodeFlags } = readStartCommand();
    const profiling = options.profileDir ? ['--cpu-prof', `--cpu-prof-dir=${options.profileDir}`, '--cpu-prof-interval=2000'] : [];
    const server = startProcess(
      'server/src/main.ts',
      [],
      {
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: baseUrl,
        DATA_DIR: dataDir,
        SESSION_SECRET: crypto.randomBytes(32).toString('hex'),
        WEB_DIST_DIR: path.join(os.tmpdir(), 'kindred-load-no-web-build'),
        DEMO_COMMUNITY: 'on',
        AI_API_KEY: 'load-bench-fake-key',
        AI_BASE_URL: `http://127.0.0.1:${aiPort}/v1`,
        ...BENCHMARK_DEPLOYMENT_ENV,
        ...options.env,
      },
      [...nodeFlags, ...profiling],
    );
    processes.set('server (API and worker)', server);
    await waitFor('the server', answersHealthy(baseUrl), server, 300_000);
    return { baseUrl, dataDir, processes, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
