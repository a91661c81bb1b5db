import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

/** One caller's standing against one limit: hits in the current window, and how long it still runs. */
export interface RateLimitStanding {
  hits: number;
  msLeft: number;
}

/**
 * The rate-limit counters every API process shares (decision 033). Each hit is one atomic upsert,
 * so two processes counting the same caller at the same moment both count.
 */
export function createRateLimitRepository(db: Kysely<DB>) {
  return {
    /** Counts one hit; a window that has ended starts again with this hit. */
    async hit(key: string, windowMs: number): Promise<RateLimitStanding> {
      const { rows } = await sql<{ hits: number; ms_left: number }>`
        insert into rate_limit_hits (key, hits, window_ends_at)
        values (${key}, 1, now() + ${windowMs}::double precision * interval '1 millisecond')
        on conflict (key) do update set
          hits = case when rate_limit_hits.window_ends_at <= now() then 1 else least(rate_limit_hits.hits, 2147483646) + 1 end,
          window_ends_at = case when rate_limit_hits.window_ends_at <= now() then excluded.window_ends_at else rate_limit_hits.window_ends_at end
        returning hits, greatest(0, ceil(extract(epoch from (window_ends_at - now())) * 1000))::integer as ms_left`.execute(db);
      const row = rows[0];
      if (!row) throw new Error('The rate-limit upsert returned no row');
      return { hits: row.hits, msLeft: row.ms_left };
    },

    /** The standing without counting a hit: none once the window has ended. */
    async read(key: string): Promise<RateLimitStanding> {
      const row = await db
        .selectFrom('rate_limit_hits')
        .select(['hits', sql<number>`greatest(0, ceil(extract(epoch from (window_ends_at - now())) * 1000))::integer`.as('ms_left')])
        .where('key', '=', key)
        .where('window_ends_at', '>', sql<Date>`now()`)
        .executeTakeFirst();
      return row ? { hits: row.hits, msLeft: row.ms_left } : { hits: 0, msLeft: 0 };
    },

    /** Removes counters whose window ended at least a minute ago; returns how many. */
    async sweepEnded(): Promise<number> {
      const result = await db.deleteFrom('rate_limit_hits').where('window_ends_at', '<', sql<Date>`now() - interval '1 minute'`).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type RateLimitRepository = ReturnType<typeof createRateLimitRepository>;
