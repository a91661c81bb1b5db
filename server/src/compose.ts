import type { FastifyInstance } from 'fastify';
import { createAiServices } from './adapters/ai/ai-services.js';
import { buildApp } from './app.js';
import { createAuth } from './auth/auth.js';
import type { AppConfig } from './config/env.js';
import { loadOrCreateSecrets } from './config/secrets.js';
import { openDatabase, type Database } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';

export interface ComposedServer {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/**
 * The composition root: opens the database the configuration names, brings its schema up to
 * date, and wires every adapter into the HTTP app. main.ts and the integration tests share it,
 * so tests exercise exactly what production runs.
 */
export async function composeServer(config: AppConfig): Promise<ComposedServer> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.databasePoolSize,
  });
  try {
    await migrateToLatest(database.db);
    const secret = config.sessionSecret ?? loadOrCreateSecrets(config.dataDir).sessionSecret;
    const auth = createAuth({ config, pool: database.pool, secret });
    const app = await buildApp({ config, database, auth, ai: createAiServices(config) });
    return {
      app,
      database,
      async close() {
        await app.close();
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}
