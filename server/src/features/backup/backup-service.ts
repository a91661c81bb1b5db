import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.js';
import { newestAppliedMigration } from '../../db/migrate.js';
import { BackupError, writeBackupFile } from './backup-file.js';

/** Where backups go: DATA_DIR/backups, one file each, named by the moment they were taken. */
export const backupsDir = (dataDir: string) => path.join(dataDir, 'backups');
const BACKUP_NAME = /^kindred-\d{8}T\d{6}Z\.tar\.gz$/;

export interface BackupSettings {
  dataDir: string;
  /** The uploaded photos' folder, or null when they live in a bucket (backed up by the bucket's own means). */
  mediaDir: string | null;
  /** Backups kept; the oldest beyond this are deleted after each new one. */
  keep: number;
}

/** The backups in the folder, newest first. */
export function listBackups(dataDir: string): string[] {
  const dir = backupsDir(dataDir);
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir).filter((name) => BACKUP_NAME.test(name)).sort().reverse().map((name) => path.join(dir, name));
}

/** Takes one backup of the embedded database (and the photos on disk) and keeps the newest `keep`. */
export async function takeBackup(database: Database, settings: BackupSettings): Promise<string> {
  if (!database.snapshot) throw new BackupError('The server runs on PostgreSQL, which is backed up with pg_dump (docs/operations/backups.md).');
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
  let file = path.join(backupsDir(settings.dataDir), `kindred-${stamp}.tar.gz`);
  // Two backups in one second (a scheduled one and an operator's) keep both.
  for (let n = 1; fs.existsSync(file); n++) file = file.replace(/(-\d+)?\.tar\.gz$/, `-${n}.tar.gz`);
  await writeBackupFile({ file, snapshot: await database.snapshot(), mediaDir: settings.mediaDir, newestMigration: await newestAppliedMigration(database.db) });
  for (const old of listBackups(settings.dataDir).slice(settings.keep)) fs.rmSync(old, { force: true });
  return file;
}

/**
 * Backups on a schedule, and on demand (the operator's `npm run backup` signals the running
 * server). One runs at a time: a request while one is running waits for it and then takes its own.
 */
export function startBackups(database: Database, settings: BackupSettings & { intervalHours: number }, log: FastifyBaseLogger) {
  let last: Promise<unknown> = Promise.resolve();
  const now = (reason: string): Promise<string> => {
    const next = last.then(async () => {
      const started = performance.now();
      const file = await takeBackup(database, settings);
      log.info({ file, reason, ms: Math.round(performance.now() - started) }, 'backup written');
      return file;
    });
    last = next.catch((error: unknown) => log.error({ err: error, reason }, 'backup failed'));
    return next;
  };
  const timer = settings.intervalHours > 0 ? setInterval(() => void now('schedule').catch(() => {}), settings.intervalHours * 3_600_000) : undefined;
  timer?.unref();
  return {
    now,
    async stop() {
      clearInterval(timer);
      await last;
    },
  };
}
