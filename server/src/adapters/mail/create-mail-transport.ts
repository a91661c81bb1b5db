import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { MailConfig } from '../../config/env.js';
import type { MailTransport } from './mail-transport.js';
import { createOutboxTransport } from './outbox-transport.js';
import { createSmtpTransport } from './smtp-transport.js';

/** The folder under DATA_DIR where the outbox keeps its messages. */
export function outboxDir(dataDir: string): string {
  return path.join(dataDir, 'outbox');
}

/** SMTP when SMTP_URL is set, otherwise the outbox in DATA_DIR (decision 053). */
export function createMailTransport(config: { dataDir: string; mail: MailConfig }, log: FastifyBaseLogger): MailTransport {
  if (config.mail.smtpUrl) return createSmtpTransport({ url: config.mail.smtpUrl, from: config.mail.from });
  return createOutboxTransport({ dir: outboxDir(config.dataDir), from: config.mail.from, log });
}
