import { describe, expect, it } from 'vitest';
import { SEARCH_PREREQUISITE_TEXTS, SEARCH_TEXT_TOO_SHORT, SEARCH_TEXTS } from '@kindred/contract';
import type { Job } from '../../jobs/job-queue.js';
import { PermanentJobError } from '../../jobs/worker.js';
import { matchJobHandlers } from './match-jobs.js';
import type { SearchPipeline } from './search-pipeline.js';
import { SearchPrerequisiteError } from './search-prerequisite.js';
import { MATCH_SEARCH_JOB, toMatchSearch } from './search-service.js';

function failedJob(error: string, progress: Record<string, unknown>): Job {
  return {
    id: 'job-1',
    kind: MATCH_SEARCH_JOB,
    userId: 'dater-1',
    payload: {},
    status: 'failed',
    progress,
    result: null,
    error,
    attempts: 1,
    maxAttempts: 1,
    createdAt: new Date(0),
    finishedAt: new Date(0),
  };
}

/** Runs the search job's handler over a pipeline that fails as given; returns what the job row would keep. */
async function runFailing(failure: Error): Promise<Job> {
  let progress: Record<string, unknown> = {};
  const pipeline = {
    checkPrerequisites: () => Promise.reject(new Error('not used')),
    run: async (_userId: string, report: (stage: 'preparing', percent: number) => Promise<void>) => {
      await report('preparing', 5);
      throw failure;
    },
  } as unknown as SearchPipeline;
  const handlers = matchJobHandlers({ pipeline, queue: {} as never, channels: [], log: {} as never });
  const job = { ...failedJob('', {}), status: 'running' as const };
  const context = { signal: new AbortController().signal, reportProgress: (p: Record<string, unknown>) => Promise.resolve(void (progress = p)) };
  const thrown = await handlers[MATCH_SEARCH_JOB]!(job, context).then(() => null, (error: unknown) => error);
  expect(thrown).toBeInstanceOf(Error);
  return failedJob((thrown as Error).message, progress);
}

describe('what a dater is told when a search fails', () => {
  it('shows the general failure for an internal error, whatever its message says', () => {
    const shown = toMatchSearch(failedJob('User 42 could not be locked: deadlock detected', { stage: 'saving', percent: 85 }));
    expect(shown.error).toBe(SEARCH_TEXTS.failed);
  });

  it('tells a refusal in the words of its kind, recorded where the search refused', async () => {
    const job = await runFailing(new SearchPrerequisiteError('textTooShort'));
    expect(job.progress).toEqual({ stage: 'preparing', percent: 5, refusal: 'textTooShort' });
    const shown = toMatchSearch(job);
    expect(shown.error).toBe(SEARCH_TEXT_TOO_SHORT.text);
    expect(shown.stage).toBe('preparing');
  });

  it('keeps the missing-preferences answer as it was', async () => {
    const shown = toMatchSearch(await runFailing(new SearchPrerequisiteError('noPreferences')));
    expect(shown.error).toBe('User data or match preferences not found');
    expect(SEARCH_PREREQUISITE_TEXTS.noPreferences).toBe(shown.error);
  });

  it('fails an internal error for retrying and records no refusal', async () => {
    const job = await runFailing(new Error('User row vanished'));
    expect(job.progress).toEqual({ stage: 'preparing', percent: 5 });
    expect(toMatchSearch(job).error).toBe(SEARCH_TEXTS.failed);
  });

  it('reads an unknown recorded kind as no refusal', () => {
    expect(toMatchSearch(failedJob('x', { refusal: 'toString' })).error).toBe(SEARCH_TEXTS.failed);
    expect(toMatchSearch(failedJob('x', { refusal: 'underAge' })).error).toBe(SEARCH_PREREQUISITE_TEXTS.underAge);
  });

  it('fails a refusal for good, without retrying', async () => {
    const failing = new SearchPrerequisiteError('underAge');
    let thrown: unknown;
    const pipeline = { run: () => Promise.reject(failing) } as unknown as SearchPipeline;
    const handlers = matchJobHandlers({ pipeline, queue: {} as never, channels: [], log: {} as never });
    const context = { signal: new AbortController().signal, reportProgress: () => Promise.resolve() };
    await handlers[MATCH_SEARCH_JOB]!({ ...failedJob('', {}), status: 'running' }, context).catch((error: unknown) => (thrown = error));
    expect(thrown).toBeInstanceOf(PermanentJobError);
  });
});
