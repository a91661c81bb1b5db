import { sql, type Kysely } from 'kysely';

/**
 * A small durable job queue in Postgres. Workers claim jobs with FOR UPDATE SKIP LOCKED and hold
 * a lease that they renew; a job whose lease ran out (its worker died) is claimed again. The
 * partial unique index on singleton_key lets at most one active job exist per key, which is how
 * a dater has at most one match search running.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table jobs (
    id uuid primary key default gen_random_uuid(),
    kind text not null check (kind ~ '^[a-z_]{1,40}$'),
    user_id text references "user"(id) on delete cascade,
    singleton_key text,
    payload jsonb not null default '{}'::jsonb,
    status text not null default 'queued' check (status in ('queued', 'running', 'succeeded', 'failed')),
    progress jsonb not null default '{}'::jsonb,
    result jsonb,
    error text,
    attempts integer not null default 0 check (attempts >= 0),
    max_attempts integer not null default 3 check (max_attempts >= 1),
    run_after timestamptz not null default now(),
    locked_by text,
    locked_until timestamptz,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    finished_at timestamptz
  )`.execute(db);
  await sql`create unique index jobs_active_singleton_idx on jobs (singleton_key) where status in ('queued', 'running')`.execute(db);
  await sql`create index jobs_claimable_idx on jobs (run_after) where status in ('queued', 'running')`.execute(db);
  await sql`create index jobs_user_idx on jobs (user_id, created_at desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('jobs').ifExists().execute();
}
