import type { RenderedMail } from '../features/mail/compose-mail.js';
import { matchDigestMail, passwordResetMail } from '../features/mail/mail-templates.js';
import { changeEmailConfirmMail, changeEmailNoticeMail } from '../features/change-email/change-email-mail.js';

/**
 * Every template with example values, for `npm run mail:render` and the template tests. A new
 * template joins this list so it is reviewed with the others. The list gathers templates from
 * several features (a feature keeps its own mail beside it), so it lives where features are put
 * together, not in the mail feature that every feature sends through.
 */
export const MAIL_PREVIEWS: Record<string, () => RenderedMail> = {
  password_reset: () => passwordResetMail({ link: 'https://kindred.example/reset-password#token=example-token', validMinutes: 60 }),
  change_email_confirm: () => changeEmailConfirmMail({ link: 'https://kindred.example/change-email#token=example-token', validMinutes: 60 }),
  change_email_notice: () => changeEmailNoticeMail({ newEmail: 'new.address@example.com', undoLink: 'https://kindred.example/undo-email-change#token=example-token', validDays: 14 }),
  match_digest: () => matchDigestMail({ newMatches: 3, appLink: 'https://kindred.example/home', unsubscribeLink: 'https://kindred.example/api/match-digest/unsubscribe?token=example-token' }),
};
