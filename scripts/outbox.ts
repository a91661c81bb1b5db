/**
 * The e-mail a server without SMTP_URL wrote to DATA_DIR/outbox instead of sending:
 * `npm run outbox` lists the latest messages, newest first, numbered;
 * `npm run outbox -- 1` prints the newest one in full (its plain-text part and links), `-- 2` the one before, and so on.
 * Reads the same configuration as the server, so it finds the same DATA_DIR.
 */
import { outboxDir } from '../server/src/adapters/mail/create-mail-transport.js';
import { outboxFiles, readOutboxEntry } from '../server/src/adapters/mail/outbox-reader.js';
import { loadConfig } from '../server/src/config/env.js';

const LISTED = 30;
const arg = process.argv[2];
const pick = arg === undefined ? undefined : Number(arg);
if (pick !== undefined && (!Number.isInteger(pick) || pick < 1)) {
  console.error('Usage: npm run outbox            (list the latest messages)\n       npm run outbox -- <n>   (print message n; 1 is the newest)');
  process.exit(2);
}
const dir = outboxDir(loadConfig().dataDir);
const files = await outboxFiles(dir);
if (files.length === 0) {
  console.log(`The outbox is empty (${dir}).`);
} else if (pick === undefined) {
  const shown = await Promise.all(files.slice(0, LISTED).map(readOutboxEntry));
  shown.forEach((m, i) => console.log(`${String(i + 1).padStart(3)}  ${m.date?.toISOString() ?? '(no date)'}  ${m.to}  "${m.subject}"`));
  console.log(`\n${shown.length} of ${files.length} message(s), newest first, in ${dir}. Print one with: npm run outbox -- <n>`);
} else {
  const file = files[pick - 1];
  if (!file) {
    console.error(`There are ${files.length} message(s); ${pick} is not one of them.`);
    process.exit(1);
  }
  const m = await readOutboxEntry(file);
  console.log(`File:    ${m.file}\nDate:    ${m.date?.toISOString() ?? '(no date)'}\nTo:      ${m.to}\nSubject: ${m.subject}\n\n${m.text}`);
}
