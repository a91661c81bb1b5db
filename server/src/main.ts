import { composeServer } from './compose.js';
import { ConfigError, loadConfig } from './config/env.js';
import { DataDirLockedError } from './db/data-dir-lock.js';

const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  const config = loadConfig();
  const server = await composeServer(config);
  const { app, database } = server;

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing open requests');
    setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
    await server.close();
    process.exit(0);
  };
  // `npm run backup` asks a running server for a backup with SIGUSR2: only this process may read
  // the embedded database while it runs.
  process.on('SIGUSR2', () => void server.backups?.now('operator').catch(() => {}));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  const where = database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL';
  if (config.role === 'worker') {
    console.log(`\n  Kindred worker is running  (${where})\n`);
    return;
  }
  await app.listen({ port: config.port, host: config.host });
  console.log(`\n  Kindred is running at ${config.publicUrl}  (${where})\n`);
}

main().catch((error: unknown) => {
  // Operator mistakes get their message alone; anything else keeps its stack for diagnosis.
  const known = error instanceof ConfigError || error instanceof DataDirLockedError;
  console.error(known ? `\n${(error as Error).message}\n` : error);
  process.exit(1);
});
