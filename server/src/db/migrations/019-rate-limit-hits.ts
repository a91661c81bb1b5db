import { sql, type Kysely } from 'kysely';

/**
 * Rate-limit counters in the database (decision 033), so that every API process counts the same
 * hits: one row per limit and caller (a route's key with an address or a dater), holding the hits
 * in the current window and when that window ends. A row whose window has ended is reused by the
 * next hit and swept away in time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table rate_limit_hits (
    key text primary key check (length(key) <= 400),
    hits integer not null check (hits > 0),
    window_ends_at timestamptz not null
  )`.execute(db);
  await sql`create index rate_limit_hits_window_ends_at on rate_limit_hits (window_ends_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists rate_limit_hits`.execute(db);
}
