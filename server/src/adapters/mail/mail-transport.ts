/**
 * One e-mail, ready to send: the addresses are checked, the subject and both bodies rendered.
 * `link` is the one link the message is about (a reset link, say); the outbox logs it so that a
 * server without SMTP can still be used from its log.
 */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  link?: string | undefined;
  /** Extra headers, such as List-Unsubscribe; names and values are checked like the rest. */
  headers?: Record<string, string> | undefined;
}

/** Where e-mail goes: an SMTP server, or the outbox in DATA_DIR when none is configured. */
export interface MailTransport {
  kind: 'smtp' | 'outbox';
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/**
 * A refusal that sending again cannot change: the SMTP server answered 5xx (no such mailbox,
 * address refused). The job that sent it fails for good instead of retrying.
 */
export class MailRejectedError extends Error {
  override name = 'MailRejectedError';
}
