import { z } from 'zod';
import type { SelfieGesture } from '@kindred/contract';
import { readWhole, type Storage } from '../../adapters/storage/storage.js';
import { defineJobKind, enqueueJob, handleJob } from '../../jobs/job-kind.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import type { JobHandler } from '../../jobs/worker.js';
import type { AiQuota } from '../../adapters/ai/ai-quota.js';
import type { SelfiePrescreenService } from './selfie-prescreen.js';
import type { SelfieVerificationRepository } from './selfie-verification-repository.js';

export const SELFIE_PRESCREEN_JOB = 'selfie_prescreen';
const SELFIE_PRESCREEN = defineJobKind(SELFIE_PRESCREEN_JOB, z.object({ checkId: z.string().uuid() }).strict());

/**
 * The vision pre-screen runs in a job, so the dater never waits on the provider. A check the
 * model could not judge, or one decided before the job ran, simply keeps no verdict.
 */
export function selfiePrescreenJobs(deps: { checks: SelfieVerificationRepository; storage: Storage; prescreen: SelfiePrescreenService; aiQuota: AiQuota; queue: JobQueue; nudgeWorker: () => void }) {
  return {
    /** Queues the pre-screen of a just-submitted check; nothing when no provider is configured. */
    async enqueue(userId: string, checkId: string): Promise<void> {
      if (!deps.prescreen.enabled) return;
      await enqueueJob(deps.queue, SELFIE_PRESCREEN, { userId, payload: { checkId }, singletonKey: `${SELFIE_PRESCREEN_JOB}:${checkId}`, maxAttempts: 1 });
      deps.nudgeWorker();
    },

    handlers: handleJob(SELFIE_PRESCREEN, async (job) => {
      const found = await deps.checks.check(job.payload.checkId);
      if (!found || found.status !== 'pending' || !found.photo_path || !found.image_path) return { screened: false };
      // The dater's daily allowance of model calls covers this one too.
      if (!(await deps.aiQuota.take(found.user_id))) return { screened: false };
      const [selfie, profile] = await Promise.all([deps.storage.get(found.photo_path), deps.storage.get(found.image_path)]);
      if (!selfie || !profile) return { screened: false };
      const verdict = await deps.prescreen.screen(await readWhole(selfie), await readWhole(profile), found.gesture as SelfieGesture);
      if (verdict) await deps.checks.savePrescreen(found.id, verdict);
      return { screened: verdict !== null };
    }) as Record<string, JobHandler>,
  };
}
