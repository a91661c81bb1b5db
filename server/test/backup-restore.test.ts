import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataDirLockedError, processStartTime } from '../src/db/data-dir-lock.js';
import { BackupError } from '../src/features/backup/backup-file.js';
import { listBackups } from '../src/features/backup/backup-service.js';
import { restoreBackup } from '../src/features/backup/restore-backup.js';
import { TestClient, uniqueEmail } from './support/http-client.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/**
 * Backups and restores (docs/operations/backups.md). On the embedded database the server writes
 * them itself and `npm run restore` puts one back; on PostgreSQL pg_dump and pg_restore do, and
 * the server starts on what they restored.
 */
const PASSWORD = 'correct-horse-battery';
const before = uniqueEmail('before-backup');
const after = uniqueEmail('after-backup');
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'kindred-backup-test-'));
let t: TestApp;

async function signsIn(app: TestApp, email: string): Promise<boolean> {
  return (await new TestClient(app.baseUrl).signIn(email, PASSWORD)).ok;
}

beforeAll(async () => {
  t = await startTestApp({ BACKUP_KEEP: '2' });
  await new TestClient(t.baseUrl).signUp(before, PASSWORD);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(scratch, { recursive: true, force: true });
});

describe('the embedded database', () => {
  it('is backed up by the running server with its photos, and a restore brings back exactly that moment', async () => {
    // On PostgreSQL the server takes no backups of its own: pg_dump does (below).
    if (t.database.kind === 'postgres') return expect(t.backups).toBeUndefined();
    if (!t.backups) throw new Error('the embedded server has no backups');
    const photo = path.join(t.config.dataDir, 'media', 'profile', 'kept-photo.webp');
    fs.mkdirSync(path.dirname(photo), { recursive: true });
    fs.writeFileSync(photo, 'photo bytes');
    const file = await t.backups.now('test');
    expect(path.dirname(file)).toBe(path.join(t.config.dataDir, 'backups'));
    await new TestClient(t.baseUrl).signUp(after, PASSWORD);

    // A data directory another live process holds (here the test runner's parent) is refused.
    const restoredDir = path.join(scratch, 'restored');
    fs.mkdirSync(restoredDir);
    const lockFile = path.join(restoredDir, 'kindred.lock');
    fs.writeFileSync(lockFile, `${process.ppid} ${processStartTime(process.ppid) ?? ''}`.trim());
    await expect(restoreBackup(file, restoredDir, { restoreMedia: true })).rejects.toBeInstanceOf(DataDirLockedError);
    expect(fs.readdirSync(restoredDir)).toEqual(['kindred.lock']);
    fs.rmSync(lockFile);

    const outcome = await restoreBackup(file, restoredDir, { restoreMedia: true });
    expect(outcome.manifest.format).toBe('kindred-backup');
    expect(fs.readFileSync(path.join(restoredDir, 'media', 'profile', 'kept-photo.webp'), 'utf8')).toBe('photo bytes');
    const restored = await startTestApp({ DATA_DIR: restoredDir });
    try {
      expect(await signsIn(restored, before)).toBe(true);
      expect(await signsIn(restored, after)).toBe(false);
    } finally {
      await restored.close();
    }
  });

  it('keeps the newest BACKUP_KEEP backups and deletes older ones', async () => {
    if (t.database.kind === 'postgres') return expect(t.backups).toBeUndefined();
    if (!t.backups) throw new Error('the embedded server has no backups');
    for (let i = 0; i < 3; i++) await t.backups.now('test');
    expect(listBackups(t.config.dataDir)).toHaveLength(2);
  });

  it('keeps what a restore replaces aside, and refuses a file that is not a backup or comes from a newer version', async () => {
    const target = path.join(scratch, 'target');
    fs.mkdirSync(path.join(target, 'pgdata'), { recursive: true });
    fs.writeFileSync(path.join(target, 'pgdata', 'PG_VERSION'), '17');
    const notABackup = path.join(scratch, 'notes.txt');
    fs.writeFileSync(notABackup, 'not a backup');
    await expect(restoreBackup(notABackup, target, { restoreMedia: true })).rejects.toThrow(/is not a Kindred backup/);

    const future = path.join(scratch, 'future');
    fs.mkdirSync(future);
    fs.writeFileSync(path.join(future, 'manifest.json'),
      JSON.stringify({ format: 'kindred-backup', version: 1, createdAt: new Date().toISOString(), newestMigration: '999-from-the-future', media: false }));
    fs.writeFileSync(path.join(future, 'pgdata.tar.gz'), 'never read');
    const futureFile = path.join(scratch, 'future.tar.gz');
    await tar.create({ gzip: true, file: futureFile, cwd: future }, ['manifest.json', 'pgdata.tar.gz']);
    const refusal = restoreBackup(futureFile, target, { restoreMedia: true });
    await expect(refusal).rejects.toBeInstanceOf(BackupError);
    await expect(refusal).rejects.toThrow(/newer version of Kindred/);
    // Nothing was moved: the database that was there is still in place.
    expect(fs.readFileSync(path.join(target, 'pgdata', 'PG_VERSION'), 'utf8')).toBe('17');
    expect(fs.readdirSync(target).filter((name) => name.includes('before-restore'))).toEqual([]);
  });
});

describe('PostgreSQL', () => {
  it('is restored by pg_restore from a pg_dump, and the server starts on it with every dater', async () => {
    const url = t.config.databaseUrl;
    // The embedded database is backed up by the server itself (above).
    if (t.database.kind === 'pglite' || !url) return expect(t.backups).toBeDefined();
    const bin = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
    const dump = path.join(scratch, 'kindred.dump');
    execFileSync(path.join(bin, 'pg_dump'), ['--format=custom', `--file=${dump}`, url]);
    const copyName = `kindred_restored_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${copyName}`);
    await admin.end();
    const copyUrl = new URL(url);
    copyUrl.pathname = `/${copyName}`;
    execFileSync(path.join(bin, 'pg_restore'), ['--no-owner', `--dbname=${copyUrl.toString()}`, dump]);
    const restored = await startTestApp({ DATABASE_URL: copyUrl.toString() });
    try {
      expect(restored.backups).toBeUndefined();
      expect(await signsIn(restored, before)).toBe(true);
    } finally {
      await restored.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${copyName} with (force)`);
      await cleanup.end();
    }
  });
});
