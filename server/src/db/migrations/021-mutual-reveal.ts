import { sql, type Kysely } from 'kysely';

/**
 * Mutual reveal (docs/product-unlock-notice.md, decision 039): a dater may keep their handles from
 * anyone who unlocks them until they have unlocked that person too. Off for every dater, as the
 * one-sided unlock is the product's default; only the dater themself can turn it on.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table profiles add column mutual_reveal boolean not null default false`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table profiles drop column mutual_reveal`.execute(db);
}
