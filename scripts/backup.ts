/**
 * `npm run backup`: one backup of the embedded database (and the photos on disk) into
 * DATA_DIR/backups, now. While the server runs, only it may read the database, so the command
 * asks it (SIGUSR2) and waits for the file; with the server stopped, it takes the backup itself.
 * Reads the same configuration as the server, so it finds the same DATA_DIR.
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../server/src/config/env.js';
import { openDatabase } from '../server/src/db/database.js';
import { DataDirLockedError } from '../server/src/db/data-dir-lock.js';
import { listBackups, takeBackup } from '../server/src/features/backup/backup-service.js';

const WAIT_MS = 10 * 60_000;
const config = loadConfig();
if (config.databaseUrl) {
  console.error('DATABASE_URL is set: PostgreSQL is backed up with pg_dump (docs/operations/backups.md).');
  process.exit(2);
}
if (!fs.existsSync(path.join(config.dataDir, 'pgdata', 'PG_VERSION'))) {
  console.error(`There is no embedded database in ${path.resolve(config.dataDir)} to back up.`);
  process.exit(1);
}
const mediaDir = config.storage.kind === 'disk' ? path.join(config.dataDir, 'media') : null;

try {
  const database = await openDatabase({ databaseUrl: undefined, dataDir: config.dataDir, poolSize: 1 });
  try {
    console.log(`Backup written: ${await takeBackup(database, { dataDir: config.dataDir, mediaDir, keep: config.backups.keep })}`);
  } finally {
    await database.close();
  }
} catch (error) {
  if (!(error instanceof DataDirLockedError)) throw error;
  const before = new Set(listBackups(config.dataDir));
  process.kill(error.holderPid, 'SIGUSR2');
  console.log(`The server (pid ${error.holderPid}) is taking the backup…`);
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const fresh = listBackups(config.dataDir).find((file) => !before.has(file));
    if (fresh) {
      console.log(`Backup written: ${fresh}`);
      break;
    }
    if (Date.now() > deadline) {
      console.error('No backup appeared within 10 minutes; the server log says why.');
      process.exit(1);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
if (mediaDir === null) console.log('Photos live in the S3 bucket and are not in the file: back the bucket up with its own tools.');
