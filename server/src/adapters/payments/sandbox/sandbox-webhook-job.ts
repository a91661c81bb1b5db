import { z } from 'zod';
import { defineJobKind, handleJob } from '../../../jobs/job-kind.js';
import type { JobHandler } from '../../../jobs/worker.js';
import { PermanentJobError } from '../../../jobs/worker.js';
import { signWebhookBody } from '../creem-wire.js';
import { SANDBOX_SIGNATURE_HEADER } from './sandbox-provider.js';

export const SANDBOX_WEBHOOK_JOB = 'deliver_sandbox_webhook';
/** The event's JSON exactly as it will be signed and sent. */
export const SANDBOX_WEBHOOK = defineJobKind(SANDBOX_WEBHOOK_JOB, z.object({ body: z.string() }));

/**
 * Delivers a sandbox event the way a provider does: a signed POST over HTTP to the webhook URL,
 * retried with backoff until it is accepted. A 4xx means our endpoint refused it for good.
 */
export function sandboxWebhookJobHandler(options: { webhookUrl: string; secret: string; timeoutMs?: number }): Record<string, JobHandler> {
  return handleJob(SANDBOX_WEBHOOK, async (job) => {
    const { body } = job.payload;
    const response = await fetch(options.webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signWebhookBody(body, options.secret) },
      body,
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
    });
    if (response.ok) return { status: response.status };
    const detail = `webhook endpoint answered ${response.status}`;
    if (response.status >= 400 && response.status < 500 && response.status !== 429) throw new PermanentJobError(detail);
    throw new Error(detail);
  });
}
