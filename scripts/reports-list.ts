/**
 * Lists open reports, oldest first: `npm run reports:list`. Moderators decide them in the
 * moderation console; this is for an operator at the server. Reads the same configuration as the
 * server. With the embedded database, stop the server first: it holds the data directory.
 */
import { loadConfig } from '../server/src/config/env.js';
import { openDatabase } from '../server/src/db/database.js';
import { migrateToLatest } from '../server/src/db/migrate.js';
import { createModerationQueueRepository } from '../server/src/features/moderation/moderation-queue-repository.js';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 1 });
try {
  await migrateToLatest(database.db);
  const queue = createModerationQueueRepository(database.db);
  const reports = await queue.openReports(1000);
  const daters = await queue.publicDaters(reports.flatMap((r) => [r.reporter_id, r.reported_id].filter((id): id is string => id !== null)));
  const nameOf = (id: string | null) => (id ? (daters.get(id)?.name ?? '(no profile)') : '(deleted)');
  if (reports.length === 0) console.log('No open reports.');
  for (const r of reports) {
    console.log(
      `${r.created_at.toISOString()}  ${r.id}\n  reason: ${r.reason}\n  reported: ${nameOf(r.reported_id)} (${r.reported_id ?? '-'})\n  by: ${nameOf(r.reporter_id)} (${r.reporter_id ?? '-'})${
        r.comment ? `\n  comment: ${r.comment}` : ''
      }\n`,
    );
  }
  console.log(`${reports.length} open report(s). Moderators decide them in the app's moderation console (${config.publicUrl}/moderation); grant the role with: npm run moderators -- add <email>`);
} finally {
  await database.close();
}
