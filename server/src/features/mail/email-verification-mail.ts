import { PRODUCT_NAME } from '@kindred/contract';
import { composeMail, type RenderedMail } from './compose-mail.js';

/** After an e-mail sign-up (and on "Resend"): the link, and the same proof as a 6-digit code. */
export function emailVerificationMail(options: { link: string; code: string; validMinutes: number }): RenderedMail {
  return composeMail('email_verification', `Your ${PRODUCT_NAME} code is ${options.code}`, {
    preview: `Confirm your address: code ${options.code}, or tap the button.`,
    heading: 'Confirm your e-mail address',
    body: [`Welcome to ${PRODUCT_NAME}. Confirm that this address is yours, and other daters can meet you.`, `Your code: ${options.code}`],
    action: { label: 'Confirm my address', url: options.link },
    after: [`The code and the button work for ${options.validMinutes} minutes. If you did not sign up, ignore this e-mail: nothing happens without the code.`],
    reason: `You got this e-mail because someone signed up to ${PRODUCT_NAME} with this address.`,
  });
}
