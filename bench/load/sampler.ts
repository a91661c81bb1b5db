/**
 * What the run costs the machine: the database connections in use, read from pg_stat_activity
 * every second, and the CPU each process of the deployment used, read from /proc.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import pg from 'pg';

export interface ConnectionSample {
  /** Connections the product's processes hold open to its database. */
  open: number;
  /** Of those, the ones running a statement at that moment (state active). */
  active: number;
}

export async function sampleConnections(databaseUrl: string, databaseName: string): Promise<{ samples: ConnectionSample[]; stop(): Promise<void> }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const samples: ConnectionSample[] = [];
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      const { rows } = await client.query<{ open: string; active: string }>(
        `select count(*) as open, count(*) filter (where state = 'active') as active
           from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`,
        [databaseName],
      );
      samples.push({ open: Number(rows[0]?.open ?? 0), active: Number(rows[0]?.active ?? 0) });
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  })();
  return {
    samples,
    async stop() {
      stopped = true;
      await loop;
      await client.end();
    },
  };
}

const TICKS_PER_SECOND = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** The fields of /proc/PID/stat after the command name (which may hold spaces). */
function statFields(pid: number): string[] {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}

/**
 * The PostgreSQL server's CPU milliseconds: the postmaster, its live backends, and the backends
 * that have ended (the postmaster reaps them, so their time is in its cutime and cstime).
 */
export function postgresCpuMs(postmasterPid: number): number | null {
  try {
    const own = statFields(postmasterPid);
    let ticks = Number(own[11]) + Number(own[12]) + Number(own[13]) + Number(own[14]);
    for (const entry of fs.readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const fields = statFields(Number(entry));
        if (Number(fields[1]) === postmasterPid) ticks += Number(fields[11]) + Number(fields[12]);
      } catch {
        // The process ended while being read.
      }
    }
    return (ticks * 1000) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/** The postmaster's pid: the parent of the backend serving this connection. */
export async function postmasterPid(databaseUrl: string): Promise<number | null> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
    return Number(statFields(Number(rows[0]?.pid))[1]);
  } catch {
    return null;
  } finally {
    await client.end();
  }
}
