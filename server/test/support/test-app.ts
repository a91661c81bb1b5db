import type { FastifyInstance } from 'fastify';
import { composeServer } from '../../src/compose.js';
import { loadConfig, type AppConfig } from '../../src/config/env.js';
import type { Database } from '../../src/db/database.js';
import { createTestDatabase } from './test-database.js';
import { freePort } from './free-port.js';

export interface TestApp {
  app: FastifyInstance;
  baseUrl: string;
  config: AppConfig;
  database: Database;
  /** The port serving /metrics when the test set METRICS_PORT. */
  metricsPort: number | undefined;
  /** The embedded database's backups (undefined on PostgreSQL). */
  backups: { now(reason: string): Promise<string> } | undefined;
  close(): Promise<void>;
}

/**
 * The real server, composed exactly as main.ts does, on a real port over a fresh database.
 * `env` overrides configuration the way environment variables would.
 */
export async function startTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const location = await createTestDatabase();
  // The auth library needs its public URL when it is built, so the port is chosen first.
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    NODE_ENV: 'test',
    // Errors only: a request that fails with a 5xx prints its cause beside the test that met it.
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'error',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: baseUrl,
    DATA_DIR: location.dataDir,
    DATABASE_POOL_SIZE: '4',
    SESSION_SECRET: 'test-session-secret-that-is-long-enough-0123456789',
    WEB_DIST_DIR: `${location.dataDir}/no-web-build`,
    // Tests sign many daters up from one address; the limit itself has its own test.
    AUTH_RATE_LIMIT_MAX: '10000',
    SEARCH_RATE_LIMIT_PER_MINUTE: '10000',
    // Tests build the community they need; the demo one has its own test.
    DEMO_COMMUNITY: 'off',
    ...(location.databaseUrl ? { DATABASE_URL: location.databaseUrl } : {}),
    ...env,
  });
  const server = await composeServer(config);
  await server.app.listen({ port, host: '127.0.0.1' });
  return {
    app: server.app,
    baseUrl,
    config,
    database: server.database,
    metricsPort: server.metricsPort,
    backups: server.backups,
    async close() {
      await server.close();
      await location.drop();
    },
  };
}
