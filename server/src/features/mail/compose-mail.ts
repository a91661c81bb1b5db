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
