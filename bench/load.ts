/**
 * npm run bench:load: a day of load, bounded and on loopback only. 200 simulated daters use
 * Kindred for 5 minutes against two API processes and one worker on PostgreSQL, each dater
 * following a mix of what daters do (open home, browse, unlock, save preferences and search,
 * edit the profile, ask the coach). It reports throughput, p50/p95/p99 per action, errors,
 * searches and the database connections in use, checks the load targets (docs/scaling-out.md), and writes its
 * section of docs/performance/load.md.
 *
 * LOAD_DATERS and LOAD_SECONDS make shorter runs while working on it (their section is printed,
 * not written, unless LOAD_WRITE_DOC=1); LOAD_SEED changes the daters' choices; LOAD_PROFILE=0
 * runs the APIs without the CPU profiler.
 *
 * LOAD_SCENARIO=newcomers runs the other scenario instead: 50 newcomers finishing onboarding
 * within a minute, timed to their first matches (bench/load/newcomers/main.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { breakdowns, nowUs } from './api/cpu-profile.js';
import { processCpuMs } from './api/process-cpu.js';
import { startCluster } from './load/cluster.js';
import { prepareDaters } from './load/daters.js';
import { jobFigures, waitForIdleQueue } from './load/jobs.js';
import { writeLoadSection } from './load/doc-section.js';
import { loadSection, type ProcessCpu } from './load/report.js';
import { runLoad } from './load/run.js';
import { postgresCpuMs, postmasterPid, sampleConnections } from './load/sampler.js';
import { loadAverageLine, machineLines } from './shared/machine.js';
import { rerunWithPostgres } from './shared/with-postgres.js';

const FULL = { daters: 200, seconds: 300 };
const numberFromEnv = (name: string, fallback: number) => (process.env[name] ? Number(process.env[name]) : fallback);
const settings = {
  daters: numberFromEnv('LOAD_DATERS', FULL.daters),
  seconds: numberFromEnv('LOAD_SECONDS', FULL.seconds),
  seed: numberFromEnv('LOAD_SEED', 1),
  profile: process.env.LOAD_PROFILE !== '0',
};
const fullRun = settings.daters === FULL.daters && settings.seconds === FULL.seconds;
/** DATABASE_POOL_SIZE's default; the bench leaves it as the product ships. */
const DEFAULT_POOL_SIZE = 10;
const PREMIUM_EVERY = 4;

const say = (line: string) => console.log(`[bench:load] ${line}`);

async function postgresVersion(databaseUrl: string): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ v: string; vec: string | null }>(`select current_setting('server_version') as v, (select extversion from pg_extension where extname = 'vector') as vec`);
    return `PostgreSQL ${rows[0]?.v ?? '?'}, pgvector ${rows[0]?.vec ?? '?'}`;
  } finally {
    await client.end();
  }
}

