import { sql, type Kysely } from 'kysely';

/**
 * Demo daters are ordinary profiles with a flag, so matching treats them exactly like real daters
 * while seeding, cleanup and the UI can still tell them apart. The partial index keeps the
 * "is the demo community already there?" check cheap however many real daters join.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table profiles add column is_demo boolean not null default false`.execute(db);
  await sql`create index profiles_is_demo_idx on profiles (user_id) where is_demo`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists profiles_is_demo_idx`.execute(db);
  await sql`alter table profiles drop column if exists is_demo`.execute(db);
}
