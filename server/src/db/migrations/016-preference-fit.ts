import { sql, type Kysely } from 'kysely';
import { normalizeCountry } from '@kindred/contract';

/**
 * Every preference now decides who is found (decision 017). Three sections of the sheet may be
 * marked "Must match", which turns their ranking into a hard filter; and a preferred country is
 * compared for equality with the other dater's profile country, so both columns are rewritten
 * in the one spelling per country that the contract now writes on every save.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table match_preferences
    add column culture_must_match boolean not null default false,
    add column interests_must_match boolean not null default false,
    add column lifestyle_must_match boolean not null default false`.execute(db);

  for (const table of ['profiles', 'match_preferences'] as const) {
    const rows = await sql<{ country: string }>`select distinct country from ${sql.table(table)} where country <> ''`.execute(db);
    for (const { country } of rows.rows) {
      const normal = normalizeCountry(country);
      if (normal !== country) await sql`update ${sql.table(table)} set country = ${normal} where country = ${country}`.execute(db);
    }
  }
  await sql`create index profiles_country_idx on profiles (country) where country <> ''`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists profiles_country_idx`.execute(db);
  await sql`alter table match_preferences drop column culture_must_match, drop column interests_must_match, drop column lifestyle_must_match`.execute(db);
}
