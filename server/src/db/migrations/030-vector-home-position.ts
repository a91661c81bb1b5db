import { sql, type Kysely } from 'kysely';

/**
 * Near-first retrieval from the vector rows alone (decision 052). A searcher with a home city and
 * a distance reads only the daters near them (decision 046); until now that read went through
 * the profiles' coordinates and joined each row to its vector. The home city's coordinates (whole
 * tenths of a degree) are now copied onto `dater_vectors` beside the filters migration 020 copied,
 * and kept equal by the same triggers: a vector row takes them when it is written, and a change
 * to a profile's city, or clearing it, updates the row at once.
 *
 * A B-tree on the coordinates that also carries the other filter copies and the vector lets the
 * near read be one index-only scan: the box around the searcher's city, the filters both ways and
 * the exact distance by vector, without touching the table. Daters without a city are left out
 * of it, as no box ever holds them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table dater_vectors add column home_lat_tenths smallint, add column home_lon_tenths smallint`.execute(db);
  await sql`update dater_vectors v set home_lat_tenths = p.home_lat_tenths, home_lon_tenths = p.home_lon_tenths
    from profiles p where p.user_id = v.user_id and p.home_lat_tenths is not null`.execute(db);

  await sql`create or replace function dater_vectors_take_filters() returns trigger language plpgsql as $$
    begin
      select p.gender, p.birth_date, p.home_lat_tenths, p.home_lon_tenths
        into new.gender, new.birth_date, new.home_lat_tenths, new.home_lon_tenths
        from profiles p where p.user_id = new.user_id;
      select mp.looking_for, mp.min_age, mp.max_age into new.looking_for, new.min_age, new.max_age
        from match_preferences mp where mp.user_id = new.user_id;
      return new;
    end $$`.execute(db);

  await sql`create or replace function dater_vectors_follow_profile() returns trigger language plpgsql as $$
    begin
      update dater_vectors
        set gender = new.gender, birth_date = new.birth_date, home_lat_tenths = new.home_lat_tenths, home_lon_tenths = new.home_lon_tenths
        where user_id = new.user_id
          and (gender, birth_date, home_lat_tenths, home_lon_tenths)
            is distinct from (new.gender, new.birth_date, new.home_lat_tenths, new.home_lon_tenths);
      return null;
    end $$`.execute(db);
  await sql`drop trigger dater_vectors_follow_profile on profiles`.execute(db);
  await sql`create trigger dater_vectors_follow_profile
    after insert or update of gender, birth_date, home_lat_tenths, home_lon_tenths on profiles
    for each row execute function dater_vectors_follow_profile()`.execute(db);

  await sql`create index dater_vectors_home on dater_vectors (home_lat_tenths, home_lon_tenths)
    include (gender, birth_date, looking_for, min_age, max_age, user_id, about) where home_lat_tenths is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists dater_vectors_home`.execute(db);
  await sql`drop trigger if exists dater_vectors_follow_profile on profiles`.execute(db);
  await sql`create or replace function dater_vectors_follow_profile() returns trigger language plpgsql as $$
    begin
      update dater_vectors set gender = new.gender, birth_date = new.birth_date
        where user_id = new.user_id and (gender, birth_date) is distinct from (new.gender, new.birth_date);
      return null;
    end $$`.execute(db);
  await sql`create trigger dater_vectors_follow_profile after insert or update of gender, birth_date on profiles
    for each row execute function dater_vectors_follow_profile()`.execute(db);
  await sql`create or replace function dater_vectors_take_filters() returns trigger language plpgsql as $$
    begin
      select p.gender, p.birth_date into new.gender, new.birth_date from profiles p where p.user_id = new.user_id;
      select mp.looking_for, mp.min_age, mp.max_age into new.looking_for, new.min_age, new.max_age
        from match_preferences mp where mp.user_id = new.user_id;
      return new;
    end $$`.execute(db);
  await sql`alter table dater_vectors drop column if exists home_lon_tenths, drop column if exists home_lat_tenths`.execute(db);
}
