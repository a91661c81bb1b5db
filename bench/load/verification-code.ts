/**
 * The 6-digit code of the verification e-mail a new account is sent, read from the outbox as
 * `npm run outbox` reads it (DATA_DIR/outbox of the process that runs the jobs). Searching and
 * unlocking wait for a proven address (decision 054), so the load's daters enter it as daters do.
 */
import fs from 'node:fs/promises';
import { outboxDir } from '../../server/src/adapters/mail/create-mail-transport.js';
import { outboxFiles, readOutboxEntry } from '../../server/src/adapters/mail/outbox-reader.js';

/** How long a dater waits for the e-mail, which the worker sends as a job behind whatever is queued. */
const MAIL_WAIT_MS = 3 * 60_000;
const CODE = /Your code: (\d{6})/;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The code of the verification e-mail to `email`, read from the outbox as `npm run outbox` reads it. */
export async function verificationCode(mailDirs: readonly string[], email: string): Promise<string> {
  const deadline = Date.now() + MAIL_WAIT_MS;
  // Each file is read again only when its size changed: the outbox writes a file in place, so a
  // read may catch it empty or half written, and it is whole once its size stops changing.
  const sizes = new Map<string, number>();
  for (;;) {
    for (const dir of mailDirs) {
      for (const file of await outboxFiles(outboxDir(dir))) {
        const size = (await fs.stat(file)).size;
        if (sizes.get(file) === size) continue;
        sizes.set(file, size);
        const entry = await readOutboxEntry(file).catch(() => undefined);
        const code = entry?.to === email ? CODE.exec(entry.text)?.[1] : undefined;
        if (code) return code;
      }
    }
    if (Date.now() > deadline) throw new Error(`no verification e-mail within ${MAIL_WAIT_MS / 1000} s`);
    await sleep(250);
  }
}
