import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { vector } from '@electric-sql/pglite-pgvector';
import { acquireDataDirLock } from '../../db/data-dir-lock.js';
import { KNOWN_MIGRATIONS } from '../../db/migrate.js';
import { BackupError, readBackupFile, type BackupManifest } from './backup-file.js';

export interface RestoreOutcome {
  manifest: BackupManifest;
  /** Where the database and photos that were replaced were moved, so nothing is lost by a restore. */
  keptAside: string[];
}

/**
 * Restores a backup into DATA_DIR with the server stopped: the data directory's lock refuses
 * while a server holds it. The backup is read and checked in full first; a file that is not a
 * Kindred backup, or holds a schema newer than this version knows, changes nothing. What it
 * replaces is moved aside, not deleted.
 */
export async function restoreBackup(file: string, dataDir: string, options: { restoreMedia: boolean }): Promise<RestoreOutcome> {
  const lock = acquireDataDirLock(dataDir);
  const work = fs.mkdtempSync(path.join(dataDir, '.restoring-'));
  try {
    const backup = await readBackupFile(path.resolve(file), work);
    if (!KNOWN_MIGRATIONS.includes(backup.manifest.newestMigration)) {
      throw new BackupError(`${file} comes from a newer version of Kindred (its schema reaches ${backup.manifest.newestMigration}): restore it with that version or a later one.`);
    }
    const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
    const keptAside: string[] = [];
    const moveAside = (name: string) => {
      const current = path.join(dataDir, name);
      if (!fs.existsSync(current)) return;
      const aside = path.join(dataDir, `${name}.before-restore-${stamp}`);
      fs.renameSync(current, aside);
      keptAside.push(aside);
    };
    moveAside('pgdata');
    try {
      const pglite = await PGlite.create(path.join(dataDir, 'pgdata'), { loadDataDir: backup.database, extensions: { vector } });
      await pglite.query('select 1');
      await pglite.close();
    } catch (error) {
      // Put the database that was there back, so a failed restore leaves things as they were.
      fs.rmSync(path.join(dataDir, 'pgdata'), { recursive: true, force: true });
      const aside = keptAside.pop();
      if (aside) fs.renameSync(aside, path.join(dataDir, 'pgdata'));
      throw new BackupError(`${file} could not be loaded as a database (${error instanceof Error ? error.message : String(error)}); nothing was changed.`);
    }
    if (options.restoreMedia && backup.mediaDir) {
      moveAside('media');
      fs.renameSync(backup.mediaDir, path.join(dataDir, 'media'));
    }
    return { manifest: backup.manifest, keptAside };
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
    lock.release();
  }
}
