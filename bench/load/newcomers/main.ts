/**
 * `LOAD_SCENARIO=newcomers npm run bench:load`: 50 newcomers finish onboarding within one minute,
 * and each is timed from completion to first matches, on the embedded default in one process and
 * then on two APIs and one worker on PostgreSQL, each process under V8's CPU profiler. The
 * section of docs/performance/load.md is written on a full run (or with LOAD_WRITE_DOC=1).
 *
 * LOAD_NEWCOMERS (50) and LOAD_COMMUNITY (the demo community's size, 320 as shipped) make smoke
 * runs; LOAD_SETUPS=one or LOAD_SETUPS=cluster runs one set-up only; LOAD_SEED changes the start
 * times; LOAD_PROFILE=0 runs without the profiler, LOAD_KEEP_PROFILE=1 keeps the profile files to read.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { nowUs } from '../../api/cpu-profile.js';
import { benchDoc } from '../../shared/doc-sections.js';
import { loadAverageLine, machineLines } from '../../shared/machine.js';
import { rerunWithPostgres } from '../../shared/with-postgres.js';
import { startCluster } from '../cluster.js';
import { setupFigures, startOffsets } from './figures.js';
import { runNewcomer, type Target } from './newcomer.js';
import { processProfile, profileFiles, type ProcessProfile } from './profile.js';
import { newcomersSection, withNewcomersSection, type SetupReport } from './report.js';
import { startSingleProcess } from './single.js';

const FULL = { newcomers: 50, community: 320 };
const WINDOW_MS = 60_000;
const numberFromEnv = (name: string, fallback: number) => (process.env[name] ? Number(process.env[name]) : fallback);
const settings = {
  newcomers: numberFromEnv('LOAD_NEWCOMERS', FULL.newcomers),
  community: numberFromEnv('LOAD_COMMUNITY', FULL.community),
  seed: numberFromEnv('LOAD_SEED', 1),
  profile: process.env.LOAD_PROFILE !== '0',
  setups: (process.env.LOAD_SETUPS ?? 'one,cluster').split(',').map((s) => s.trim()),
};
const say = (line: string) => console.log(`[bench:load newcomers] ${line}`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Running {
  baseUrl: string;
  mailDirs: string[];
  /** The product's processes by role, for their profiles. */
  pids: Map<string, number | undefined>;
  stop(): Promise<void>;
}

/** The minute itself, on a set-up that is up: every newcomer at their start time, all at once. */
async function runMinute(name: string, how: string, running: Running, profileDir: string | undefined): Promise<SetupReport> {
  const startedAt = performance.now();
  const target: Target = { baseUrl: running.baseUrl, mailDirs: running.mailDirs, runId: Date.now().toString(36), startedAt };
  say(`${name}: ${settings.newcomers} newcomers over ${WINDOW_MS / 1000} s…`);
  const fromUs = nowUs();
  const results = await Promise.all(startOffsets(settings.newcomers, WINDOW_MS, settings.seed).map(async (at, index) => {
    await sleep(at);
    return runNewcomer(target, index);
  }));
  const toUs = nowUs();
  const wallMs = performance.now() - startedAt;
  say(`${name}: stopping (the processes write their CPU profiles)…`);
  await running.stop();
  const profiles: ProcessProfile[] = [];
  if (profileDir) {
    for (const [role, file] of profileFiles(profileDir, running.pids)) profiles.push(processProfile(role, file, fromUs, toUs));
    if (process.env.LOAD_KEEP_PROFILE === '1') say(`${name}: the CPU profiles are kept in ${profileDir}`);
    else fs.rmSync(profileDir, { recursive: true, force: true });
  }
  return { name, how, figures: setupFigures(results), wallMs, profiles };
}

const communityEnv = () => ({ DEMO_COMMUNITY_SIZE: String(settings.community) });
const newProfileDir = () => (settings.profile ? fs.mkdtempSync(path.join(os.tmpdir(), 'kindred-newcomers-profile-')) : undefined);

async function oneProcess(): Promise<SetupReport> {
  const profileDir = newProfileDir();
  const single = await startSingleProcess({ profileDir, env: communityEnv(), say });
  const pids = new Map([...single.processes].filter(([role]) => role !== 'fake AI').map(([role, p]) => [role, p.child.pid]));
  const how =
    'One process as `npm start` runs it (PROCESS_ROLE unset: it serves the API and runs the job worker), on the embedded database (PGlite) in a fresh DATA_DIR, `NODE_ENV=production`, with the Node flags of `npm start` (from source through tsx).';
  return runMinute('The embedded default, one process', how, { baseUrl: single.baseUrl, mailDirs: [single.dataDir], pids, stop: single.stop }, profileDir);
}

async function scaledOut(): Promise<SetupReport> {
  const cluster = await startCluster({ profile: settings.profile, profileWorker: true, env: communityEnv(), say });
  const pids = new Map(['api 0', 'api 1', 'worker'].map((role) => [role, cluster.processes.get(role as 'worker')?.child.pid]));
  const how =
    'Two API processes (`PROCESS_ROLE=api`) and one worker (`PROCESS_ROLE=worker`) on a fresh PostgreSQL database, behind the round-robin proxy of bench/load/cluster.ts, `NODE_ENV=production`, each with the Node flags of `npm start` and the default pool of 10 connections.';
  return runMinute('Two APIs and one worker on PostgreSQL', how, { baseUrl: cluster.proxyUrl, mailDirs: [cluster.workerDataDir], pids, stop: cluster.stop }, cluster.profileDir);
}

export async function runNewcomers(entryFile: string): Promise<void> {
  const wantsCluster = settings.setups.includes('cluster');
  if (wantsCluster) {
    const options = { engines: ['postgres' as const] as ('postgres' | 'pglite')[] };
    const skipped: string[] = [];
    const rerun = rerunWithPostgres(options, skipped, entryFile, '55447');
    if (rerun !== undefined) process.exit(rerun);
    if (skipped.length) throw new Error('The scaled-out set-up needs PostgreSQL (LOAD_SETUPS=one runs the embedded one only).');
  }
  const fullRun = settings.newcomers === FULL.newcomers && settings.community === FULL.community && settings.setups.includes('one') && wantsCluster;
  const startedAt = new Date();
  const machine = [...machineLines(), loadAverageLine()];
  say(`${settings.newcomers} newcomers, a demo community of ${settings.community}${fullRun ? '' : ' (a short run: the section is printed, not written)'}`);
  const setups: SetupReport[] = [];
  if (settings.setups.includes('one')) setups.push(await oneProcess());
  if (wantsCluster) setups.push(await scaledOut());
  const body = newcomersSection({ startedAt, newcomers: settings.newcomers, communitySize: settings.community, seed: settings.seed,
    machine: [...machine, loadAverageLine().replace('started', 'ended')], setups });
  if (fullRun || process.env.LOAD_WRITE_DOC === '1') {
    const file = benchDoc('load');
    fs.writeFileSync(file, withNewcomersSection(fs.readFileSync(file, 'utf8'), body));
  }
  console.log(body);
}
