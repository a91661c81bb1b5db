/**
 * One engine, start to end: its data (bench/api/setup.ts), both servers up side by side, fresh
 * sign-ins, a check that both answer, the measured runs in alternation, and then, when asked,
 * one profiled run per endpoint on a restarted product server.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Engine } from '../engines.js';
import { breakdowns, nowUs, type Breakdown, type Window } from './cpu-profile.js';
import { signIn } from './http-daters.js';
import { measure, MatchSupply, type LoadSettings, type RunFigures, type Target, type UnlockDater } from './load.js';
import { startBare, startProduct, type RunningServer } from './processes.js';
import { ENDPOINTS, type Endpoint, type RecordedStatement } from './record-queries.js';
import { prepareEngine, type EngineSetup, type SetupOptions } from './setup.js';
import { freePort } from '../../server/test/support/free-port.js';

export type Side = 'product' | 'bare';

export interface EndpointResult {
  endpoint: Endpoint;
  runs: Record<Side, RunFigures[]>;
  /** Statements per request: the bare side runs `endpoint`; the product runs `session` more. */
  statements: { endpoint: number; session: number };
}

export interface EngineResult {
  engine: Engine;
  serverVersion: string;
  feedCards: number;
  unlockSupply: number;
  unlockDaters: number;
  unlocksSent: number;
  endpoints: EndpointResult[];
  /** Where the product's CPU went, per endpoint; null when profiling was switched off. */
  profile: Partial<Record<Endpoint, Breakdown>> | null;
}

export interface EngineOptions extends LoadSettings, SetupOptions {
  rounds: number;
  profile: boolean;
}

const realStatements = (statements: readonly RecordedStatement[]) => statements.filter((s) => !/^\s*(begin|commit|rollback)\b/i.test(s.sql)).length;

async function expectOk(url: string, cookie: string): Promise<unknown> {
  const response = await fetch(url, { headers: { cookie } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

/** Both sides answer, and the product's feed holds every card the search made. */
async function checkBothAnswer(setup: EngineSetup, targets: Record<Side, Target>): Promise<void> {
  const feed = (await expectOk(`${targets.product.url}/api/matches`, targets.product.feedCookie)) as { matches: unknown[] };
  if (feed.matches.length !== setup.feedDater.matches) throw new Error(`The feed has ${feed.matches.length} cards, expected ${setup.feedDater.matches}.`);
  await expectOk(`${targets.product.url}/api/profile`, targets.product.feedCookie);
  for (const path of ['/api/matches', '/api/profile']) await expectOk(`${targets.bare.url}${path}`, '');
}

/**
 * A product server under V8's profiler, one short run per endpoint after a short warm-up,
 * each run's window cut out of the profile. Not part of the reported throughput: sampling
 * slows the server a little, and only the product would pay for it.
 */
async function profileProduct(setup: EngineSetup, target: Target, supply: MatchSupply, options: EngineOptions): Promise<Partial<Record<Endpoint, Breakdown>>> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kindred-bench-api-prof-'));
  try {
    const server = await startProduct(setup.product, dir);
    const windows: Window[] = [];
    try {
      const profiled = { ...target, url: server.url, pid: server.pid };
      const seconds = Math.max(3, Math.round(options.duration / 2));
      for (const endpoint of ENDPOINTS) {
        await measure(endpoint, profiled, supply, { connections: options.connections, warmup: 0, duration: 1 });
        const fromUs = nowUs();
        await measure(endpoint, profiled, supply, { connections: options.connections, warmup: 0, duration: seconds });
        windows.push({ endpoint, fromUs, toUs: nowUs() });
      }
    } finally {
      await server.stop();
    }
    return Object.fromEntries(breakdowns(dir, windows));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export async function benchEngine(engine: Engine, options: EngineOptions, say: (line: string) => void): Promise<EngineResult> {
  const setup = await prepareEngine(engine, options, say);
  const servers: RunningServer[] = [];
  try {
    const product = await startProduct(setup.product);
    servers.push(product);
    const bare = await startBare({ target: setup.bareTarget, plansFile: setup.plansFile, port: await freePort() });
    servers.push(bare);
    const feedCookie = await signIn(product.url, setup.feedDater.email);
    const unlockers: UnlockDater[] = [];
    for (const dater of setup.unlockDaters) unlockers.push({ userId: dater.userId, cookie: await signIn(product.url, dater.email), matchIds: dater.matchIds });
    const targets: Record<Side, Target> = {
      product: { url: product.url, pid: product.pid, origin: product.url, feedCookie },
      bare: { url: bare.url, pid: bare.pid, origin: product.url, feedCookie },
    };
    await checkBothAnswer(setup, targets);

    const supply = new MatchSupply(unlockers);
    const results: EndpointResult[] = ENDPOINTS.map((endpoint) => ({
      endpoint,
      runs: { product: [], bare: [] },
      statements: {
        endpoint: realStatements(setup.recording.plans.find((p) => p.endpoint === endpoint)?.statements ?? []),
        session: realStatements(setup.recording.session),
      },
    }));
    for (let round = 0; round < options.rounds; round++) {
      // Alternating who goes first cancels a slow drift of the machine between the two.
      const order: Side[] = round % 2 === 0 ? ['product', 'bare'] : ['bare', 'product'];
      for (const result of results) {
        for (const side of order) {
          const figures = await measure(result.endpoint, targets[side], supply, options);
          result.runs[side].push(figures);
          say(
            `${engine} round ${round + 1}/${options.rounds} ${result.endpoint.padEnd(7)} ${side.padEnd(7)} ` +
              `${figures.reqPerSec.toFixed(0).padStart(6)} req/s  p99 ${figures.p99Ms.toFixed(1)} ms  errors ${figures.errors}  ` +
              `CPU ${figures.cpuMsPerRequest?.toFixed(2) ?? '?'} ms/req` +
              (figures.repeats ? `  repeats ${figures.repeats}` : ''),
          );
        }
      }
    }

    let profile: EngineResult['profile'] = null;
    if (options.profile) {
      say(`${engine}: one more run per endpoint with the product under the CPU profiler…`);
      // The measured server goes first: a PGlite directory opens in one process at a time.
      await product.stop();
      profile = await profileProduct(setup, targets.product, supply, options);
    }
    return { engine, serverVersion: setup.serverVersion, feedCards: setup.feedDater.matches, unlockSupply: supply.size, unlockDaters: unlockers.length, unlocksSent: supply.used, endpoints: results,
      profile };
  } finally {
    for (const server of servers.reverse()) await server.stop();
    await setup.dispose();
  }
}
