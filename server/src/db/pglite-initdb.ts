import fs from 'node:fs';
import path from 'node:path';
import { packageEntry, runShortLivedChild } from '../lib/short-lived-child.js';

/**
 * PGlite creates a new data directory with a second, temporary PostgreSQL instance (initdb) in
 * the same process. That instance's WebAssembly memory (about 165 MB resident) stays mapped for
 * the life of the process after it closes, so a first start would carry it for good. Creating the
 * directory in a short-lived child process returns all of it to the system; the server then opens
 * the finished directory as it does on every restart.
 */
export async function initPgliteDataDir(pgdataDir: string): Promise<void> {
  if (fs.existsSync(path.join(pgdataDir, 'PG_VERSION'))) return;
  await runShortLivedChild({
    script: 'const [entry, dir] = process.argv.slice(-2); require(entry).PGlite.create(dir).then((pg) => pg.close())',
    args: [packageEntry('@electric-sql/pglite'), pgdataDir],
    failure: `Could not create the embedded database in ${pgdataDir}`,
  });
}
