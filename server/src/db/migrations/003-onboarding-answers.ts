import { sql, type Kysely } from 'kysely';

/**
 * The three voice answers, kept as the dater gave them. The matcher reads "about me" (2) and
 * "who I hope to meet" (3) separately; the profile's preference_desc is composed from both.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table onboarding_answers (
    user_id text not null references profiles(user_id) on delete cascade,
    question smallint not null check (question between 1 and 3),
    answer text not null check (length(btrim(answer)) between 1 and 2000),
    updated_at timestamptz not null default now(),
    primary key (user_id, question)
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('onboarding_answers').ifExists().execute();
}
