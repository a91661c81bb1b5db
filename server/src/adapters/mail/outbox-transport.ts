import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { MailTransport } from './mail-transport.js';

/** A name that sorts by time, so the newest message is the last file: 20261129T101500123Z-1a2b3c4d.eml */
function fileName(now: Date): string {
  const stamp = now.toISOString().replace(/[-:.]/g, '');
  return `${stamp}-${crypto.randomBytes(4).toString('hex')}.eml`;
}

/**
 * The embedded default when no SMTP server is configured: every message is built exactly as it
 * would be sent (nodemailer's stream transport) and written as an .eml file to DATA_DIR/outbox,
 * which `npm run outbox` lists and prints. The server log gets one line with the recipient and
 * the link, so nothing is ever silently dropped and a developer can follow a link from the log.
 */
export function createOutboxTransport(options: { dir: string; from: string; log: FastifyBaseLogger }): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'outbox',
    async send(mail) {
      const info = await transporter.sendMail({ from: options.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, headers: mail.headers, disableUrlAccess: true,
        disableFileAccess: true });
      await fs.mkdir(options.dir, { recursive: true, mode: 0o700 });
      const file = path.join(options.dir, fileName(new Date()));
      await fs.writeFile(file, info.message as Buffer, { mode: 0o600 });
      options.log.info({ mailTo: mail.to, file }, `e-mail to the outbox (no SMTP_URL): "${mail.subject}"${mail.link ? ` ${mail.link}` : ''}`);
    },
    close: () => transporter.close(),
  };
}
