import { PRODUCT_NAME } from '@kindred/contract';
import { composeMail, type RenderedMail } from '../mail/compose-mail.js';

/**
 * An address shown in a mail to someone else's inbox, masked so a forwarded or misdirected notice
 * does not hand out the new address: the first letter of the name and of the domain, and the
 * ending ("j•••@e•••.com").
 */
export function maskedAddress(email: string): string {
  const at = email.lastIndexOf('@');
  const name = email.slice(0, at);
  const domain = email.slice(at + 1);
  const dot = domain.lastIndexOf('.');
  const host = dot > 0 ? domain.slice(0, dot) : domain;
  const ending = dot > 0 ? domain.slice(dot) : '';
  return `${name.slice(0, 1)}•••@${host.slice(0, 1)}•••${ending}`;
}

/** To the NEW address: the link that makes it the account's address. */
export function changeEmailConfirmMail(options: { link: string; validMinutes: number }): RenderedMail {
  return composeMail('change_email_confirm', `Confirm your new ${PRODUCT_NAME} e-mail address`, {
    preview: `This link works once, for ${options.validMinutes} minutes.`,
    heading: 'Confirm your new address',
    body: [`The ${PRODUCT_NAME} account of someone who is signed in asked to use this address from now on. It changes only when this link is opened.`],
    action: { label: 'Use this address', url: options.link },
    after: [`The link works once, for ${options.validMinutes} minutes.`, 'If you did not ask for this, ignore this e-mail: nothing changes.'],
    reason: `You got this e-mail because this address was entered as the new e-mail of a ${PRODUCT_NAME} account.`,
  });
}

/** To the OLD address, once the change is made: what happened, and the way back. */
export function changeEmailNoticeMail(options: { newEmail: string; undoLink: string; validDays: number }): RenderedMail {
  return composeMail('change_email_notice', `Your ${PRODUCT_NAME} e-mail address was changed`, {
    preview: `It is now ${maskedAddress(options.newEmail)}.`,
    heading: 'Your e-mail address was changed',
    body: [`The e-mail address of your ${PRODUCT_NAME} account is now ${maskedAddress(options.newEmail)}. From now on we write there, and you sign in with it.`,
      'If you made this change, there is nothing to do.'],
    action: { label: 'This was not me: undo it', url: options.undoLink },
    after: [
      `Undoing puts this address back on your account and signs out every device, including whoever made the change. Then set a new password with "Forgot password?". The link works once, for ${options.validDays} days.`,
    ],
    reason: `You got this e-mail because this address was the e-mail of a ${PRODUCT_NAME} account until now.`,
  });
}
