import { PRODUCT_NAME } from '@kindred/contract';
import { composeMail, type RenderedMail } from './compose-mail.js';

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
