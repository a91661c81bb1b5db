import type { FastifyBaseLogger } from 'fastify';
import type { SearchStage } from '@kindred/contract';
import { z } from 'zod';
import { defineJobKind, enqueueJob, handleJob } from '../../jobs/job-kind.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { PermanentJobError, type JobHandler } from '../../jobs/worker.js';
import { notifyFirstBatch, NOTIFY_BATCH_PAUSE_MS, type NotificationChannel } from './match-notifier.js';
import type { SearchPipeline } from './search-pipeline.js';
import { REFUSAL_KEY, SearchPrerequisiteError } from './search-prerequisite.js';
import { MATCH_SEARCH, NOTIFY_MATCHES_JOB } from './search-service.js';

/** The notices a search leaves behind: each names a dater, the match and only the other's first name. */
const NOTIFY_MATCHES = defineJobKind(
  NOTIFY_MATCHES_JOB,
  z.object({
    notifications: z.array(z.object({ userId: z.string().min(1), matchId: z.string().min(1), otherFirstName: z.string(), compatibilityScore: z.number() })),
  }),
);

/** The worker's handlers for matching: the search itself, and the notifications it leaves behind. */
export function matchJobHandlers(deps: {
  pipeline: SearchPipeline;
  queue: JobQueue;
  channels: NotificationChannel[];
  log: FastifyBaseLogger;
}): Record<string, JobHandler> {
  return {
    ...handleJob(MATCH_SEARCH, async (job, context) => {
      if (!job.userId) throw new PermanentJobError('a match search needs a dater');
      let progress: Record<string, unknown> = job.progress;
      const report = (stage: SearchStage, percent: number) => {
        progress = { stage, percent };
        return context.reportProgress(progress);
      };
      try {
        const outcome = await deps.pipeline.run(job.userId, report);
        if (outcome.notifications.length > 0) {
          // Sent by a job of their own, so the dater sees their matches without waiting for them.
          await enqueueJob(deps.queue, NOTIFY_MATCHES, { payload: { notifications: outcome.notifications } });
        }
        return { newMatches: outcome.newMatches, considered: outcome.considered, modelCalls: outcome.modelCalls };
      } catch (error) {
        if (error instanceof SearchPrerequisiteError) {
          // The kind is kept beside the last progress, so the searching screen's text comes from it.
          await context.reportProgress({ ...progress, [REFUSAL_KEY]: error.kind });
          throw new PermanentJobError(error.message);
        }
        throw error;
      }
    }),
    ...handleJob(NOTIFY_MATCHES, async (job) => {
      const { sent, failed, rest } = await notifyFirstBatch(job.payload.notifications, deps.channels, deps.log);
      // The next batch is a job of its own a second from now: waiting here would hold a worker slot.
      if (rest.length > 0) await enqueueJob(deps.queue, NOTIFY_MATCHES, { payload: { notifications: rest }, runAfterMs: NOTIFY_BATCH_PAUSE_MS });
      return { sent, failed, queuedForLater: rest.length };
    }),
  };
}
