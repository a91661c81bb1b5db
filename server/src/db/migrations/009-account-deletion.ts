import { sql, type Kysely } from 'kysely';

/**
 * Account deletion hides a dater at once and purges them in a job a moment later. deleted_at is
 * what hides them meanwhile: every query that shows one dater to another excludes it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table profiles add column deleted_at timestamptz`.execute(db);
  await sql`create index feedback_created_idx on feedback (created_at desc)`.execute(db);
  await sql`create index feedback_user_idx on feedback (user_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists feedback_user_idx`.execute(db);
  await sql`drop index if exists feedback_created_idx`.execute(db);
  await sql`alter table profiles drop column if exists deleted_at`.execute(db);
}
