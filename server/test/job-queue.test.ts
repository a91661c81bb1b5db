import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { createJobQueue, type JobQueue } from '../src/jobs/job-queue-repository.js';
import { JOB_PRIORITY } from '../src/jobs/job-queue.js';
import { OUTDOORSY } from './support/daters.js';
import { runSearch, signedInSearcher } from './support/searching.js';
import { PermanentJobError, startWorker, type JobHandler } from '../src/jobs/worker.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let queue: JobQueue;
const log = pino({ level: 'silent' });
let userCounter = 0;

beforeAll(async () => {
  t = await startTestApp();
  queue = createJobQueue(t.database.db);
});
afterAll(async () => {
  await t.close();
});

async function newUser(): Promise<string> {
  userCounter += 1;
  const id = `job-user-${userCounter}`;
  await t.database.db.insertInto('user').values({ id, name: id, email: `${id}@example.test` }).execute();
  return id;
}

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const start = Date.now();
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() - start > timeoutMs) throw new Error(`condition not met within ${timeoutMs} ms: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('the job queue', () => {
  it('keeps one active job per singleton key and returns it to a second caller', async () => {
    const userId = await newUser();
    const first = await queue.enqueue({ kind: 'test_job', userId, singletonKey: `search:${userId}` });
    const second = await queue.enqueue({ kind: 'test_job', userId, singletonKey: `search:${userId}` });
    expect(first.created).toBe(true);
    expect(second.created).toBe(false);
    expect(second.job.id).toBe(first.job.id);
  });

  it('runs a job, records progress and the result', async () => {
    const userId = await newUser();
    const { job } = await queue.enqueue({ kind: 'progress_job', userId, payload: { n: 3 } });
    const handler: JobHandler = async (j, ctx) => {
      await ctx.reportProgress({ step: 1 });
      return { doubled: Number(j.payload.n) * 2 };
    };
    const worker = startWorker({ queue, handlers: { progress_job: handler }, log, pollMs: 50 });
    const done = await waitFor(() => queue.findForUser(job.id, userId), (j) => j?.status === 'succeeded');
    await worker.stop();
    expect(done?.result).toEqual({ doubled: 6 });
    expect(done?.progress).toEqual({ step: 1 });
  });

  it('survives a worker that dies mid-job: the lease runs out and another worker finishes it', async () => {
    const userId = await newUser();
    const { job } = await queue.enqueue({ kind: 'crash_job', userId });
    // A worker claims the job and then vanishes without a word, as a killed process would.
    const claimed = await queue.claim(['crash_job'], 'dead-worker', 200);
    expect(claimed?.id).toBe(job.id);
    const worker = startWorker({ queue, handlers: { crash_job: async () => 'finished by the second worker' }, log, pollMs: 50, leaseMs: 1000 });
    const done = await waitFor(() => queue.findForUser(job.id, userId), (j) => j?.status === 'succeeded');
    await worker.stop();
    expect(done?.result).toBe('finished by the second worker');
    expect(done?.attempts).toBe(2);
  });

  it('retries a failing job and gives up on a permanent failure', async () => {
    const userId = await newUser();
    const { job } = await queue.enqueue({ kind: 'doomed_job', userId, maxAttempts: 5 });
    const worker = startWorker({ queue, handlers: { doomed_job: async () => {
      throw new PermanentJobError('cannot ever work');
    } }, log, pollMs: 50 });
    const failed = await waitFor(() => queue.findForUser(job.id, userId), (j) => j?.status === 'failed');
    await worker.stop();
    expect(failed?.error).toBe('cannot ever work');
    expect(failed?.attempts).toBe(1);
    const again = await queue.enqueue({ kind: 'doomed_job', userId, singletonKey: `doomed:${userId}` });
    expect(again.created).toBe(true);
  });

  it('stops without waiting for a long job: the job ends at its next step and goes back to the queue', async () => {
    const userId = await newUser();
    const { job } = await queue.enqueue({ kind: 'long_job', userId });
    let steps = 0;
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    // Like a match search, it reports progress between steps and never looks at the signal itself.
    const handler: JobHandler = async (_j, ctx) => {
      for (;;) {
        started();
        steps += 1;
        await new Promise((r) => setTimeout(r, 50));
        await ctx.reportProgress({ steps });
      }
    };
    const worker = startWorker({ queue, handlers: { long_job: handler }, log, pollMs: 50 });
    await running;
    const stopping = Date.now();
    await worker.stop();
    expect(Date.now() - stopping).toBeLessThan(2_000);
    const after = await queue.findForUser(job.id, userId);
    expect(after?.status).toBe('queued');
    const stepsAtStop = steps;
    await new Promise((r) => setTimeout(r, 200));
    expect(steps).toBe(stepsAtStop);
  });

  it("claims the highest priority first, then the oldest, and not before a job's delay", async () => {
    const routine = await queue.enqueue({ kind: 'priority_job' });
    const urgent = await queue.enqueue({ kind: 'priority_job', priority: JOB_PRIORITY.firstSearch });
    await queue.enqueue({ kind: 'priority_job', priority: 20, runAfterMs: 60_000 });
    expect((await queue.depth()).find((d) => d.kind === 'priority_job')).toMatchObject({ waiting: 2, running: 0 });
    expect((await queue.claim(['priority_job'], 'worker-p', 30_000))?.id).toBe(urgent.job.id);
    expect((await queue.claim(['priority_job'], 'worker-p', 30_000))?.id).toBe(routine.job.id);
    expect(await queue.claim(['priority_job'], 'worker-p', 30_000)).toBeNull();
    expect((await queue.depth()).find((d) => d.kind === 'priority_job')).toMatchObject({ waiting: 0, running: 2 });
  });

  it("queues a dater's first search ahead of routine work, and later searches as routine", async () => {
    const { client, userId } = await signedInSearcher(t, { ...OUTDOORSY, gender: 'female', lookingFor: 'male' });
    await runSearch(client);
    await runSearch(client);
    const priorities = await t.database.db.selectFrom('jobs').select('priority').where('user_id', '=', userId).where('kind', '=', 'match_search').orderBy('created_at').execute();
    expect(priorities.map((row) => row.priority)).toEqual([JOB_PRIORITY.firstSearch, JOB_PRIORITY.routine]);
  });

  it("never shows one dater another dater's job", async () => {
    const owner = await newUser();
    const stranger = await newUser();
    const { job } = await queue.enqueue({ kind: 'private_job', userId: owner });
    expect(await queue.findForUser(job.id, stranger)).toBeNull();
    expect((await queue.findForUser(job.id, owner))?.id).toBe(job.id);
  });
});
