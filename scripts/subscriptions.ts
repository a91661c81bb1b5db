/**
 * Operator commands for subscriptions, reading the same configuration as the server:
 *   npm run subscriptions -- show <email>
 *   npm run subscriptions -- cancel-now <email>   ends premium at once and stops billing at the provider
 *   npm run subscriptions -- expire               runs the expiry job once
 * With the embedded database, stop the server first: it holds the data directory.
 */
import { pino } from 'pino';
import { loadConfig } from '../server/src/config/env.js';
import { loadOrCreateSecrets } from '../server/src/config/secrets.js';
import { openDatabase } from '../server/src/db/database.js';
import { migrateToLatest } from '../server/src/db/migrate.js';
import { composeSubscription } from '../server/src/composition/subscription.js';
import { createRepositories } from '../server/src/composition/repositories.js';

const [command, email] = process.argv.slice(2);
const usage = 'Usage: npm run subscriptions -- show <email> | cancel-now <email> | expire';
if (!command || (command !== 'expire' && !email) || !['show', 'cancel-now', 'expire'].includes(command)) {
  console.error(usage);
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 1 });
try {
  await migrateToLatest(database.db);
  const log = pino({ level: 'warn' });
  const sessionSecret = config.sessionSecret ?? loadOrCreateSecrets(config.dataDir).sessionSecret;
  // Jobs this command queues (the sandbox's webhooks) are delivered by the server's worker.
  const repositories = createRepositories(database.db);
  const payments = composeSubscription({ config, repositories, nudgeWorker: () => {}, sessionSecret, log });
  if (command === 'expire') {
    console.log(`${await payments.subscriptions.expireDue()} subscription(s) expired.`);
  } else {
    const userId = await repositories.subscriptions.userIdByEmail(email ?? '');
    if (!userId) {
      console.error(`No dater has the e-mail address ${email}.`);
      process.exitCode = 1;
    } else {
      const info = command === 'cancel-now' ? await payments.subscriptions.cancelNow(userId) : await payments.subscriptions.info(userId);
      console.log(JSON.stringify(info, null, 2));
    }
  }
} finally {
  await database.close();
}
