import { sql, type Kysely } from 'kysely';

/** A shareable card's rendered PNG, stored when its creator saves it; the share page shows it. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table insta_cards add column image_path text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table insta_cards drop column if exists image_path`.execute(db);
}
