import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import type { EnqueueRequest, Job, JobQueue, JobStatus, QueueDepth } from './job-queue.js';

export type { Job, JobQueue } from './job-queue.js';

type JobRow = {
  id: string;
  kind: string;
  user_id: string | null;
  payload: unknown;
  status: string;
  progress: unknown;
  result: unknown;
  error: string | null;
  attempts: number;
  max_attempts: number;
  created_at: Date;
  finished_at: Date | null;
};

function toJob(row: JobRow): Job {
  return {
    id: row.id,
    kind: row.kind,
    userId: row.user_id,
    payload: (row.payload ?? {}) as Record<string, unknown>,
    status: row.status as JobStatus,
    progress: (row.progress ?? {}) as Record<string, unknown>,
    result: row.result,
    error: row.error,
    attempts: row.attempts,
    maxAttempts: row.max_attempts,
    createdAt: row.created_at,
    finishedAt: row.finished_at,
  };
}

const ACTIVE = ['queued', 'running'] as const;
const COLUMNS = [
  'id',
  'kind',
  'user_id',
  'payload',
  'status',
  'progress',
  'result',
  'error',
  'attempts',
  'max_attempts',
  'created_at',
  'finished_at',
] as const;

/** Retries wait longer each time: 5 s, 20 s, 45 s… */
function backoffSeconds(attempt: number): number {
  return 5 * attempt * attempt;
}

export function createJobQueue(db: Kysely<DB>): JobQueue {
  return {
    async enqueue(request: EnqueueRequest): Promise<{ job: Job; created: boolean }> {
      const inserted = await db
        .insertInto('jobs')
        .values({
          kind: request.kind,
          user_id: request.userId ?? null,
          singleton_key: request.singletonKey ?? null,
          payload: JSON.stringify(request.payload ?? {}),
          max_attempts: request.maxAttempts ?? 3,
          priority: request.priority ?? 0,
          ...(request.runAfterMs ? { run_after: sql<Date>`now() + ${`${request.runAfterMs} milliseconds`}::interval` } : {}),
        })
        .onConflict((oc) => oc.column('singleton_key').where('status', 'in', ACTIVE).doNothing())
        .returning(COLUMNS)
        .executeTakeFirst();
      if (inserted) return { job: toJob(inserted), created: true };
      const active = await db
        .selectFrom('jobs')
        .select(COLUMNS)
        .where('singleton_key', '=', request.singletonKey ?? '')
        .where('status', 'in', ACTIVE)
        .executeTakeFirst();
      // The active job may have finished between our insert and this read; then try once more.
      if (!active) return this.enqueue(request);
      return { job: toJob(active), created: false };
    },

    /** Claims the oldest runnable job of the given kinds, including ones whose worker vanished. */
    async claim(kinds: string[], workerId: string, leaseMs: number): Promise<Job | null> {
      const result = await sql<JobRow>`
        update jobs set status = 'running', attempts = attempts + 1, locked_by = ${workerId},
          locked_until = now() + ${`${leaseMs} milliseconds`}::interval, updated_at = now()
        where id = (
          select id from jobs
          where kind = any(${kinds}::text[]) and run_after <= now()
            and (status = 'queued' or (status = 'running' and locked_until < now()))
          order by priority desc, run_after, created_at
          for update skip locked
          limit 1
        )
        returning ${sql.join(COLUMNS.map((c) => sql.ref(c)))}`.execute(db);
      const row = result.rows[0];
      return row ? toJob(row) : null;
    },

    /** Renews the lease and records progress; false when the job is no longer this worker's. */
    async heartbeat(id: string, workerId: string, leaseMs: number, progress?: Record<string, unknown>): Promise<boolean> {
      const result = await db
        .updateTable('jobs')
        .set({
          locked_until: sql`now() + ${`${leaseMs} milliseconds`}::interval`,
          updated_at: new Date(),
          ...(progress ? { progress: JSON.stringify(progress) } : {}),
        })
        .where('id', '=', id)
        .where('locked_by', '=', workerId)
        .where('status', '=', 'running')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async succeed(id: string, workerId: string, result: unknown): Promise<void> {
      await db
        .updateTable('jobs')
        .set({ status: 'succeeded', result: JSON.stringify(result ?? null), locked_by: null, locked_until: null, finished_at: new Date(), updated_at: new Date() })
        .where('id', '=', id)
        .where('locked_by', '=', workerId)
        .execute();
    },

    /** A failed attempt is retried with backoff until max_attempts, unless it cannot succeed. */
    async fail(job: Job, workerId: string, error: string, retryable: boolean): Promise<void> {
      const retry = retryable && job.attempts < job.maxAttempts;
      await db
        .updateTable('jobs')
        .set({
          status: retry ? 'queued' : 'failed',
          error: error.slice(0, 1000),
          locked_by: null,
          locked_until: null,
          run_after: retry ? sql`now() + ${`${backoffSeconds(job.attempts)} seconds`}::interval` : sql`run_after`,
          finished_at: retry ? null : new Date(),
          updated_at: new Date(),
        })
        .where('id', '=', job.id)
        .where('locked_by', '=', workerId)
        .execute();
    },

    /** Hands a job back at shutdown so the next worker starts it at once. */
    async release(id: string, workerId: string): Promise<void> {
      await db
        .updateTable('jobs')
        .set({ status: 'queued', locked_by: null, locked_until: null, attempts: sql`greatest(attempts - 1, 0)`, updated_at: new Date() })
        .where('id', '=', id)
        .where('locked_by', '=', workerId)
        .where('status', '=', 'running')
        .execute();
    },

    /** A job as its owner sees it; another dater's job id finds nothing. */
    async findForUser(id: string, userId: string): Promise<Job | null> {
      const row = await db.selectFrom('jobs').select(COLUMNS).where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
      return row ? toJob(row) : null;
    },

    async latestForUser(kind: string, userId: string): Promise<Job | null> {
      const row = await db
        .selectFrom('jobs')
        .select(COLUMNS)
        .where('kind', '=', kind)
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row ? toJob(row) : null;
    },

    async depth(): Promise<QueueDepth[]> {
      // A waiting job is one a worker could claim now; one in its retry backoff is not yet waiting.
      const result = await sql<{ kind: string; waiting: string; running: string; oldest: number | string | null }>`
        select kind,
          count(*) filter (where status = 'queued' and run_after <= now()) as waiting,
          count(*) filter (where status = 'running') as running,
          extract(epoch from now() - min(run_after) filter (where status = 'queued' and run_after <= now())) as oldest
        from jobs where status in ('queued', 'running')
        group by kind`.execute(db);
      return result.rows.map((row) => ({ kind: row.kind, waiting: Number(row.waiting), running: Number(row.running), oldestWaitingSeconds: Number(row.oldest ?? 0) }));
    },
  };
}
