import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError, processStartTime } from '../src/db/data-dir-lock.js';
import { runServerProcess } from './support/run-server.js';

function tempDir() {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'kindred-lock-'));
}

describe('the data-directory lock', () => {
  it('refuses a second holder while the first is alive, and frees the directory on release', () => {
    const dir = tempDir();
    const first = acquireDataDirLock(dir);
    // A lock file naming another live process (our parent) stands for a second server.
    fs.writeFileSync(path.join(dir, 'kindred.lock'), String(process.ppid));
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    fs.writeFileSync(path.join(dir, 'kindred.lock'), `${process.pid} ${processStartTime(process.pid)}`);
    first.release();
    expect(fs.existsSync(path.join(dir, 'kindred.lock'))).toBe(false);
    acquireDataDirLock(dir).release();
  });

  it('takes over a lock left by a process that has died', () => {
    const dir = tempDir();
    // Pids are at most 2^22 on Linux, so this one cannot be running.
    fs.writeFileSync(path.join(dir, 'kindred.lock'), '9999999');
    const lock = acquireDataDirLock(dir);
    expect(fs.readFileSync(path.join(dir, 'kindred.lock'), 'utf8')).toBe(`${process.pid} ${processStartTime(process.pid)}`);
    lock.release();
  });

  it('tells a live holder from another process that was given its pid after it died', () => {
    const dir = tempDir();
    const lockPath = path.join(dir, 'kindred.lock');
    const parentStarted = processStartTime(process.ppid);
    expect(parentStarted).toMatch(/^\d+$/);
    // The parent is alive and started when the lock says: the directory is in use.
    fs.writeFileSync(lockPath, `${process.ppid} ${parentStarted}`);
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    // The same live pid with another start time: the holder died and the pid went to someone else.
    fs.writeFileSync(lockPath, `${process.ppid} ${Number(parentStarted) + 1}`);
    const lock = acquireDataDirLock(dir);
    expect(fs.readFileSync(lockPath, 'utf8')).toBe(`${process.pid} ${processStartTime(process.pid)}`);
    lock.release();
    expect(fs.existsSync(lockPath)).toBe(false);
  });

  it('makes a second server on the same DATA_DIR refuse to start with a clear message', { timeout: 90_000 }, async () => {
    const dir = tempDir();
    const held = acquireDataDirLock(dir);
    try {
      const result = await runServerProcess({ DATA_DIR: dir, PORT: '0' });
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(`The data directory ${dir} is in use by another process (pid ${process.pid})`);
      expect(fs.existsSync(path.join(dir, 'pgdata'))).toBe(false);
    } finally {
      held.release();
    }
  });
});
