/**
 * Grants and revokes the moderator role, reading the same configuration as the server:
 *   npm run moderators -- add <email> --name <display name>   the dater can open the moderation console
 *   npm run moderators -- remove <email>                      the console refuses them from their next request
 *   npm run moderators -- list
 * The display name (1 to 60 characters, never an e-mail address) is what the audit log, selfie
 * decisions and the console show for the moderator; run add again with another --name to rename.
 * With the embedded database, stop the server first: it holds the data directory.
 */
import os from 'node:os';
import { MODERATORS_USAGE, parseModeratorsCommand } from '../server/src/features/moderation/moderators-command.js';

const parsed = parseModeratorsCommand(process.argv.slice(2));
if (!parsed.ok) {
  console.error(`${parsed.error}\n${MODERATORS_USAGE}`);
  process.exit(2);
}
const request = parsed.command;

// Loaded only once the arguments are right, so a mistake is told at once.
const { loadConfig } = await import('../server/src/config/env.js');
const { openDatabase } = await import('../server/src/db/database.js');
const { migrateToLatest } = await import('../server/src/db/migrate.js');
const { createModeratorRepository } = await import('../server/src/features/moderation/moderator-repository.js');

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 1 });
try {
  await migrateToLatest(database.db);
  const moderators = createModeratorRepository(database.db);
  if (request.command === 'list') {
    const all = await moderators.list();
    for (const m of all) console.log(`${m.email}  "${m.displayName}"  since ${m.grantedAt.toISOString()} (granted by ${m.grantedBy})`);
    console.log(all.length === 0 ? 'No moderators yet. Grant the role with: npm run moderators -- add <email> --name <display name>' : `${all.length} moderator(s).`);
  } else {
    const { email } = request;
    const userId = await moderators.userIdByEmail(email);
    if (!userId) {
      console.error(`No dater has the e-mail address ${email}. They must sign up before they can be made a moderator.`);
      process.exitCode = 1;
    } else if (request.command === 'add') {
      const outcome = await moderators.grant(userId, `operator ${os.userInfo().username}`, request.displayName);
      const name = `"${request.displayName}"`;
      console.log(
        outcome === 'granted'
          ? `${email} is now a moderator, shown as ${name}.`
          : outcome === 'renamed'
          ? `${email} was already a moderator; they are now shown as ${name}.`
          : `${email} was already a moderator shown as ${name}; nothing changed.`,
      );
    } else {
      const revoked = await moderators.revoke(userId);
      console.log(revoked ? `${email} is no longer a moderator.` : `${email} was not a moderator; nothing changed.`);
    }
  }
} finally {
  await database.close();
}
