import { createHash, randomBytes } from 'node:crypto';
import { CHANGE_EMAIL_ERROR_CODES, CHANGE_EMAIL_TEXTS, MODERATION_ERROR_CODES, MODERATION_TEXTS, type ChangeEmailConfirmed, type ChangeEmailState } from '@kindred/contract';
import type { Auth } from '../../auth/auth.js';
import { HttpError } from '../../http/error-handler.js';
import type { MailService } from '../mail/mail-service.js';
import { changeEmailConfirmMail, changeEmailNoticeMail } from './change-email-mail.js';

/** How long the link to the new address works (docs/security.md#changing-the-e-mail-address). */
export const CONFIRM_LINK_MINUTES = 60;
/** How long the old address can undo the change: long enough to see the notice after a trip. */
export const UNDO_LINK_DAYS = 14;

const CONFIRM = 'change-email:';
const UNDO = 'change-email-undo:';
/** When the account last had a change undone: links asked for before it no longer work. */
const UNDONE = 'change-email-undone:';

interface PendingChange {
  userId: string;
  oldEmail: string;
  newEmail: string;
  /** Whether the old address was verified, so undo restores it as it was. */
  oldVerified: boolean;
  requestedAt: number;
}

export interface ChangeEmailService {
  state(userId: string): Promise<ChangeEmailState>;
  request(userId: string, newEmail: string): Promise<void>;
  confirm(token: string): Promise<ChangeEmailConfirmed>;
  undo(token: string): Promise<void>;
}

/**
 * Changing the e-mail address (decision 057). The link tokens are random, 256 bits, and only their
 * SHA-256 is kept, in the auth library's verification table; the library's consume spends a row
 * atomically and refuses an expired one, so each link works once and only in its time. The
 * address changes only when the link sent to the new address is opened, and the old address is
 * then told, with a link that puts it back and ends every session.
 */
export function createChangeEmailService(deps: {
  auth: Auth;
  mail: MailService;
  publicUrl: string;
  isEmailBanned: (email: string) => Promise<boolean>;
  /** The address changed: a verification code mailed to the old one must not verify the account now (decision 054). */
  onAddressChanged: (userId: string) => Promise<void>;
}): ChangeEmailService {
  const { auth, mail, publicUrl } = deps;
  const adapter = async () => (await auth.$context).internalAdapter;
  const linkInvalid = () => new HttpError(400, CHANGE_EMAIL_TEXTS.linkInvalid, CHANGE_EMAIL_ERROR_CODES.linkInvalid);

  async function issue(prefix: string, change: PendingChange, validMs: number): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await (await adapter()).createVerificationValue({ identifier: prefix + digest(token), value: JSON.stringify(change), expiresAt: new Date(Date.now() + validMs) });
    return token;
  }

  /** The change a link stands for, spent: null for an unknown, used or expired token. */
  async function spend(prefix: string, token: string): Promise<PendingChange | null> {
    const row = await (await adapter()).consumeVerificationValue(prefix + digest(token));
    return row ? (JSON.parse(row.value) as PendingChange) : null;
  }

  return {
    async state(userId) {
      const internal = await adapter();
      const [user, credential] = await Promise.all([internal.findUserById(userId), internal.findCredentialAccount(userId)]);
      return { email: user?.email ?? '', canChange: Boolean(credential?.password) };
    },

    async request(userId, newEmail) {
      const internal = await adapter();
      const [user, credential] = await Promise.all([internal.findUserById(userId), internal.findCredentialAccount(userId)]);
      if (!user) throw new HttpError(401, 'Please sign in to continue.', 'UNAUTHENTICATED');
      if (!credential?.password) throw new HttpError(409, CHANGE_EMAIL_TEXTS.providerOnly, CHANGE_EMAIL_ERROR_CODES.providerOnly);
      if (newEmail === user.email.toLowerCase()) throw new HttpError(400, CHANGE_EMAIL_TEXTS.same, CHANGE_EMAIL_ERROR_CODES.same);
      // As at sign-up: a banned address is refused outright (decision 040).
      if (await deps.isEmailBanned(newEmail)) throw new HttpError(403, MODERATION_TEXTS.emailBanned, MODERATION_ERROR_CODES.emailBanned);
      // Someone else's address gets the same answer as a free one, and no mail: it reveals no member.
      if (await internal.findUserByEmail(newEmail)) return;
      const change = { userId, oldEmail: user.email, newEmail, oldVerified: user.emailVerified, requestedAt: Date.now() };
      const token = await issue(CONFIRM, change, CONFIRM_LINK_MINUTES * 60_000);
      await mail.send(newEmail, changeEmailConfirmMail({ link: `${publicUrl}/change-email#token=${token}`, validMinutes: CONFIRM_LINK_MINUTES }));
    },

    async confirm(token) {
      const change = await spend(CONFIRM, token);
      if (!change) throw linkInvalid();
      const internal = await adapter();
      const user = await internal.findUserById(change.userId);
      // The account's address changed since the link was sent (another link, or an undo).
      if (!user || user.email !== change.oldEmail) throw linkInvalid();
      const undone = await internal.findVerificationValue(UNDONE + change.userId);
      if (undone && Number(undone.value) >= change.requestedAt) throw linkInvalid();
      // Taken or banned since the link was sent: the link just stops working.
      if ((await internal.findUserByEmail(change.newEmail)) || (await deps.isEmailBanned(change.newEmail))) throw linkInvalid();
      // Opening the link proves the dater reads the new address, so it counts as verified.
      await internal.updateUser(change.userId, { email: change.newEmail, emailVerified: true });
      await deps.onAddressChanged(change.userId);
      const undoToken = await issue(UNDO, change, UNDO_LINK_DAYS * 24 * 60 * 60_000);
      await mail.send(change.oldEmail, changeEmailNoticeMail({ newEmail: change.newEmail, undoLink: `${publicUrl}/undo-email-change#token=${undoToken}`, validDays: UNDO_LINK_DAYS }));
      return { changed: true, email: change.newEmail };
    },

    async undo(token) {
      const change = await spend(UNDO, token);
      if (!change) throw linkInvalid();
      const internal = await adapter();
      const user = await internal.findUserById(change.userId);
      if (!user) throw linkInvalid();
      // The old address went to a new account meanwhile: it cannot be given back.
      const holder = await internal.findUserByEmail(change.oldEmail);
      if (holder && holder.user.id !== change.userId) throw linkInvalid();
      await internal.updateUser(change.userId, { email: change.oldEmail, emailVerified: change.oldVerified });
      await deps.onAddressChanged(change.userId);
      // Whoever made the change is signed out, and a link they asked for earlier stops working.
      await internal.deleteUserSessions(change.userId);
      await internal.createVerificationValue({ identifier: UNDONE + change.userId, value: String(Date.now()), expiresAt: new Date(Date.now() + CONFIRM_LINK_MINUTES * 60_000) });
    },
  };
}

/** Only a link token's SHA-256 is stored: a copy of the database opens no link. */
function digest(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
