import crypto from 'node:crypto';
import { EMAIL_VERIFICATION_ERROR_CODES, EMAIL_VERIFICATION_TEXTS, MODERATION_ERROR_CODES, MODERATION_TEXTS, type EmailVerificationState } from '@kindred/contract';
import { HttpError } from '../../http/error-handler.js';
import { emailVerificationMail } from '../mail/email-verification-mail.js';
import type { MailService } from '../mail/mail-service.js';
import type { EmailVerificationRepository } from './email-verification-repository.js';

/** How long a code (and the link sent with it) works. */
export const CODE_VALID_MINUTES = 60;
/** Wrong codes allowed against one code before it is spent: a million codes cannot be walked. */
export const CODE_ATTEMPTS = 5;

/**
 * Verified addresses (decision 054). The link is the auth library's own (a signed token, checked
 * by its verify-email endpoint); the 6-digit code sent beside it is ours: random, stored only as
 * an HMAC under the server secret, single-use, an hour long and spent after five wrong tries.
 */
export function createEmailVerificationService(deps: {
  repository: EmailVerificationRepository;
  mail: MailService;
  secret: string;
  /** A banned address (decision 040) is never verified, by the code or by the link. */
  isEmailBanned: (email: string) => Promise<boolean>;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  const hashOf = (userId: string, code: string) => crypto.createHmac('sha256', deps.secret).update(`email-verification:${userId}:${code}`).digest('hex');

  return {
    /** The auth library's hook: a new link for this dater; a new code goes with it in one e-mail. */
    async sendFor(user: { id: string; email: string }, link: string): Promise<void> {
      const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
      await deps.repository.saveCode(user.id, hashOf(user.id, code), new Date(now().getTime() + CODE_VALID_MINUTES * 60_000));
      await deps.mail.send(user.email, emailVerificationMail({ link, code, validMinutes: CODE_VALID_MINUTES }));
    },

    async state(userId: string): Promise<EmailVerificationState> {
      const status = await deps.repository.status(userId);
      return { verified: status.proved, graceUntil: !status.proved && status.counts && status.graceUntil ? status.graceUntil.toISOString() : null };
    },

    async verifyCode(user: { id: string; email: string }, code: string): Promise<EmailVerificationState> {
      const userId = user.id;
      const status = await deps.repository.status(userId);
      if (status.proved) return { verified: true, graceUntil: null };
      // An account made before its mailbox was banned (a +tag, Gmail's dots) keeps no way in.
      if (await deps.isEmailBanned(user.email)) throw new HttpError(403, MODERATION_TEXTS.emailBanned, MODERATION_ERROR_CODES.emailBanned);
      const stored = await deps.repository.findCode(userId);
      if (!stored || stored.expiresAt <= now() || stored.attempts >= CODE_ATTEMPTS) {
        throw new HttpError(400, EMAIL_VERIFICATION_TEXTS.expiredCode, EMAIL_VERIFICATION_ERROR_CODES.expiredCode);
      }
      const given = Buffer.from(hashOf(userId, code), 'hex');
      if (!crypto.timingSafeEqual(given, Buffer.from(stored.codeHash, 'hex'))) {
        await deps.repository.countWrongTry(userId);
        throw new HttpError(400, EMAIL_VERIFICATION_TEXTS.wrongCode, EMAIL_VERIFICATION_ERROR_CODES.wrongCode);
      }
      await deps.repository.markVerified(userId);
      return { verified: true, graceUntil: null };
    },

    /** The auth library's link is about to verify this address: false for a banned one. */
    async mayVerify(email: string): Promise<boolean> {
      return !(await deps.isEmailBanned(email));
    },

    /** The auth library's link verified the address: the code sent with it, and any grace, are done. */
    async linkVerified(userId: string): Promise<void> {
      await deps.repository.markVerified(userId);
    },

    /** The address changed through its own link (change-email), which proves the new one: a code mailed to the old one is dropped. */
    async addressChanged(userId: string): Promise<void> {
      await deps.repository.deleteCode(userId);
    },

    /** Searching and unlocking wait for a verified address (or an older account's grace). */
    async requireVerified(userId: string): Promise<void> {
      if (!(await deps.repository.status(userId)).counts) {
        throw new HttpError(403, EMAIL_VERIFICATION_TEXTS.notVerified, EMAIL_VERIFICATION_ERROR_CODES.notVerified);
      }
    },
  };
}

export type EmailVerificationService = ReturnType<typeof createEmailVerificationService>;
