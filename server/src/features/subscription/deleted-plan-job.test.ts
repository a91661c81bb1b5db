import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { PaymentProviderError, type PaymentProviderAdapter } from '../../adapters/payments/payment-provider.js';
import type { Job } from '../../jobs/job-queue.js';
import { PermanentJobError } from '../../jobs/worker.js';
import { CANCEL_DELETED_PLAN_ATTEMPTS, CANCEL_DELETED_PLAN_JOB, deletedPlanJobHandlers } from './deleted-plan-job.js';
import type { SubscriptionRow } from './subscription-repository.js';
import { renewingPlan } from './subscription-state.js';

type Line = { level: 'info' | 'warn' | 'error'; fields: Record<string, unknown>; message: string };

/** A logger that keeps what it is told, to see what the operator would read. */
function recordingLog(): { log: FastifyBaseLogger; lines: Line[] } {
  const lines: Line[] = [];
  const at = (level: Line['level']) => (fields: Record<string, unknown>, message: string) => lines.push({ level, fields, message });
  return { log: { info: at('info'), warn: at('warn'), error: at('error') } as unknown as FastifyBaseLogger, lines };
}

function provider(name: 'creem' | 'sandbox', answer: () => Promise<void>) {
  const calls: [string, string][] = [];
  const adapter = {
    name,
    async cancelSubscription(id: string, mode: string) {
      calls.push([id, mode]);
      await answer();
    },
  } as unknown as PaymentProviderAdapter;
  return { adapter, calls };
}

function job(attempts: number, payload: Record<string, unknown> = { provider: 'creem', providerSubscriptionId: 'sub_left' }): Job {
  return {
    id: 'job-1',
    kind: CANCEL_DELETED_PLAN_JOB,
    userId: null,
    payload,
    status: 'running',
    progress: {},
    result: null,
    error: null,
    attempts,
    maxAttempts: CANCEL_DELETED_PLAN_ATTEMPTS,
    createdAt: new Date(),
    finishedAt: null,
  };
}

const context = { reportProgress: async () => {}, signal: new AbortController().signal };

function run(adapter: PaymentProviderAdapter, log: FastifyBaseLogger, attempts: number, payload?: Record<string, unknown>) {
  const handler = deletedPlanJobHandlers({ provider: adapter, log })[CANCEL_DELETED_PLAN_JOB];
  if (!handler) throw new Error('no handler');
  return handler(job(attempts, payload), context);
}

describe("the retried cancellation of a deleted account's plan", () => {
  it('cancels at once at the provider and says so', async () => {
    const { log, lines } = recordingLog();
    const creem = provider('creem', async () => {});
    await expect(run(creem.adapter, log, 1)).resolves.toEqual({ cancelled: true });
    expect(creem.calls).toEqual([['sub_left', 'immediate']]);
    expect(lines.map((l) => l.level)).toEqual(['info']);
  });

  it('warns on each failed attempt and throws, so the queue retries with its backoff', async () => {
    const { log, lines } = recordingLog();
    const creem = provider('creem', async () => {
      throw new PaymentProviderError('Creem POST /v1/subscriptions/sub_left/cancel answered 503.');
    });
    await expect(run(creem.adapter, log, 3)).rejects.toThrow(PaymentProviderError);
    expect(lines).toEqual([
      expect.objectContaining({ level: 'warn', message: expect.stringContaining('plan cancellation on account deletion'),
        fields: expect.objectContaining({ provider: 'creem', providerSubscriptionId: 'sub_left', attempt: 3 }) }),
    ]);
  });

  it('logs an error on the last attempt, for the operator to cancel by hand', async () => {
    const { log, lines } = recordingLog();
    const creem = provider('creem', async () => {
      throw new PaymentProviderError('Creem could not be reached.');
    });
    await expect(run(creem.adapter, log, CANCEL_DELETED_PLAN_ATTEMPTS)).rejects.toThrow(PaymentProviderError);
    expect(lines.map((l) => [l.level, l.message])).toEqual([['error', expect.stringMatching(/gave up after 40 attempts; cancel the plan by hand/)]]);
  });

  it('fails for good, with an error, when the plan is at a provider this deployment no longer uses', async () => {
    const { log, lines } = recordingLog();
    const creem = provider('creem', async () => {});
    await expect(run(creem.adapter, log, 1, { provider: 'sandbox', providerSubscriptionId: 'sbx_sub_1' })).rejects.toThrow(PermanentJobError);
    expect(creem.calls).toEqual([]);
    expect(lines.map((l) => l.level)).toEqual(['error']);
  });

  it('refuses a payload without the provider subscription, for good', async () => {
    const { log } = recordingLog();
    await expect(run(provider('creem', async () => {}).adapter, log, 1, { provider: 'creem' })).rejects.toThrow(PermanentJobError);
  });
});

describe('renewingPlan', () => {
  const row = (partial: Partial<SubscriptionRow>): SubscriptionRow => ({
    user_id: 'u1',
    subscription_type: 'premium',
    status: 'active',
    current_period_end: new Date('2026-12-01T00:00:00Z'),
    cancelled_at: null,
    provider: 'creem',
    provider_customer_id: 'cust_1',
    provider_subscription_id: 'sub_1',
    last_event_at: null,
    ...partial,
  });

  it.each([
    ['an active paid plan', row({}), { provider: 'creem', providerSubscriptionId: 'sub_1' }],
    ['a paused one, which could resume', row({ status: 'paused' }), { provider: 'creem', providerSubscriptionId: 'sub_1' }],
    ['one whose period end passed before the provider reported a renewal', row({ current_period_end: new Date('2020-01-01T00:00:00Z') }), { provider: 'creem', providerSubscriptionId: 'sub_1' }],
    ['a sandbox plan', row({ provider: 'sandbox' }), { provider: 'sandbox', providerSubscriptionId: 'sub_1' }],
    ['one cancelled at the period end', row({ cancelled_at: new Date() }), null],
    ['an ended one', row({ status: 'cancelled', subscription_type: 'free' }), null],
    ['an expired one', row({ status: 'expired', subscription_type: 'free' }), null],
    ['one with no provider subscription', row({ provider_subscription_id: null }), null],
    ['one at an unknown provider', row({ provider: 'stripe' }), null],
    ['no plan at all', undefined, null],
  ])('%s', (_label, subscription, expected) => {
    expect(renewingPlan(subscription)).toEqual(expected);
  });
});
