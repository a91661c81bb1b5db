/**
 * Grants and revokes the moderator role, reading the same configuration as the server:
 *   npm run moderators -- add <email>      the dater can open the moderation console
 *   npm run moderators -- remove <email>   the console refuses them from their next request
 *   npm run moderators -- list
 * With the embedded database, stop the server first: it holds the data directory.
 */
import os from 'node:os';
import { loadConfig } from '../server/src/config/env.js';
import { openDatabase } from '../server/src/db/database.js';
import { migrateToLatest } from '../server/src/db/migrate.js';
import { createModeratorRepository } from '../server/src/features/moderation/moderator-repository.js';

const [command, email] = process.argv.slice(2);
const usage = 'Usage: npm run moderators -- add <email> | remove <email> | list';
if (!command || !['add', 'remove', 'list'].includes(command) || (command !== 'list' && !email)) {
  console.error(usage);
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 1 });
try {
  await migrateToLatest(database.db);
  const moderators = createModeratorRepository(database.db);
  if (command === 'list') {
    const all = await moderators.list();
    for (const m of all) console.log(`${m.email}  ${m.name}  since ${m.grantedAt.toISOString()} (granted by ${m.grantedBy})`);
    console.log(all.length === 0 ? 'No moderators yet. Grant the role with: npm run moderators -- add <email>' : `${all.length} moderator(s).`);
  } else {
    const userId = await moderators.userIdByEmail(email ?? '');
    if (!userId) {
      console.error(`No dater has the e-mail address ${email}. They must sign up before they can be made a moderator.`);
      process.exitCode = 1;
    } else if (command === 'add') {
      const granted = await moderators.grant(userId, `operator ${os.userInfo().username}`);
      console.log(granted ? `${email} is now a moderator.` : `${email} was already a moderator; nothing changed.`);
    } else {
      const revoked = await moderators.revoke(userId);
      console.log(revoked ? `${email} is no longer a moderator.` : `${email} was not a moderator; nothing changed.`);
    }
  }
} finally {
  await database.close();
}
