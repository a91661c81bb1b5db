import { pino } from 'pino';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineJobKind, enqueueJob, handleJob } from '../src/jobs/job-kind.js';
import { createJobQueue, type JobQueue } from '../src/jobs/job-queue-repository.js';
import { startWorker, type Worker } from '../src/jobs/worker.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let queue: JobQueue;
let worker: Worker;
const handled: { greeting: string; times: number }[] = [];
const GREET = defineJobKind('test_greet', z.object({ greeting: z.string().min(1), times: z.number().int().positive() }));

beforeAll(async () => {
  t = await startTestApp();
  queue = createJobQueue(t.database.db);
  worker = startWorker({
    queue,
    log: pino({ level: 'silent' }),
    pollMs: 50,
    handlers: handleJob(GREET, async (job) => {
      // Typed: a string and a number, as the kind declares.
      handled.push({ greeting: job.payload.greeting.toUpperCase(), times: job.payload.times + 0 });
      return { greeted: job.payload.times };
    }),
  });
});
afterAll(async () => {
  await worker.stop();
  await t.close();
});

async function settled(id: string) {
  for (let i = 0; i < 200; i++) {
    const job = await t.database.db.selectFrom('jobs').select(['status', 'attempts', 'error', 'result']).where('id', '=', id).executeTakeFirstOrThrow();
    if (job.status === 'succeeded' || job.status === 'failed') return job;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`job ${id} did not settle`);
}

describe('typed job kinds', () => {
  it('hands the handler the payload its kind declares', async () => {
    const { job } = await enqueueJob(queue, GREET, { payload: { greeting: 'hello', times: 2 } });
    const done = await settled(job.id);
    expect(done).toMatchObject({ status: 'succeeded', attempts: 1, result: { greeted: 2 } });
    expect(handled).toContainEqual({ greeting: 'HELLO', times: 2 });
  });

  it('refuses to queue a payload that does not fit, and writes nothing', async () => {
    const before = await t.database.db.selectFrom('jobs').select((eb) => eb.fn.countAll<number>().as('n')).where('kind', '=', GREET.kind).executeTakeFirstOrThrow();
    expect(() => enqueueJob(queue, GREET, { payload: { greeting: '', times: 1 } })).toThrow();
    // @ts-expect-error a payload of the wrong type does not compile either
    expect(() => enqueueJob(queue, GREET, { payload: { greeting: 'hi' } })).toThrow();
    const after = await t.database.db.selectFrom('jobs').select((eb) => eb.fn.countAll<number>().as('n')).where('kind', '=', GREET.kind).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('fails a stored job whose payload no longer fits its kind at once, without retrying it', async () => {
    const count = handled.length;
    const { job } = await queue.enqueue({ kind: GREET.kind, payload: { greeting: 'hi', times: 'twice' }, maxAttempts: 5 });
    const done = await settled(job.id);
    expect(done.status).toBe('failed');
    expect(done.attempts).toBe(1);
    expect(done.error).toMatch(/payload does not fit/);
    expect(handled).toHaveLength(count);
  });
});
