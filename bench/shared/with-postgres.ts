import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { DatabaseKind as Engine } from '../../server/src/db/database.js';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

/**
 * With PostgreSQL asked for and no server given, runs the benchmark `entryFile` again under
 * scripts/with-postgres.sh and returns its exit code; undefined means "carry on here". Without
 * PostgreSQL's binaries the engine is dropped from `options.engines` and named in `skipped`.
 * `port` keeps each benchmark's throwaway server off the test suite's default port.
 */
export function rerunWithPostgres(options: { engines: Engine[] }, skipped: string[], entryFile: string, port: string): number | undefined {
  if (!options.engines.includes('postgres') || process.env.TEST_DATABASE_URL) return undefined;
  if (process.env.KINDRED_BENCH_WRAPPED) throw new Error('scripts/with-postgres.sh did not set TEST_DATABASE_URL');
  const initdb = path.join(process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin', 'initdb');
  if (!fs.existsSync(initdb)) {
    console.warn(`No TEST_DATABASE_URL and no ${initdb}: PostgreSQL is skipped (run scripts/install-test-deps.sh as root, or set TEST_DATABASE_URL).`);
    options.engines = options.engines.filter((e) => e !== 'postgres');
    skipped.push('PostgreSQL (no server available)');
    return undefined;
  }
  const child = spawnSync('bash', [path.join(ROOT, 'scripts', 'with-postgres.sh'), process.execPath, ...process.execArgv, entryFile, ...process.argv.slice(2)], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, KINDRED_BENCH_WRAPPED: '1', TEST_PG_PORT: process.env.TEST_PG_PORT ?? port },
  });
  return child.status ?? 1;
}

/**
 * Runs one statement (create or drop a database) on the throwaway server of TEST_DATABASE_URL,
 * over a connection of its own.
 */
export async function runAdminStatement(statement: string): Promise<void> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('PostgreSQL runs need TEST_DATABASE_URL (the benchmark starts a server when it is unset)');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
