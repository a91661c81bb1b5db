/**
 * The worker's side of the run, from the job table: for each kind of job the worker had to do
 * while the load ran (queued then, finished then, or still waiting), how many, how many failed, and how long each took from being queued to being finished
 * (waiting for the worker included), which explains a slow search.
 */
import pg from 'pg';

export interface JobKindFigures {
  kind: string;
  count: number;
  failed: number;
  unfinished: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
}

export async function jobFigures(databaseUrl: string, since: Date): Promise<JobKindFigures[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ kind: string; count: string; failed: string; unfinished: string; p50: number | null; p95: number | null; max: number | null }>(
      `select kind, count(*) as count,
              count(*) filter (where status = 'failed') as failed,
              count(*) filter (where finished_at is null) as unfinished,
              percentile_disc(0.5) within group (order by extract(epoch from finished_at - created_at) * 1000) as p50,
              percentile_disc(0.95) within group (order by extract(epoch from finished_at - created_at) * 1000) as p95,
              max(extract(epoch from finished_at - created_at) * 1000) as max
         from jobs where created_at >= $1 or finished_at >= $1 or finished_at is null group by kind order by count(*) desc`,
      [since],
    );
    return rows.map((row) => ({
      kind: row.kind,
      count: Number(row.count),
      failed: Number(row.failed),
      unfinished: Number(row.unfinished),
      p50Ms: Number(row.p50 ?? 0),
      p95Ms: Number(row.p95 ?? 0),
      maxMs: Number(row.max ?? 0),
    }));
  } finally {
    await client.end();
  }
}

/** Waits until the worker has nothing queued or running, so the clock starts on an idle queue. */
export async function waitForIdleQueue(databaseUrl: string, timeoutMs: number, say: (line: string) => void): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const started = Date.now();
  try {
    for (let round = 0;; round++) {
      const { rows } = await client.query<{ waiting: string }>(`select count(*) as waiting from jobs where status in ('queued', 'running')`);
      const waiting = Number(rows[0]?.waiting ?? 0);
      if (waiting === 0) return Date.now() - started;
      if (Date.now() - started > timeoutMs) throw new Error(`the worker still had ${waiting} jobs after ${timeoutMs / 1000} s`);
      if (round % 30 === 0) say(`  waiting for the worker: ${waiting} jobs queued or running`);
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  } finally {
    await client.end();
  }
}
