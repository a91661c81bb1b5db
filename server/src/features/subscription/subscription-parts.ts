import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { createPaymentProvider } from '../../adapters/payments/create-payment-provider.js';
import { createSandboxCheckoutRepository } from '../../adapters/payments/sandbox/sandbox-checkout-repository.js';
import type { PaymentProviderAdapter } from '../../adapters/payments/payment-provider.js';
import type { SandboxCheckoutPage } from '../../adapters/payments/sandbox/sandbox-provider.js';
import type { AppConfig } from '../../config/env.js';
import type { DB } from '../../db/schema.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import type { JobHandler } from '../../jobs/worker.js';
import { createAllowanceRepository } from '../matching/allowance-repository.js';
import { startExpirySchedule } from './expiry-schedule.js';
import { createSubscriptionRepository } from './subscription-repository.js';
import { createSubscriptionService, type SubscriptionService, type SubscriptionServiceOptions } from './subscription-service.js';

export interface PaymentsParts {
  subscriptions: SubscriptionService;
  provider: PaymentProviderAdapter;
  sandboxPage: SandboxCheckoutPage | undefined;
  jobHandlers: Record<string, JobHandler>;
  /** Starts the periodic expiry job; worker processes call it. */
  startExpiry(): { stop(): Promise<void> };
}

/** Wires the payment provider the configuration names into the subscription service. */
export function createPaymentsParts(options: {
  config: AppConfig;
  db: Kysely<DB>;
  queue: JobQueue;
  nudgeWorker: () => void;
  sessionSecret: string;
  log: FastifyBaseLogger;
  onPremiumChange?: (userId: string, premium: boolean) => Promise<void>;
  onPayment?: SubscriptionServiceOptions['onPayment'];
}): PaymentsParts {
  const { config, db, log } = options;
  const parts = createPaymentProvider({
    config: config.payments,
    sandboxCheckouts: createSandboxCheckoutRepository(db),
    queue: options.queue,
    nudgeWorker: options.nudgeWorker,
    sessionSecret: options.sessionSecret,
    publicUrl: config.publicUrl,
  });
  const subscriptions = createSubscriptionService({
    subscriptions: createSubscriptionRepository(db),
    allowance: createAllowanceRepository(db),
    provider: parts.provider,
    publicUrl: config.publicUrl,
    log,
    onPremiumChange: options.onPremiumChange,
    onPayment: options.onPayment,
  });
  return {
    subscriptions,
    provider: parts.provider,
    sandboxPage: parts.sandboxPage,
    jobHandlers: parts.jobHandlers,
    startExpiry: () => startExpirySchedule({ expireDue: subscriptions.expireDue, intervalMs: config.payments.expiryIntervalSeconds * 1000, log }),
  };
}
