import type { FastifyBaseLogger } from 'fastify';
import type { AiServices } from '../adapters/ai/ai-services.js';
import type { Storage } from '../adapters/storage/storage.js';
import type { AiQuota } from '../adapters/ai/ai-quota.js';
import { requireModerator } from '../features/moderation/require-moderator.js';
import { createSelfiePrescreen } from '../features/selfie-verification/selfie-prescreen.js';
import { selfiePrescreenJobs } from '../features/selfie-verification/selfie-prescreen-job.js';
import { createSelfieReviewService } from '../features/selfie-verification/selfie-review-service.js';
import { createSelfieVerificationService } from '../features/selfie-verification/selfie-verification-service.js';
import type { Repositories } from './repositories.js';

/** "Selfie verified" (decision 042): the dater's side, the moderators' review, and the optional vision pre-screen's job. */
export function composeSelfieVerification(deps: {
  repositories: Pick<Repositories, 'selfieChecks' | 'moderators' | 'queue'>;
  storage: Storage;
  ai: Pick<AiServices, 'vision'>;
  aiQuota: AiQuota;
  log: FastifyBaseLogger;
  nudgeWorker: () => void;
}) {
  const { repositories, storage, log } = deps;
  const checks = repositories.selfieChecks;
  const prescreen = selfiePrescreenJobs({
    checks,
    storage,
    prescreen: createSelfiePrescreen({ model: deps.ai.vision, log }),
    aiQuota: deps.aiQuota,
    queue: repositories.queue,
    nudgeWorker: deps.nudgeWorker,
  });
  return {
    selfies: createSelfieVerificationService({ checks, storage, log, onSubmitted: prescreen.enqueue }),
    review: createSelfieReviewService({ checks, storage }),
    requireModerator: requireModerator(repositories.moderators),
    jobHandlers: prescreen.handlers,
  };
}

export type SelfieVerificationParts = ReturnType<typeof composeSelfieVerification>;
