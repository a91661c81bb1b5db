import type { FastifyBaseLogger } from 'fastify';
import { createPaymentProvider } from '../adapters/payments/create-payment-provider.js';
import type { AppConfig } from '../config/env.js';
import { deletedPlanJobHandlers } from '../features/subscription/deleted-plan-job.js';
import { startExpirySchedule } from '../features/subscription/expiry-schedule.js';
import { createSubscriptionService, type SubscriptionServiceOptions } from '../features/subscription/subscription-service.js';
import type { Repositories } from './repositories.js';

/** Wires the payment provider the configuration names into the subscription service. */
export function composeSubscription(deps: {
  config: AppConfig;
  repositories: Pick<Repositories, 'subscriptions' | 'allowance' | 'sandboxCheckouts' | 'queue'>;
  nudgeWorker: () => void;
  sessionSecret: string;
  log: FastifyBaseLogger;
  onPremiumChange?: SubscriptionServiceOptions['onPremiumChange'];
  onPayment?: SubscriptionServiceOptions['onPayment'];
}) {
  const { config, repositories, log } = deps;
  const { provider, sandboxPage, jobHandlers } = createPaymentProvider({
    config: config.payments,
    sandboxCheckouts: repositories.sandboxCheckouts,
    queue: repositories.queue,
    nudgeWorker: deps.nudgeWorker,
    sessionSecret: deps.sessionSecret,
    publicUrl: config.publicUrl,
  });
  const subscriptions = createSubscriptionService({
    subscriptions: repositories.subscriptions,
    allowance: repositories.allowance,
    provider,
    publicUrl: config.publicUrl,
    log,
    onPremiumChange: deps.onPremiumChange,
    onPayment: deps.onPayment,
  });
  return {
    subscriptions,
    provider,
    /** The sandbox's checkout page, when the sandbox is the provider. */
    sandboxPage,
    // The provider's own jobs (the sandbox's webhook deliveries), and the retried cancellation of a
    // deleted account's plan (decision 043).
    jobHandlers: { ...jobHandlers, ...deletedPlanJobHandlers({ provider, log }) },
    /** Starts the periodic expiry job; worker processes call it. */
    startExpiry: () => startExpirySchedule({ expireDue: subscriptions.expireDue, intervalMs: config.payments.expiryIntervalSeconds * 1000, log }),
  };
}

export type SubscriptionParts = ReturnType<typeof composeSubscription>;
