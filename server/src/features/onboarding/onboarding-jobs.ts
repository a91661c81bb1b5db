import type { FastifyBaseLogger } from 'fastify';
import type { AiServices } from '../../adapters/ai/ai-services.js';
import { z } from 'zod';
import { defineJobKind, handleJob } from '../../jobs/job-kind.js';
import { PermanentJobError, type JobHandler } from '../../jobs/worker.js';
import { extractFirstName } from './name-extraction.js';
import type { OnboardingRepository } from './onboarding-repository.js';
import { meteredModel } from './metered-model.js';

/** Asks the model for a dater's first name again, after it failed while they finished onboarding. */
export const REFINE_FIRST_NAME_JOB = 'refine_first_name';
/** The name the local rule gave, which the model's answer replaces only while the dater keeps it. */
export const REFINE_FIRST_NAME = defineJobKind(REFINE_FIRST_NAME_JOB, z.object({ provisionalName: z.string() }));

export function onboardingJobHandlers(
  deps: { repository: OnboardingRepository; ai: AiServices; aiQuota: { take(userId: string): Promise<boolean> }; log: FastifyBaseLogger },
): Record<string, JobHandler> {
  /**
   * The local rule's name stands until the model answers; a failure throws, so the worker retries
   * with growing waits (and the provider's circuit decides whether it is even asked). A name the
   * dater changed in the meantime is never overwritten.
   */
  return handleJob(REFINE_FIRST_NAME, async (job) => {
    const userId = job.userId;
    const provisional = job.payload.provisionalName;
    if (!userId) throw new PermanentJobError('a name refinement needs a dater');
    if (!deps.ai.extraction) return { skipped: 'no model' };
    const answers = await deps.repository.answers(userId);
    if (!answers.q1) return { skipped: 'no answer' };
    let failure: string | null = null;
    const name = await extractFirstName(answers.q1, meteredModel(deps.ai.extraction, () => deps.aiQuota.take(userId)), (reason, providerFailed) => {
      if (providerFailed) failure = reason;
    });
    if (failure) throw new Error(failure);
    const replaced = name !== provisional && (await deps.repository.replaceNameIfUnchanged(userId, provisional, name));
    if (replaced) deps.log.info({ userId }, 'first name refined by the model');
    return { replaced };
  });
}
