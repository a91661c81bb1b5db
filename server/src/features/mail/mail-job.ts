import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { MailRejectedError, type MailTransport } from '../../adapters/mail/mail-transport.js';
import { defineJobKind, handleJob } from '../../jobs/job-kind.js';
import { PermanentJobError } from '../../jobs/worker.js';
import type { MailJobRepository } from './mail-job-repository.js';

/** One message to send; written by the mail service, read back by the worker. */
export const SEND_MAIL = defineJobKind(
  'send_mail',
  z.object({
    template: z.string().min(1).max(60),
    to: z.string().min(3).max(254),
    subject: z.string().min(1).max(200),
    text: z.string().min(1).max(50_000),
    html: z.string().min(1).max(100_000),
    link: z.string().max(2000).optional(),
    headers: z.record(z.string(), z.string().max(2000)).optional(),
  }),
);

/**
 * Tries per message: retries wait 5 s, 20 s, 45 s, 80 s and 125 s (the queue's backoff), so a
 * mail server that is down for about five minutes loses nothing.
 */
export const SEND_MAIL_ATTEMPTS = 6;

/**
 * The worker's side: sends one message. A mail server that is down or slow fails the attempt
 * and the queue retries it later; a 5xx refusal fails the job for good. Either way the message
 * is forgotten once it is sent or will never be, so no reset link stays in a job row.
 */
export function mailJobHandlers(deps: { transport: MailTransport; jobs: MailJobRepository; log: FastifyBaseLogger }) {
  return handleJob(SEND_MAIL, async (job) => {
    const { template, to, subject, text, html, link, headers } = job.payload;
    try {
      await deps.transport.send({ to, subject, text, html, link, headers });
    } catch (error) {
      const permanent = error instanceof MailRejectedError;
      if (permanent || job.attempts >= job.maxAttempts) {
        await deps.jobs.forgetMessage(job.id, template);
        deps.log.error({ jobId: job.id, template, err: error }, 'an e-mail could not be sent and will not be retried');
      }
      if (permanent) throw new PermanentJobError(error.message);
      throw error;
    }
    await deps.jobs.forgetMessage(job.id, template);
    return { template, via: deps.transport.kind };
  });
}
