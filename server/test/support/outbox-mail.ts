import { outboxDir } from '../../src/adapters/mail/create-mail-transport.js';
import fs from 'node:fs/promises';
import { outboxFiles, readOutboxEntry, type OutboxEntry } from '../../src/adapters/mail/outbox-reader.js';

/**
 * Messages already parsed, by file and size: a suite's outbox grows to hundreds of messages, and
 * a wait polls it ten times a second. A file still being written has another size next time.
 */
const parsed = new Map<string, { size: number; entry: OutboxEntry }>();
async function readCached(file: string): Promise<OutboxEntry> {
  const { size } = await fs.stat(file);
  const known = parsed.get(file);
  if (known?.size === size) return known.entry;
  const entry = await readOutboxEntry(file);
  parsed.set(file, { size, entry });
  return entry;
}

/**
 * The newest message to `to` in a server's outbox (DATA_DIR/outbox, where mail goes without
 * SMTP_URL) that `matches` accepts, waiting for the job worker to write it. Read as `npm run
 * outbox` reads it: the database is never asked for a token. A sign-up by e-mail mails its
 * verification link first, so a test after another message names what it waits for.
 */
export async function waitForOutboxMail(dataDir: string, to: string, matches: (entry: OutboxEntry) => boolean = () => true, timeoutMs = 15_000): Promise<OutboxEntry> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    for (const file of await outboxFiles(outboxDir(dataDir))) {
      const entry = await readCached(file);
      if (entry.to === to && matches(entry)) return entry;
    }
    if (Date.now() > deadline) throw new Error(`no e-mail to ${to} in the outbox within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const RESET_LINK = /\/reset-password#token=([A-Za-z0-9_-]+)/;

/** Whether a message holds a reset link: the one to wait for after a sign-up's verification mail. */
export const holdsResetLink = (entry: OutboxEntry): boolean => RESET_LINK.test(entry.text);

/** The token of a reset link in a message's plain-text part. */
export function resetTokenIn(text: string): string {
  const match = RESET_LINK.exec(text);
  if (!match?.[1]) throw new Error('no reset link in the e-mail');
  return match[1];
}
