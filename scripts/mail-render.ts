/**
 * Renders every e-mail template with example values, for review: `npm run mail:render` writes
 * each one's HTML part (name.html) and plain-text part (name.txt) to a folder, by default
 * kindred-mail-previews in the system's temporary folder, or to the folder given:
 * `npm run mail:render -- ./previews`. Open the .html files in a browser to see the look.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MAIL_PREVIEWS } from '../server/src/composition/mail-previews.js';

const out = path.resolve(process.argv[2] ?? path.join(os.tmpdir(), 'kindred-mail-previews'));
fs.mkdirSync(out, { recursive: true });
for (const [name, render] of Object.entries(MAIL_PREVIEWS)) {
  const mail = render();
  fs.writeFileSync(path.join(out, `${name}.html`), mail.html);
  fs.writeFileSync(path.join(out, `${name}.txt`), `Subject: ${mail.subject}\n\n${mail.text}`);
  console.log(`${name}: ${path.join(out, `${name}.html`)} and .txt  ("${mail.subject}")`);
}
