import { z } from 'zod';
import type { EnqueueRequest, Job, JobQueue } from './job-queue.js';
import { PermanentJobError, type JobContext, type JobHandler } from './worker.js';

/**
 * A kind of job with the shape of its payload (decision 034). The payload is checked with its
 * schema when the job is queued and again when a worker reads it back from the database, so a
 * handler receives exactly the type it declares, and a payload that does not fit (a row written
 * by an older version, say) fails the job for good instead of throwing somewhere inside it.
 */
export interface JobKind<Payload> {
  kind: string;
  payload: z.ZodType<Payload>;
}

export function defineJobKind<Payload>(kind: string, payload: z.ZodType<Payload>): JobKind<Payload> {
  return { kind, payload };
}

/** A job of a known kind, its payload typed. */
export type TypedJob<Payload> = Omit<Job, 'payload'> & { payload: Payload };

/** Queues a job of this kind; the payload must fit the kind's schema. */
export function enqueueJob<Payload>(
  queue: Pick<JobQueue, 'enqueue'>,
  kind: JobKind<Payload>,
  request: Omit<EnqueueRequest, 'kind' | 'payload'> & { payload: Payload },
): ReturnType<JobQueue['enqueue']> {
  const payload = kind.payload.parse(request.payload) as Record<string, unknown>;
  return queue.enqueue({ ...request, kind: kind.kind, payload });
}

/** The worker's handler for this kind: it reads the payload through the schema first. */
export function handleJob<Payload>(kind: JobKind<Payload>, handler: (job: TypedJob<Payload>, context: JobContext) => Promise<unknown>): Record<string, JobHandler> {
  return {
    [kind.kind]: async (job, context) => {
      const parsed = kind.payload.safeParse(job.payload);
      if (!parsed.success) throw new PermanentJobError(`a ${kind.kind} job's payload does not fit its kind: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
      return handler({ ...job, payload: parsed.data }, context);
    },
  };
}

/** The payload of a job that carries nothing beyond its dater (`userId` on the job itself). */
export const NO_PAYLOAD = z.object({}).strict();
