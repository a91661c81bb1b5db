import type { PaymentsConfig } from '../../config/env.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { createCreemProvider } from './creem-provider.js';
import type { PaymentProviderAdapter } from './payment-provider.js';
import { createSandboxProvider, deriveSandboxSecret, type SandboxCheckoutPage } from './sandbox/sandbox-provider.js';
import type { SandboxCheckoutRepository } from './sandbox/sandbox-checkout-repository.js';
import { enqueueJob } from '../../jobs/job-kind.js';
import { SANDBOX_WEBHOOK, sandboxWebhookJobHandler } from './sandbox/sandbox-webhook-job.js';
import type { JobHandler } from '../../jobs/worker.js';

export interface PaymentProviderParts {
  provider: PaymentProviderAdapter;
  /** The sandbox's checkout page, when the sandbox is the provider. */
  sandboxPage: SandboxCheckoutPage | undefined;
  jobHandlers: Record<string, JobHandler>;
}

/** Picks the payment provider from configuration: the built-in sandbox or Creem. */
export function createPaymentProvider(options: {
  config: PaymentsConfig;
  /** The sandbox's own records of its checkouts; unused when Creem is the provider. */
  sandboxCheckouts: SandboxCheckoutRepository;
  queue: JobQueue;
  nudgeWorker: () => void;
  sessionSecret: string;
  publicUrl: string;
}): PaymentProviderParts {
  const { config } = options;
  if (config.provider.kind === 'creem') {
    return { provider: createCreemProvider(config.provider, { webhookMaxAgeSeconds: config.webhookMaxAgeSeconds }), sandboxPage: undefined, jobHandlers: {} };
  }
  const secret = deriveSandboxSecret(options.sessionSecret);
  const sandbox = createSandboxProvider({
    config: config.provider,
    store: options.sandboxCheckouts,
    secret,
    publicUrl: options.publicUrl,
    webhookMaxAgeSeconds: config.webhookMaxAgeSeconds,
    async sendWebhook(event) {
      await enqueueJob(options.queue, SANDBOX_WEBHOOK, { payload: { body: JSON.stringify(event) }, maxAttempts: 6 });
      options.nudgeWorker();
    },
  });
  return { provider: sandbox, sandboxPage: sandbox.page, jobHandlers: sandboxWebhookJobHandler({ webhookUrl: config.provider.webhookUrl, secret }) };
}
