import { sql, type Kysely } from 'kysely';

/**
 * The daily new-match e-mail (decision 056): whether a dater wants it, the time zone it is timed
 * by, and when the last one went out. A dater without a row gets it (on, UTC, never sent); a row
 * is written when they change the setting, when their browser reports its time zone, or when a
 * digest is sent. The time zone is an IANA name checked by the server before it is saved.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table match_digest (
    user_id text primary key references profiles(user_id) on delete cascade,
    enabled boolean not null default true,
    time_zone text check (time_zone is null or length(time_zone) <= 64),
    last_sent_at timestamptz,
    updated_at timestamptz not null default now()
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists match_digest`.execute(db);
}
