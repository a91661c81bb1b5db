import { sql, type Kysely } from 'kysely';

/** Reports of other daters, kept for moderation; the reporter has already blocked them. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table reports (
    id uuid primary key default gen_random_uuid(),
    reporter_id text references profiles(user_id) on delete set null,
    reported_id text references profiles(user_id) on delete set null,
    reason text not null check (reason in ('fake_profile', 'inappropriate_content', 'harassment', 'other')),
    comment text check (length(comment) <= 1000),
    status text not null default 'open' check (status in ('open', 'resolved')),
    created_at timestamptz not null default now()
  )`.execute(db);
  await sql`create index reports_open_idx on reports (created_at) where status = 'open'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('reports').ifExists().execute();
}
