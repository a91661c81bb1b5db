import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

/** What the health check asks of the database: only that it answers. */
export function createHealthRepository(db: Kysely<DB>) {
  return {
    async ping(): Promise<void> {
      await sql`select 1`.execute(db);
    },
  };
}

export type HealthRepository = ReturnType<typeof createHealthRepository>;
