/**
 * The API benchmark: `npm run bench:api [-- --engines=pglite,postgres --duration=10 --warmup=3
 * --rounds=2 --connections=10 --no-profile --no-write]`.
 *
 * For each engine it runs the real server and a bare `node:http` handler doing the same SQL
 * side by side, loads the match feed, the dater's own profile and an unlock with autocannon,
 * and prints throughput ratios and p99; then it profiles the product's CPU per endpoint (skip
 * with --no-profile) and writes the api section of docs/performance/api.md.
 * PostgreSQL runs on TEST_DATABASE_URL; when that is unset the benchmark re-runs itself under
 * scripts/with-postgres.sh, which starts a throwaway server.
 */
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import type { Engine } from './engines.js';
import { rerunWithPostgres } from './shared/with-postgres.js';
import { printSummary } from './api/report.js';
import { writeApiSection } from './api/report-markdown.js';
import { benchEngine, type EngineOptions, type EngineResult } from './api/run-engine.js';
import type { SetupOptions } from './api/setup.js';

interface Options extends Omit<EngineOptions, keyof SetupOptions> {
  engines: Engine[];
  write: boolean;
}

const USAGE = 'Options: --engines=pglite,postgres --duration=10 --warmup=3 --rounds=2 --connections=10 --no-profile --no-write';

function parseArgs(argv: readonly string[]): Options {
  const options: Options = { engines: ['pglite', 'postgres'], duration: 10, warmup: 3, rounds: 2, connections: 10, profile: true, write: true };
  const whole = (flag: string, value: string, min: number) => {
    const n = Number(value);
    if (!Number.isInteger(n) || n < min) throw new Error(`${flag} takes a whole number of at least ${min}`);
    return n;
  };
  for (const arg of argv) {
    const [flag, value = ''] = arg.split('=', 2) as [string, string?];
    if (flag === '--engines') options.engines = value.split(',') as Engine[];
    else if (flag === '--duration') options.duration = whole(flag, value, 1);
    else if (flag === '--warmup') options.warmup = whole(flag, value, 0);
    else if (flag === '--rounds') options.rounds = whole(flag, value, 1);
    else if (flag === '--connections') options.connections = whole(flag, value, 1);
    else if (flag === '--no-profile') options.profile = false;
    else if (flag === '--no-write') options.write = false;
    else throw new Error(`Unknown option ${arg}. ${USAGE}`);
  }
  if (options.engines.length === 0 || options.engines.some((e) => e !== 'pglite' && e !== 'postgres')) throw new Error('--engines takes pglite and/or postgres');
  return options;
}

/**
 * Locked matches the unlock runs may spend: one per request, both sides, warm-ups included.
 * Sized for 1,500 unlocks a second over the whole run, well above what two shared cores have
 * done; any unlock past the supply is counted and reported as a repeat.
 */
function setupOptions(options: Options): SetupOptions {
  const seconds = (options.duration + options.warmup) * options.rounds * 2;
  const unlockDaters = Math.max(options.connections, 2);
  return { unlockDaters, unlockMatches: Math.ceil((seconds * 1500) / unlockDaters) };
}

const say = (line = '') => process.stdout.write(`${line}\n`);

async function main(): Promise<number> {
  const options = parseArgs(process.argv.slice(2));
  const skipped: string[] = [];
  const wrapped = rerunWithPostgres(options, skipped, fileURLToPath(import.meta.url), '55441');
  if (wrapped !== undefined) return wrapped;

  const startedAt = new Date();
  const loadAverage = os.loadavg();
  const results: EngineResult[] = [];
  for (const engine of options.engines) {
    try {
      results.push(await benchEngine(engine, { ...options, ...setupOptions(options) }, say));
    } catch (error) {
      console.error(`${engine} failed:`, error);
      skipped.push(`${engine} (failed: ${error instanceof Error ? error.message : String(error)})`);
    }
  }
  if (results.length === 0) return 1;
  printSummary(results, say);
  if (options.write) {
    writeApiSection(results, { ...options, startedAt, finishedAt: new Date(), loadAverage, skipped });
    say('\nWrote the api section of docs/performance/api.md');
  }
  return skipped.some((s) => s.includes('failed')) ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
