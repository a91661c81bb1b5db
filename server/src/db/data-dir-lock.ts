import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {
  constructor(readonly dataDir: string, readonly holderPid: number) {
    super(
      `The data directory ${dataDir} is in use by another process (pid ${holderPid}). ` +
        'The embedded database allows one process at a time: stop the other process, ' +
        'point DATA_DIR elsewhere, or set DATABASE_URL to share a PostgreSQL server.',
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  release(): void;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM means the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite has no lock of its own, and two processes writing one data directory corrupt it. We
 * take an exclusive lock file holding our pid; a lock left by a process that has died is stale
 * and is taken over.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'kindred.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          try {
            if (fs.readFileSync(lockPath, 'utf8') === String(process.pid)) fs.unlinkSync(lockPath);
          } catch {
            // Already gone: nothing to release.
          }
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number.parseInt(fs.readFileSync(lockPath, 'utf8'), 10);
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isAlive(holder)) {
        throw new DataDirLockedError(dataDir, holder);
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not take the lock on ${dataDir}.`);
}
