import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Job, JobQueue } from './job-queue.js';

export interface JobContext {
  /** Records progress and renews the lease; throws JobLostError if another worker took over. */
  reportProgress(progress: Record<string, unknown>): Promise<void>;
  signal: AbortSignal;
}

export type JobHandler = (job: Job, context: JobContext) => Promise<unknown>;

/** Thrown by a handler for a failure that retrying cannot fix. */
export class PermanentJobError extends Error {
  override name = 'PermanentJobError';
}

export class JobLostError extends Error {
  override name = 'JobLostError';
}

export interface WorkerOptions {
  queue: JobQueue;
  handlers: Record<string, JobHandler>;
  log: FastifyBaseLogger;
  pollMs?: number;
  leaseMs?: number;
  /** Jobs run at once by this process. */
  concurrency?: number;
  /** Told of every attempt that ends, for the metrics; it must not throw. */
  onAttemptEnded?: (attempt: JobAttempt) => void;
}

/** How one attempt at a job ended: done, failed (to be retried or not), or handed back at shutdown. */
export interface JobAttempt {
  kind: string;
  outcome: 'succeeded' | 'failed' | 'released';
  seconds: number;
  /** What the handler returned, when it succeeded. */
  result?: unknown;
}

export interface Worker {
  id: string;
  /** Runs a poll now instead of waiting, e.g. right after a job was enqueued in this process. */
  nudge(): void;
  stop(): Promise<void>;
}

/**
 * Polls the queue and runs jobs. Any number of workers, in any number of processes, can share one
 * database: claiming skips locked rows, and leases expire if a worker dies mid-job.
 */
export function startWorker(options: WorkerOptions): Worker {
  const { queue, handlers, log } = options;
  const id = `${process.pid}-${crypto.randomBytes(4).toString('hex')}`;
  const pollMs = options.pollMs ?? 500;
  const leaseMs = options.leaseMs ?? 30_000;
  const concurrency = options.concurrency ?? 2;
  const kinds = Object.keys(handlers);
  const running = new Map<string, Promise<void>>();
  const abort = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let polling: Promise<void> | null = null;
  let stopped = false;

  async function run(job: Job) {
    const handler = handlers[job.kind];
    if (!handler) return;
    const context: JobContext = {
      signal: abort.signal,
      async reportProgress(progress) {
        // A stopping worker ends a long job at its next step, so shutting down never waits for a
        // whole match search; the job goes back to the queue for another worker.
        abort.signal.throwIfAborted();
        if (!(await queue.heartbeat(job.id, id, leaseMs, progress))) throw new JobLostError(`job ${job.id} is no longer ours`);
      },
    };
    // Renew the lease even when the handler is busy between progress reports.
    const keepAlive = setInterval(() => void queue.heartbeat(job.id, id, leaseMs).catch(() => {}), leaseMs / 3);
    const started = performance.now();
    const ended = (outcome: JobAttempt['outcome'], result?: unknown) => options.onAttemptEnded?.({ kind: job.kind, outcome, seconds: (performance.now() - started) / 1000, result });
    try {
      const result = await handler(job, context);
      await queue.succeed(job.id, id, result);
      ended('succeeded', result);
    } catch (error) {
      if (error instanceof JobLostError) return;
      if (stopped && abort.signal.aborted) {
        await queue.release(job.id, id);
        ended('released');
        return;
      }
      const message = error instanceof Error ? error.message : String(error);
      log.warn({ jobId: job.id, kind: job.kind, attempt: job.attempts, err: error }, 'job attempt failed');
      await queue.fail(job, id, message, !(error instanceof PermanentJobError));
      ended('failed');
    } finally {
      clearInterval(keepAlive);
    }
  }

  function poll(): Promise<void> {
    if (stopped) return Promise.resolve();
    polling ??= claimAndRun().finally(() => {
      polling = null;
    });
    return polling;
  }

  async function claimAndRun() {
    try {
      while (!stopped && running.size < concurrency) {
        const job = await queue.claim(kinds, id, leaseMs);
        if (!job) break;
        // Stopped while the claim was in flight: hand the job straight back.
        if (stopped) {
          await queue.release(job.id, id);
          break;
        }
        const task = run(job)
          .catch((error: unknown) => log.error({ err: error, jobId: job.id }, 'job bookkeeping failed'))
          .finally(() => {
            running.delete(job.id);
            schedule(0);
          });
        running.set(job.id, task);
      }
    } catch (error) {
      if (!stopped) log.error({ err: error }, 'job queue poll failed');
    }
  }

  function schedule(delay: number) {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => void poll().finally(() => schedule(pollMs)), delay);
  }

  schedule(0);
  return {
    id,
    nudge: () => schedule(0),
    async stop() {
      stopped = true;
      clearTimeout(timer);
      abort.abort();
      // Nothing may touch the database after stop returns: the caller closes it next.
      await Promise.allSettled([polling, ...running.values()]);
    },
  };
}
