import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { PAYMENT_PROVIDERS } from '@kindred/contract';
import type { PaymentProviderAdapter } from '../../adapters/payments/payment-provider.js';
import { defineJobKind, handleJob } from '../../jobs/job-kind.js';
import type { EnqueueRequest } from '../../jobs/job-queue.js';
import { PermanentJobError, type JobHandler } from '../../jobs/worker.js';

export const CANCEL_DELETED_PLAN_JOB = 'cancel_plan_of_deleted_account';

/**
 * A deleted account's renewing plan that the provider did not cancel when the dater left
 * (decision 043). The payload carries everything the job needs, since the purge removes the
 * dater's subscription rows moments after the deletion; it names the provider's subscription,
 * never the dater, so the purge leaves it alone and it holds nothing personal.
 */
export const CANCEL_DELETED_PLAN = defineJobKind(
  CANCEL_DELETED_PLAN_JOB,
  z.object({ provider: z.enum(PAYMENT_PROVIDERS), providerSubscriptionId: z.string().min(1).max(200) }),
);

export type PlanToCancel = z.infer<typeof CANCEL_DELETED_PLAN.payload>;

/** With the queue's backoff (5·n² seconds), 40 attempts keep trying for about 28 hours. */
export const CANCEL_DELETED_PLAN_ATTEMPTS = 40;

/** The queue request for one plan: at most one job per provider subscription is ever pending. */
export function cancelDeletedPlanRequest(plan: PlanToCancel): Omit<EnqueueRequest, 'kind' | 'payload'> & { payload: PlanToCancel } {
  return { payload: plan, singletonKey: `cancel-plan:${plan.provider}:${plan.providerSubscriptionId}`, maxAttempts: CANCEL_DELETED_PLAN_ATTEMPTS };
}

/**
 * The operator finds every line about these cancellations by this phrase
 * (docs/benchmarks-and-operator-commands.md, "A deleted account's plan").
 */
export const DELETED_PLAN_LOG = 'plan cancellation on account deletion';

/**
 * Cancels the plan at the provider, 'immediate', until the provider accepts. Each failure is a
 * warning in the log; the last one, or a plan at a provider this deployment no longer uses, is an
 * error, and the job is left failed with the reason as the record of it.
 */
export function deletedPlanJobHandlers(deps: { provider: PaymentProviderAdapter; log: FastifyBaseLogger }): Record<string, JobHandler> {
  return handleJob(CANCEL_DELETED_PLAN, async (job) => {
    const { provider, providerSubscriptionId } = job.payload;
    const context = { jobId: job.id, provider, providerSubscriptionId, attempt: job.attempts, maxAttempts: job.maxAttempts };
    if (provider !== deps.provider.name) {
      deps.log.error(context, `${DELETED_PLAN_LOG} impossible: the plan is at ${provider}, which this deployment no longer uses; cancel it there by hand`);
      throw new PermanentJobError(`the plan is at ${provider}, which this deployment does not use`);
    }
    try {
      await deps.provider.cancelSubscription(providerSubscriptionId, 'immediate');
    } catch (error) {
      if (job.attempts >= job.maxAttempts) {
        deps.log.error({ ...context, err: error }, `${DELETED_PLAN_LOG} gave up after ${job.attempts} attempts; cancel the plan by hand at the provider`);
      } else {
        deps.log.warn({ ...context, err: error }, `${DELETED_PLAN_LOG} failed again; the job retries`);
      }
      throw error;
    }
    deps.log.info(context, `${DELETED_PLAN_LOG} went through`);
    return { cancelled: true };
  });
}
