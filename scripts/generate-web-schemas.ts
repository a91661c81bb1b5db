/**
 * `npm run generate:web-schemas`: writes the web's schema re-export modules and loader table from
 * the contract and the server's routes (tools/web-schemas/web-schema-modules.ts). Run it after
 * adding, renaming or moving a response schema; the unit tests fail until it has been run.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expectedFiles, REPO, staleFiles } from '../tools/web-schemas/web-schema-modules.js';

let changed = 0;
for (const [file, content] of expectedFiles()) {
  const full = path.join(REPO, file);
  if (fs.existsSync(full) && fs.readFileSync(full, 'utf8') === content) continue;
  fs.writeFileSync(full, content);
  console.log(`wrote ${file}`);
  changed++;
}
for (const file of staleFiles()) {
  fs.rmSync(path.join(REPO, file));
  console.log(`removed ${file}`);
  changed++;
}
console.log(changed === 0 ? 'The web schema modules are up to date.' : `${changed} file(s) changed.`);
