import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { createMailTransport } from '../adapters/mail/create-mail-transport.js';
import type { AppConfig } from '../config/env.js';
import type { DB } from '../db/schema.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { createMailJobRepository } from '../features/mail/mail-job-repository.js';
import { mailJobHandlers } from '../features/mail/mail-job.js';
import { createMailService } from '../features/mail/mail-service.js';

/**
 * E-mail wired from configuration (decision 053): SMTP when SMTP_URL is set, otherwise the
 * outbox in DATA_DIR; the service every feature sends through, and the worker's send_mail job.
 */
export function composeMail(deps: { config: Pick<AppConfig, 'dataDir' | 'mail'>; db: Kysely<DB>; queue: JobQueue; nudgeWorker: () => void; log: FastifyBaseLogger }) {
  const transport = createMailTransport(deps.config, deps.log);
  const jobs = createMailJobRepository(deps.db);
  return {
    service: createMailService({ queue: deps.queue, nudgeWorker: deps.nudgeWorker }),
    transport,
    jobHandlers: mailJobHandlers({ transport, jobs, log: deps.log }),
  };
}

export type ComposedMail = ReturnType<typeof composeMail>;
