import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../config/env.js';
import type { DB } from '../db/schema.js';
import type { MailService } from '../features/mail/mail-service.js';
import { createMatchDigestRepository } from '../features/match-digest/match-digest-repository.js';
import { createMatchDigestService, startMatchDigestSchedule } from '../features/match-digest/match-digest-service.js';

/** The daily new-match e-mail (decision 056): its service, and the periodic run worker processes start. */
export function composeMatchDigest(deps: { config: Pick<AppConfig, 'publicUrl' | 'mail'>; db: Kysely<DB>; mail: MailService; secret: string; log: FastifyBaseLogger }) {
  const service = createMatchDigestService({ repository: createMatchDigestRepository(deps.db), mail: deps.mail, publicUrl: deps.config.publicUrl, secret: deps.secret, log: deps.log });
  return {
    service,
    start: () => startMatchDigestSchedule({ service, intervalMs: deps.config.mail.digestIntervalSeconds * 1000, log: deps.log }),
  };
}
