import nodemailer from 'nodemailer';
import { MailRejectedError, type MailTransport } from './mail-transport.js';

/** Short enough that a mail server that hangs frees the job for its retry, long enough for a slow one. */
const CONNECTION_TIMEOUT_MS = 10_000;
const SOCKET_TIMEOUT_MS = 30_000;

/**
 * Sends through the SMTP server SMTP_URL names (smtp:// or smtps://, credentials in the URL).
 * Only the job worker calls it, so a slow server holds a job, never a request.
 */
export function createSmtpTransport(options: { url: string; from: string }): MailTransport {
  // The URL carries host, port, TLS and credentials; the timeouts are ours.
  const transporter = nodemailer.createTransport({
    url: options.url,
    connectionTimeout: CONNECTION_TIMEOUT_MS,
    greetingTimeout: CONNECTION_TIMEOUT_MS,
    socketTimeout: SOCKET_TIMEOUT_MS,
  });
  return {
    kind: 'smtp',
    async send(mail) {
      try {
        await transporter.sendMail({ from: options.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, headers: mail.headers, disableUrlAccess: true,
          disableFileAccess: true });
      } catch (error) {
        // 5xx is the server's final word on this message; 4xx and network trouble may pass.
        const code = (error as { responseCode?: unknown }).responseCode;
        if (typeof code === 'number' && code >= 500 && code < 600) throw new MailRejectedError(`the mail server refused the message (${code})`);
        throw error;
      }
    },
    close: () => transporter.close(),
  };
}
