export type JobStatus = 'queued' | 'running' | 'succeeded' | 'failed';

export interface Job {
  id: string;
  kind: string;
  userId: string | null;
  payload: Record<string, unknown>;
  status: JobStatus;
  progress: Record<string, unknown>;
  result: unknown;
  error: string | null;
  attempts: number;
  maxAttempts: number;
  createdAt: Date;
  finishedAt: Date | null;
}

export interface EnqueueRequest {
  kind: string;
  userId?: string;
  payload?: Record<string, unknown>;
  /** At most one queued or running job per key; enqueueing again returns that job. */
  singletonKey?: string;
  maxAttempts?: number;
  /** Claimed before lower priorities (0 by default); see JOB_PRIORITY. */
  priority?: number;
  /** Not claimed before this many milliseconds from now. */
  runAfterMs?: number;
}

/** Job priorities: only a newcomer's first search is urgent enough to jump the queue. */
export const JOB_PRIORITY = { routine: 0, firstSearch: 10 } as const;

/**
 * The job queue, kept in the database (job-queue-repository.ts) so that every process shares it:
 * API processes enqueue, the worker claims, and a job whose worker vanished is claimed again.
 */
export interface JobQueue {
  enqueue(request: EnqueueRequest): Promise<{ job: Job; created: boolean }>;
  /** Claims the oldest runnable job of the given kinds, including ones whose worker vanished. */
  claim(kinds: string[], workerId: string, leaseMs: number): Promise<Job | null>;
  /** Renews the lease and records progress; false when the job is no longer this worker's. */
  heartbeat(id: string, workerId: string, leaseMs: number, progress?: Record<string, unknown>): Promise<boolean>;
  succeed(id: string, workerId: string, result: unknown): Promise<void>;
  /** A failed attempt is retried with backoff until max_attempts, unless it cannot succeed. */
  fail(job: Job, workerId: string, error: string, retryable: boolean): Promise<void>;
  /** Hands a job back at shutdown so the next worker starts it at once. */
  release(id: string, workerId: string): Promise<void>;
  /** A job as its owner sees it; another dater's job id finds nothing. */
  findForUser(id: string, userId: string): Promise<Job | null>;
  latestForUser(kind: string, userId: string): Promise<Job | null>;
  /** Per kind: jobs waiting to run now, jobs running, and how long the oldest waiting one has waited. */
  depth(): Promise<QueueDepth[]>;
}

export interface QueueDepth {
  kind: string;
  waiting: number;
  running: number;
  oldestWaitingSeconds: number;
}
