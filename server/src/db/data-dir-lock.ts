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
 * When the process started, in clock ticks since boot (Linux /proc/<pid>/stat, field 22), or
 * null where that cannot be read. With the pid it names one process: a pid can be reused after
 * its process dies (a container restart often gives the new server the old one's pid), a start
 * time cannot.
 */
export function processStartTime(pid: number): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name, field 2, is in parentheses and may hold spaces; count from after it.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[19] ?? null;
  } catch {
    return null;
  }
}

/** "pid start-time" for this process, or the pid alone where the start time is unknown. */
function lockContent(): string {
  const started = processStartTime(process.pid);
  return started ? `${process.pid} ${started}` : String(process.pid);
}

/** Whether the process a lock file names is still the one that wrote it. */
function holderRunning(content: string): { pid: number; running: boolean } {
  const [pidText = '', started] = content.trim().split(' ');
  const pid = Number.parseInt(pidText, 10);
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid || !isAlive(pid)) return { pid, running: false };
  // A live pid with another start time is a new process that was given a dead holder's pid.
  const current = started ? processStartTime(pid) : null;
  return { pid, running: current === null || current === started };
}

/**
 * PGlite has no lock of its own, and two processes writing one data directory corrupt it. We
 * take an exclusive lock file holding our pid and start time; a lock left by a process that has
 * died, or whose pid now belongs to another process, is stale and is taken over.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'kindred.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const content = lockContent();
      fs.writeFileSync(lockPath, content, { flag: 'wx' });
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          try {
            if (fs.readFileSync(lockPath, 'utf8') === content) fs.unlinkSync(lockPath);
          } catch {
            // Already gone: nothing to release.
          }
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = holderRunning(fs.readFileSync(lockPath, 'utf8'));
      if (holder.running) throw new DataDirLockedError(dataDir, holder.pid);
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not take the lock on ${dataDir}.`);
}
