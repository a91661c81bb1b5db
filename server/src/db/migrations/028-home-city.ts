import { sql, type Kysely } from 'kysely';

/**
 * Where a dater lives (decision 046): the home city they chose from the bundled GeoNames
 * gazetteer, by its GeoNames id, with its name and country code as chosen, and its coordinates
 * rounded to a tenth of a degree (about 11 km), stored as whole tenths so nothing finer can be
 * written. The device's position is never asked for.
 *
 * A distance preference joins the match preferences: "within N km", or null for anywhere. New
 * preferences start at 250 km; it filters only once the dater has a city (see hard-filters).
 * Existing daters have no city yet, so nothing changes for them until they choose one.
 *
 * Searches read the coordinates by a bounding box, so the pair has an index of its own.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table profiles
    add column home_city_id integer,
    add column home_city_name text not null default '',
    add column home_city_country text not null default '',
    add column home_lat_tenths smallint,
    add column home_lon_tenths smallint`.execute(db);
  await sql`alter table profiles add constraint profiles_home_city_whole check (
    (home_city_id is null and home_lat_tenths is null and home_lon_tenths is null and home_city_name = '' and home_city_country = '')
    or (home_city_id is not null and home_lat_tenths between -900 and 900 and home_lon_tenths between -1800 and 1800
      and length(home_city_name) between 1 and 200 and home_city_country ~ '^[A-Z]{2}$'))`.execute(db);
  await sql`create index profiles_home_position_idx on profiles (home_lat_tenths, home_lon_tenths) where home_lat_tenths is not null`.execute(db);

  await sql`alter table match_preferences add column max_distance_km integer default 250`.execute(db);
  await sql`alter table match_preferences add constraint match_preferences_max_distance_km_check
    check (max_distance_km is null or max_distance_km in (25, 50, 100, 250, 500))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table match_preferences drop constraint if exists match_preferences_max_distance_km_check`.execute(db);
  await sql`alter table match_preferences drop column if exists max_distance_km`.execute(db);
  await sql`drop index if exists profiles_home_position_idx`.execute(db);
  await sql`alter table profiles drop constraint if exists profiles_home_city_whole`.execute(db);
  await sql`alter table profiles drop column if exists home_city_id, drop column if exists home_city_name, drop column if exists home_city_country,
    drop column if exists home_lat_tenths, drop column if exists home_lon_tenths`.execute(db);
}
