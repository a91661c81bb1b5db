import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Database } from './database.js';

/** How often the embedded database is tidied. */
const UPKEEP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * The upkeep PostgreSQL's autovacuum does on its own, done for the embedded PGlite, which runs
 * no background processes: `VACUUM (ANALYZE)` marks pages all-visible, so the index-only reads
 * of retrieval (decision 035) skip the table, and refreshes the statistics the planner chooses
 * plans by. It runs once at start and then hourly. PGlite answers one statement at a time, so
 * requests wait while it runs: a fraction of a second for the demo community, a few seconds at
 * 100k daters. Returns null on PostgreSQL, whose autovacuum already does this.
 */
export function startEmbeddedUpkeep(database: Database, log: FastifyBaseLogger, intervalMs = UPKEEP_INTERVAL_MS): { stop(): Promise<void> } | null {
  if (database.kind !== 'pglite') return null;
  let running: Promise<void> = Promise.resolve();
  const tidy = () => {
    running = (async () => {
      const started = performance.now();
      await sql`vacuum (analyze)`.execute(database.db);
      log.info({ ms: Math.round(performance.now() - started) }, 'embedded database vacuumed and analysed');
    })().catch((error: unknown) => log.warn({ err: error }, 'embedded database upkeep failed'));
  };
  tidy();
  const timer = setInterval(tidy, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
