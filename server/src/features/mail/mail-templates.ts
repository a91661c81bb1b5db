import { PRODUCT_NAME } from '@kindred/contract';
import { renderMail, type MailContent } from './mail-layout.js';
import { oneLine } from './mail-safety.js';

/** A message ready for the queue; `template` names it in the job row and the logs. */
export interface RenderedMail {
  template: string;
  subject: string;
  text: string;
  html: string;
  /** The link the message is about, for the outbox's log line. */
  link?: string | undefined;
  headers?: Record<string, string> | undefined;
}

/** Builds a message from its content; the subject is kept to one line. */
export function composeMail(template: string, subject: string, content: MailContent, headers?: Record<string, string>): RenderedMail {
  return { template, subject: oneLine(subject), ...renderMail(content), link: content.action?.url, headers };
}

/** "Forgot password?": the link that sets a new password. */
export function passwordResetMail(options: { link: string; validMinutes: number }): RenderedMail {
  return composeMail('password_reset', `Set a new ${PRODUCT_NAME} password`, {
    preview: `This link works for ${options.validMinutes} minutes, once.`,
    heading: 'Set a new password',
    body: [`Someone, we hope you, asked to set a new password for the ${PRODUCT_NAME} account under this address.`],
    action: { label: 'Set a new password', url: options.link },
    after: [
      `The link works once, for ${options.validMinutes} minutes. Setting a new password signs you out on every other device.`,
      'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    ],
    reason: `You got this e-mail because a new password was asked for on ${PRODUCT_NAME} with this address.`,
  });
}

/**
 * Every template with example values, for `npm run mail:render` and the template tests. A new
 * template joins this list so it is reviewed with the others.
 */
export const MAIL_PREVIEWS: Record<string, () => RenderedMail> = {
  password_reset: () => passwordResetMail({ link: 'https://kindred.example/reset-password#token=example-token', validMinutes: 60 }),
};
