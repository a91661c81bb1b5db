import { PRODUCT_NAME } from '@kindred/contract';
import { renderMail, type MailContent } from './mail-layout.js';
import { changeEmailConfirmMail, changeEmailNoticeMail } from '../change-email/change-email-mail.js';
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
    body: [`A new password was asked for the ${PRODUCT_NAME} account under this address.`],
    action: { label: 'Set a new password', url: options.link },
    after: [
      `The link works once, for ${options.validMinutes} minutes. Setting a new password signs you out on every other device.`,
      'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    ],
    reason: `You got this e-mail because a new password was asked for on ${PRODUCT_NAME} with this address.`,
  });
}

/**
 * The daily new-match e-mail: only how many matches wait, never who (no names, photos or anything
 * else about them), with the link that opens the app and the one-click unsubscribe of RFC 8058.
 */
export function matchDigestMail(options: { newMatches: number; appLink: string; unsubscribeLink: string }): RenderedMail {
  const count = options.newMatches === 1 ? '1 new match is waiting' : `${options.newMatches} new matches are waiting`;
  return composeMail(
    'match_digest',
    `${count} on ${PRODUCT_NAME}`,
    {
      preview: 'Open the app to see who.',
      heading: `${count.charAt(0).toUpperCase()}${count.slice(1)}`,
      body: [`${options.newMatches === 1 ? 'A new match has' : `${options.newMatches} new matches have`} joined your list on ${PRODUCT_NAME} and not been opened yet. Open the app to see who.`],
      action: { label: 'Open my matches', url: options.appLink },
      after: [`To stop these e-mails, turn off "New match e-mails" in Settings, or open this link: ${options.unsubscribeLink}`],
      reason: `You got this e-mail because you have new matches on ${PRODUCT_NAME} and no device that gets our notifications. We send it at most once a day, in the evening.`,
    },
    { 'List-Unsubscribe': `<${options.unsubscribeLink}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  );
}

/**
 * Every template with example values, for `npm run mail:render` and the template tests. A new
 * template joins this list so it is reviewed with the others.
 */
export const MAIL_PREVIEWS: Record<string, () => RenderedMail> = {
  password_reset: () => passwordResetMail({ link: 'https://kindred.example/reset-password#token=example-token', validMinutes: 60 }),
  change_email_confirm: () => changeEmailConfirmMail({ link: 'https://kindred.example/change-email#token=example-token', validMinutes: 60 }),
  change_email_notice: () => changeEmailNoticeMail({ newEmail: 'new.address@example.com', undoLink: 'https://kindred.example/undo-email-change#token=example-token', validDays: 14 }),
  match_digest: () => matchDigestMail({ newMatches: 3, appLink: 'https://kindred.example/home', unsubscribeLink: 'https://kindred.example/api/match-digest/unsubscribe?token=example-token' }),
};
