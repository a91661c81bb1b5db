/**
 * Lists open reports for moderators: `npm run reports:list`. Reads the same configuration as the
 * server. With the embedded database, stop the server first: it holds the data directory.
 */
import { loadConfig } from '../server/src/config/env.js';
import { openDatabase } from '../server/src/db/database.js';
import { migrateToLatest } from '../server/src/db/migrate.js';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 1 });
try {
  await migrateToLatest(database.db);
  const reports = await database.db
    .selectFrom('reports as r')
    .leftJoin('profiles as reporter', 'reporter.user_id', 'r.reporter_id')
    .leftJoin('profiles as reported', 'reported.user_id', 'r.reported_id')
    .select(['r.id', 'r.created_at', 'r.reason', 'r.comment', 'r.reported_id', 'reported.name as reported_name', 'r.reporter_id', 'reporter.name as reporter_name'])
    .where('r.status', '=', 'open')
    .orderBy('r.created_at')
    .execute();
  if (reports.length === 0) console.log('No open reports.');
  for (const r of reports) {
    console.log(`${r.created_at.toISOString()}  ${r.id}\n  reason: ${r.reason}\n  reported: ${r.reported_name ?? '(deleted)'} (${r.reported_id ?? '-'})\n  by: ${r.reporter_name ?? '(deleted)'} (${r.reporter_id ?? '-'})${r.comment ? `\n  comment: ${r.comment}` : ''}\n`);
  }
  console.log(`${reports.length} open report(s).`);
} finally {
  await database.close();
}
