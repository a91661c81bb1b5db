/**
 * The matching benchmark: `npm run bench:matching [-- --sizes=1000,10000,100000
 * --engines=pglite,postgres --searches=30 --no-write]`.
 *
 * For each engine and N, in a child process of its own so that memory figures do not mix, it
 * loads N daters into a fresh database, then measures stage-1 retrieval, whole searches without
 * an LLM, and LLM calls per search against a fake model. It prints a table and writes
 * docs/performance/matching.md. PostgreSQL runs on TEST_DATABASE_URL; when that
 * is unset the benchmark re-runs itself under scripts/with-postgres.sh, which starts one.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Engine } from './engines.js';
import { rerunWithPostgres } from './shared/with-postgres.js';
import { benchOneSize } from './one-size.js';
import { printSummary, say, writeMarkdown, type SizeResult } from './report.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

interface Options {
  sizes: number[];
  engines: Engine[];
  searches: number;
  write: boolean;
  /** Internal: run one engine and size in this process (the parent runs each in a child). */
  only?: { engine: Engine; size: number };
}

function parseArgs(argv: readonly string[]): Options {
  const options: Options = { sizes: [1000, 10_000, 100_000], engines: ['pglite', 'postgres'], searches: 30, write: true };
  for (const arg of argv) {
    const [flag, value = ''] = arg.split('=', 2) as [string, string?];
    if (flag === '--sizes') options.sizes = value.split(',').map((v) => Number.parseInt(v, 10));
    else if (flag === '--engines') options.engines = value.split(',') as Engine[];
    else if (flag === '--searches') options.searches = Number.parseInt(value, 10);
    else if (flag === '--no-write') options.write = false;
    else if (flag === '--only') {
      const [engine = '', size = ''] = value.split(':');
      options.only = { engine: engine as Engine, size: Number.parseInt(size, 10) };
      options.engines = [options.only.engine];
      options.sizes = [options.only.size];
    } else throw new Error(`Unknown option ${arg}. Options: --sizes=1000,10000,100000 --engines=pglite,postgres --searches=30 --no-write`);
  }
  if (options.sizes.some((n) => !Number.isInteger(n) || n < 100)) throw new Error('--sizes takes whole numbers of at least 100');
  if (options.engines.some((e) => e !== 'pglite' && e !== 'postgres')) throw new Error('--engines takes pglite and/or postgres');
  if (!Number.isInteger(options.searches) || options.searches < 1) throw new Error('--searches takes a positive whole number');
  options.sizes.sort((a, b) => a - b);
  return options;
}

/** Runs one engine and size in a child process and reads back its figures. */
function runChild(engine: Engine, size: number, searches: number): SizeResult | string {
  const resultFile = path.join(os.tmpdir(), `kindred-bench-${process.pid}-${engine}-${size}.json`);
  const child = spawnSync(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), `--only=${engine}:${size}`, `--searches=${searches}`], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, KINDRED_BENCH_RESULT: resultFile },
  });
  try {
    if (child.status !== 0) return `${engine} ${size} failed (exit ${child.status ?? child.signal})`;
    return JSON.parse(fs.readFileSync(resultFile, 'utf8')) as SizeResult;
  } finally {
    fs.rmSync(resultFile, { force: true });
  }
}

async function main(): Promise<number> {
  const options = parseArgs(process.argv.slice(2));
  if (options.only) {
    const result = await benchOneSize(options.only.engine, options.only.size, options.searches);
    const file = process.env.KINDRED_BENCH_RESULT;
    if (file) fs.writeFileSync(file, JSON.stringify(result));
    return 0;
  }
  const skipped: string[] = [];
  const wrapped = rerunWithPostgres(options, skipped, fileURLToPath(import.meta.url), '55439');
  if (wrapped !== undefined) return wrapped;

  const startedAt = new Date();
  const loadAverage = os.loadavg();
  const results: SizeResult[] = [];
  for (const engine of options.engines) {
    for (const size of options.sizes) {
      const outcome = runChild(engine, size, options.searches);
      if (typeof outcome === 'string') {
        console.error(outcome);
        skipped.push(outcome);
      } else {
        results.push(outcome);
      }
    }
  }
  if (results.length === 0) return 1;
  printSummary(results);
  if (options.write) {
    writeMarkdown(results, { searches: options.searches, loadAverage, startedAt, finishedAt: new Date(), skipped });
    say('\nWrote the match-search section of docs/performance/matching.md');
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
