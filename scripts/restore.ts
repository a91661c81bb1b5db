/**
 * `npm run restore -- <file>`: puts a backup from `npm run backup` (or the server's schedule)
 * back into DATA_DIR, with the server stopped. The database and photos it replaces are moved
 * aside, not deleted. Refuses a file that is not a Kindred backup, or one from a newer version.
 */
import path from 'node:path';
import { loadConfig } from '../server/src/config/env.js';
import { DataDirLockedError } from '../server/src/db/data-dir-lock.js';
import { BackupError } from '../server/src/features/backup/backup-file.js';
import { restoreBackup } from '../server/src/features/backup/restore-backup.js';

const file = process.argv[2];
if (!file || process.argv.length > 3) {
  console.error('Usage: npm run restore -- <backup file>   (with the server stopped)');
  process.exit(2);
}
const config = loadConfig();
if (config.databaseUrl) {
  console.error('DATABASE_URL is set: PostgreSQL is restored with pg_restore (docs/operations/backups.md).');
  process.exit(2);
}
try {
  const outcome = await restoreBackup(file, config.dataDir, { restoreMedia: config.storage.kind === 'disk' });
  console.log(`Restored the backup of ${outcome.manifest.createdAt} into ${path.resolve(config.dataDir)}.`);
  for (const aside of outcome.keptAside) console.log(`What it replaced is kept in ${aside}.`);
  console.log('Start the server as usual; it brings the schema up to date if the backup is older.');
} catch (error) {
  if (error instanceof DataDirLockedError) {
    console.error(`The server is running (pid ${error.holderPid}): stop it, then restore.`);
    process.exit(1);
  }
  if (error instanceof BackupError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
