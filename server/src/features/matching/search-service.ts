import { SEARCH_PREREQUISITE_TEXTS, SEARCH_STAGES, SEARCH_TEXTS, type MatchSearch, type SearchStage, type SessionUser } from '@kindred/contract';
import { HttpError } from '../../http/error-handler.js';
import { defineJobKind, enqueueJob, NO_PAYLOAD } from '../../jobs/job-kind.js';
import { JOB_PRIORITY, type Job, type JobQueue } from '../../jobs/job-queue.js';
import type { SearchPipeline } from './search-pipeline.js';
import { refusalOf, SearchPrerequisiteError } from './search-prerequisite.js';

export const MATCH_SEARCH_JOB = 'match_search';
export const NOTIFY_MATCHES_JOB = 'notify_matches';
/** A dater's match search: the dater is the job's own `userId`. */
export const MATCH_SEARCH = defineJobKind(MATCH_SEARCH_JOB, NO_PAYLOAD);

function stageOf(job: Job): SearchStage {
  if (job.status === 'succeeded') return 'done';
  const stage = job.progress.stage;
  return SEARCH_STAGES.find((s) => s === stage) ?? 'queued';
}

/** A job as the searching screen shows it; internal errors are never passed through. */
export function toMatchSearch(job: Job): MatchSearch {
  const percent = job.status === 'succeeded' ? 100 : Math.max(0, Math.min(99, Number(job.progress.percent ?? 0) || 0));
  const result = (job.result ?? {}) as { newMatches?: number };
  // Only a refusal the search classified is told in its own words; any other failure, whatever
  // its message, is the general one.
  const refusal = job.status === 'failed' ? refusalOf(job.progress) : null;
  return {
    id: job.id,
    status: job.status,
    stage: stageOf(job),
    percent,
    newMatches: job.status === 'succeeded' ? (result.newMatches ?? 0) : null,
    error: job.status === 'failed' ? (refusal ? SEARCH_PREREQUISITE_TEXTS[refusal] : SEARCH_TEXTS.failed) : null,
    createdAt: job.createdAt.toISOString(),
  };
}

export function createSearchService(deps: {
  queue: JobQueue;
  pipeline: SearchPipeline;
  nudgeWorker: () => void;
  /** Throws a 403 for a dater whose address is not verified (decision 054); searching waits for it. */
  requireVerified?: (userId: string) => Promise<void>;
}) {
  return {
    /** Starts a search, or hands back the one already running: a dater has at most one. */
    async start(user: SessionUser): Promise<{ search: MatchSearch; alreadyRunning: boolean }> {
      try {
        await deps.pipeline.checkPrerequisites(user.id);
      } catch (error) {
        if (error instanceof SearchPrerequisiteError) throw new HttpError(error.answer.status, error.message, error.answer.code);
        throw error;
      }
      // After the prerequisites: an under-age dater is told that, never asked to confirm an address.
      await deps.requireVerified?.(user.id);
      // A dater's very first search goes ahead of routine work: they have just finished onboarding and are watching.
      const first = (await deps.queue.latestForUser(MATCH_SEARCH_JOB, user.id)) === null;
      const priority = first ? JOB_PRIORITY.firstSearch : JOB_PRIORITY.routine;
      const { job, created } = await enqueueJob(deps.queue, MATCH_SEARCH, { userId: user.id, payload: {}, singletonKey: `${MATCH_SEARCH_JOB}:${user.id}`, priority });
      if (created) deps.nudgeWorker();
      return { search: toMatchSearch(job), alreadyRunning: !created };
    },

    async get(user: SessionUser, searchId: string): Promise<MatchSearch> {
      const job = await deps.queue.findForUser(searchId, user.id);
      if (!job || job.kind !== MATCH_SEARCH_JOB) throw new HttpError(404, 'Unknown search.', 'SEARCH_NOT_FOUND');
      return toMatchSearch(job);
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
