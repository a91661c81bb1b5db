/**
 * `npm run db:move -- --to <DATABASE_URL>`: copies the embedded database in DATA_DIR into an
 * empty PostgreSQL database with pgvector, with the server stopped, and checks the copy table by
 * table (docs/operations/move-to-postgresql.md). Reads the same configuration as the server, so
 * it finds the same DATA_DIR.
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../server/src/config/env.js';
import { DataDirLockedError } from '../server/src/db/data-dir-lock.js';
import { DatabaseMoveError, describeTarget, moveToPostgres, type TableCheck } from '../server/src/db/move/move-database.js';

const args = process.argv.slice(2);
const toIndex = args.indexOf('--to');
const targetUrl = toIndex >= 0 ? args[toIndex + 1] : undefined;
if (!targetUrl || args.length !== 2) {
  console.error('Usage: npm run db:move -- --to postgres://user:password@host:5432/database   (with the server stopped)');
  process.exit(2);
}
const config = loadConfig();
if (config.databaseUrl) {
  console.error('DATABASE_URL is set, so this configuration already uses PostgreSQL: unset it to move the embedded database.');
  process.exit(2);
}
const dataDir = path.resolve(config.dataDir);
if (!fs.existsSync(path.join(dataDir, 'pgdata', 'PG_VERSION'))) {
  console.error(`There is no embedded database in ${dataDir} to move.`);
  process.exit(1);
}

function printSummary(tables: TableCheck[]): void {
  const width = Math.max(5, ...tables.map((t) => t.table.length));
  console.log(`${'table'.padEnd(width)}  ${'rows'.padStart(8)}  check`);
  for (const t of [...tables].sort((a, b) => a.table.localeCompare(b.table))) {
    const rows = t.sourceRows === t.targetRows ? String(t.sourceRows) : `${t.sourceRows}→${t.targetRows}`;
    console.log(`${t.table.padEnd(width)}  ${rows.padStart(8)}  ${t.ok ? 'ok' : 'DIFFERENT'}`);
  }
}

console.log(`Moving the embedded database in ${dataDir} to ${describeTarget(targetUrl)}.`);
try {
  const outcome = await moveToPostgres({ dataDir: config.dataDir, targetUrl, log: (line) => console.log(line) });
  printSummary(outcome.tables);
  const rows = outcome.tables.reduce((sum, t) => sum + t.sourceRows, 0);
  console.log(`Done: ${outcome.tables.length} tables, ${rows} rows and ${outcome.sequences} sequences copied; every row count and checksum matches.`);
  console.log('Next: set DATABASE_URL to this database in every process.');
  if (config.storage.kind === 'disk') {
    console.log(`Photos stay on disk in ${path.join(dataDir, 'media')}: start every process with DATA_DIR=${dataDir}`);
    console.log('(or copy that media folder, and secrets.json, into the DATA_DIR they use; or move the photos to S3 first).');
  } else {
    console.log('Photos are in the S3 bucket already: give every process the same S3 settings.');
  }
} catch (error) {
  if (error instanceof DataDirLockedError) {
    console.error(`The server is running (pid ${error.holderPid}): stop it, then move.`);
    process.exit(1);
  }
  if (error instanceof DatabaseMoveError) {
    if (error.summary.length > 0) printSummary(error.summary);
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
