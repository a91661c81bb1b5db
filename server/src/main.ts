import { buildApp } from './app.js';
import { createAuth } from './auth/auth.js';
import { ConfigError, loadConfig } from './config/env.js';
import { loadOrCreateSecrets } from './config/secrets.js';
import { DataDirLockedError } from './db/data-dir-lock.js';
import { openDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';

/** The composition root: reads configuration, opens the database, and starts the HTTP server. */
async function main() {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.databasePoolSize,
  });
  await migrateToLatest(database.db);
  const secret = config.sessionSecret ?? loadOrCreateSecrets(config.dataDir).sessionSecret;
  const auth = createAuth({ config, pool: database.pool, secret });
  const app = await buildApp({ config, database, auth });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000).unref();
    await app.close();
    await database.close();
    clearTimeout(timer);
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const local = config.publicUrl.includes(`:${config.port}`) ? config.publicUrl.replace(`:${config.port}`, `:${port}`) : config.publicUrl;
  console.log(`\n  Kindred is running at ${local}  (database: ${database.kind === 'pglite' ? `embedded, in ${config.dataDir}` : 'PostgreSQL'})\n`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(`\n${error.message}\n`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
