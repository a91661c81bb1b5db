import type { FastifyBaseLogger } from 'fastify';
import type { SearchStage } from '@kindred/contract';
import type { JobQueue } from '../../jobs/job-queue.js';
import { PermanentJobError, type JobHandler } from '../../jobs/worker.js';
import { notifyInBatches, type MatchNotification, type NotificationChannel } from './match-notifier.js';
import { SearchPrerequisiteError, type SearchPipeline } from './search-pipeline.js';
import { MATCH_SEARCH_JOB, NOTIFY_MATCHES_JOB } from './search-service.js';

/** The worker's handlers for matching: the search itself, and the notifications it leaves behind. */
export function matchJobHandlers(deps: {
  pipeline: SearchPipeline;
  queue: JobQueue;
  channels: NotificationChannel[];
  log: FastifyBaseLogger;
}): Record<string, JobHandler> {
  return {
    [MATCH_SEARCH_JOB]: async (job, context) => {
      if (!job.userId) throw new PermanentJobError('a match search needs a dater');
      try {
        const outcome = await deps.pipeline.run(job.userId, (stage: SearchStage, percent: number) => context.reportProgress({ stage, percent }));
        if (outcome.notifications.length > 0) {
          // Sent by a job of their own, so the dater sees their matches without waiting for them.
          await deps.queue.enqueue({ kind: NOTIFY_MATCHES_JOB, payload: { notifications: outcome.notifications } });
        }
        return { newMatches: outcome.newMatches, considered: outcome.considered, modelCalls: outcome.modelCalls };
      } catch (error) {
        if (error instanceof SearchPrerequisiteError) throw new PermanentJobError(error.message);
        throw error;
      }
    },
    [NOTIFY_MATCHES_JOB]: async (job) => {
      const notifications = (job.payload.notifications ?? []) as MatchNotification[];
      return notifyInBatches(notifications, deps.channels, deps.log);
    },
  };
}
