import type { JobQueue } from '../../jobs/job-queue.js';
import { enqueueJob } from '../../jobs/job-kind.js';
import { SEND_MAIL, SEND_MAIL_ATTEMPTS } from './mail-job.js';
import { checkedAddress, checkedHeaders, oneLine } from './mail-safety.js';
import type { RenderedMail } from './compose-mail.js';

/**
 * Sending e-mail, for every feature (docs/mail.md). `send` checks the address and headers,
 * queues the message and returns: the job worker does the sending, so a slow or failing mail
 * server never holds a request, and retries with backoff.
 */
export interface MailService {
  /**
   * Queues one message to one plain address. Throws MailAddressError (before anything is
   * queued) for an address or header with a line break or anything but one plain address.
   */
  send(to: string, mail: RenderedMail): Promise<void>;
}

export function createMailService(deps: { queue: Pick<JobQueue, 'enqueue'>; nudgeWorker: () => void }): MailService {
  return {
    async send(to, mail) {
      const payload = {
        template: mail.template,
        to: checkedAddress(to),
        subject: oneLine(mail.subject),
        text: mail.text,
        html: mail.html,
        ...(mail.link ? { link: mail.link } : {}),
        ...(mail.headers ? { headers: checkedHeaders(mail.headers) } : {}),
      };
      await enqueueJob(deps.queue, SEND_MAIL, { payload, maxAttempts: SEND_MAIL_ATTEMPTS });
      deps.nudgeWorker();
    },
  };
}
