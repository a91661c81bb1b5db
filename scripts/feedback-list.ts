/**
 * Lists feedback for operators, newest first, with each dater's name and e-mail:
 * `npm run feedback:list` (optionally a count, e.g. `npm run feedback:list -- 50`; default 200).
 * Reads the same configuration as the server. With the embedded database, stop the server first:
 * it holds the data directory.
 */
import { loadConfig } from '../server/src/config/env.js';
import { openDatabase } from '../server/src/db/database.js';
import { migrateToLatest } from '../server/src/db/migrate.js';
import { createFeedbackRepository } from '../server/src/features/feedback/feedback-repository.js';

const limit = Number(process.argv[2] ?? 200);
if (!Number.isInteger(limit) || limit < 1) {
  console.error('Usage: npm run feedback:list -- [how many, default 200]');
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 1 });
try {
  await migrateToLatest(database.db);
  const rows = await createFeedbackRepository(database.db).listWithSender(limit);
  if (rows.length === 0) console.log('No feedback yet.');
  for (const f of rows) {
    const name = f.profile_name || f.account_name || '(no name)';
    const sender = f.user_id ? `${name} <${f.email ?? '(no e-mail)'}>` : '(deleted account)';
    console.log(`${f.created_at.toISOString()}  ${f.kind === 'bug' ? 'BUG    ' : 'FEATURE'}  ${f.id}\n  from: ${sender}\n  ${f.message.replaceAll('\n', '\n  ')}\n`);
  }
  console.log(`${rows.length} item(s) shown, newest first.`);
} finally {
  await database.close();
}
