import { sql, type Kysely } from 'kysely';

/**
 * Age is known from a date of birth instead of a number the dater typed (decision 018), so it
 * stays right on birthdays and can gate 18+.
 *
 * - `profiles.birth_date` is the date; `dater_age()` derives whole years from it in the
 *   database's calendar (UTC), where every filter reads it.
 * - `birth_date_changes` counts changes after the first entry; the last reason is kept.
 * - Demo daters get a date that gives the age they had. Real daters with an old typed age get
 *   none: a number is not a date of birth, so they are asked on their next visit and are not
 *   shown to anyone until they answer.
 * - The typed `age` column goes, so nothing can read a second, stale truth.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table profiles
    add column birth_date date check (birth_date >= date '1900-01-01'),
    add column birth_date_changes integer not null default 0 check (birth_date_changes >= 0),
    add column birth_date_change_reason text check (length(birth_date_change_reason) <= 300),
    add column birth_date_changed_at timestamptz`.execute(db);
  await sql`create function dater_age(born date) returns integer language sql stable
    as $$ select extract(year from age(current_date, born))::integer $$`.execute(db);
  // Any day of the year before the age's last birthday keeps the age; the user id spreads them.
  await sql`update profiles
    set birth_date = (current_date - make_interval(years => age))::date - (abs(hashtext(user_id)) % 300)
    where is_demo and age is not null`.execute(db);
  await sql`alter table profiles drop column age`.execute(db);
  await sql`create index profiles_birth_date_idx on profiles (birth_date) where birth_date is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table profiles add column age integer check (age between 18 and 100)`.execute(db);
  await sql`update profiles set age = dater_age(birth_date) where birth_date is not null and dater_age(birth_date) between 18 and 100`.execute(db);
  await sql`drop index if exists profiles_birth_date_idx`.execute(db);
  await sql`alter table profiles drop column birth_date, drop column birth_date_changes, drop column birth_date_change_reason, drop column birth_date_changed_at`.execute(db);
  await sql`drop function if exists dater_age(date)`.execute(db);
}