async function main() {
  const options = { engines: ['postgres' as const] as ('postgres' | 'pglite')[] };
  const skipped: string[] = [];
  const rerun = rerunWithPostgres(options, skipped, import.meta.filename, '55443');
  if (rerun !== undefined) process.exit(rerun);
  if (skipped.length) throw new Error('bench:load needs PostgreSQL: the API processes and the worker share one database.');

  const startedAt = new Date();
  const machine = [...machineLines(), loadAverageLine()];
  say(`${settings.daters} daters for ${settings.seconds} s${fullRun ? '' : ' (a short run: the section is printed, not written)'}`);
  const cluster = await startCluster({ profile: settings.profile, say });
  let body: string;
  try {
    say(`onboarding ${settings.daters} daters over HTTP, each with a first search…`);
    const setupStarted = Date.now();
    const { daters, firstSearchMs } = await prepareDaters({ proxyUrl: cluster.proxyUrl, databaseUrl: cluster.databaseUrl, mailDir: cluster.workerDataDir, count: settings.daters, parallel: 8,
      premiumEvery: PREMIUM_EVERY, say });
    const onboardingMs = Date.now() - setupStarted;
    // The first searches leave match notifications behind; the clock starts once the worker is idle.
    const idleAfterMs = await waitForIdleQueue(cluster.databaseUrl, 45 * 60_000, say);
    const version = await postgresVersion(cluster.databaseUrl);
    const postmaster = await postmasterPid(cluster.databaseUrl);
    const cpuNow = (): ProcessCpu[] => [
      ...[...cluster.processes].map(([role, running]) => ({ role, cpuMs: processCpuMs(running.child.pid ?? 0) ?? 0 })),
      { role: 'PostgreSQL (all backends)', cpuMs: postmaster ? (postgresCpuMs(postmaster) ?? 0) : 0 },
      { role: 'the simulated daters (this process)', cpuMs: (process.cpuUsage().user + process.cpuUsage().system) / 1000 },
    ];

    say(`running the load for ${settings.seconds} s…`);
    const connections = await sampleConnections(cluster.databaseUrl, cluster.databaseName);
    const cpuBefore = cpuNow();
    const loadStarted = new Date();
    const fromUs = nowUs();
    const { record, loadMs, drainMs } = await runLoad(daters, settings.seconds * 1000, settings.seed);
    const toUs = nowUs();
    const cpuAfter = cpuNow();
    await connections.stop();
    const loadAverageEnd = os.loadavg();
    const jobs = await jobFigures(cluster.databaseUrl, loadStarted);

    let profile: Record<string, number> | undefined;
    if (cluster.profileDir) {
      say('stopping the APIs so they write their CPU profiles…');
      const apis = (['api 0', 'api 1'] as const).flatMap((role) => cluster.processes.get(role) ?? []);
      await Promise.all(apis.map((api) => api.stop('SIGTERM')));
      profile = apiProfile(cluster.profileDir, fromUs, toUs);
    }
    body = loadSection({
      startedAt,
      daters: daters.length,
      premiumDaters: daters.filter((d) => d.premium).length,
      durationMs: loadMs,
      drainMs,
      seed: settings.seed,
      setup: { onboardingMs, idleAfterMs, firstSearchMs },
      machine,
      loadAverageEnd,
      postgresVersion: version,
      samples: record.samples,
      requests: record.requests,
      failures: record.failures,
      searches: record.searches,
      jobs,
      connections: connections.samples,
      poolSizePerProcess: DEFAULT_POOL_SIZE,
      cpu: cpuAfter.map((after, index) => ({ role: after.role, cpuMs: after.cpuMs - (cpuBefore[index]?.cpuMs ?? 0) })),
      profile,
      cores: os.availableParallelism(),
    });
  } finally {
    await cluster.stop();
  }
  if (fullRun || process.env.LOAD_WRITE_DOC === '1') writeLoadSection(body);
  console.log(body);
}

/** Both APIs' profiles, each as shares by category over the run's window, averaged over the two. */
function apiProfile(dir: string, fromUs: number, toUs: number): Record<string, number> {
  // Main threads only (thread id 0 in the name): tsx's module loader runs on a thread of its own.
  const files = fs.readdirSync(dir).filter((name) => /\.\d+\.0\.\d+\.cpuprofile$/.test(name));
  const sums: Record<string, number> = {};
  for (const file of files) {
    // breakdowns() reads the one profile of a directory, for windows named by bench:api's
    // endpoints; here a single window, the whole run, under any one of those names.
    const own = fs.mkdtempSync(path.join(dir, 'one-'));
    fs.renameSync(path.join(dir, file), path.join(own, file));
    const shares: Record<string, number> = breakdowns(own, [{ endpoint: 'feed', fromUs, toUs }]).get('feed') ?? {};
    for (const [category, share] of Object.entries(shares)) sums[category] = (sums[category] ?? 0) + share / files.length;
  }
  fs.rmSync(dir, { recursive: true, force: true });
  return sums;
}

// LOAD_SCENARIO picks the scenario: the day of load (the default) or the newcomers' first matches.
const scenario = process.env.LOAD_SCENARIO ?? 'day';
if (scenario === 'newcomers') await (await import('./load/newcomers/main.js')).runNewcomers(import.meta.filename);
else if (scenario === 'day') await main();
else throw new Error(`LOAD_SCENARIO is "day" (the default) or "newcomers", not "${scenario}"`);
