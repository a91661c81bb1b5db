import type { HomePosition } from './home-position.js';

/** A chosen home city, as the profile keeps it. */
export interface HomeCityColumns {
  id: number;
  name: string;
  countryCode: string;
  position: HomePosition;
}

/** The profile columns for a home city, or the columns cleared (the table's check keeps them whole). */
export function homeCityColumns(home: HomeCityColumns | null) {
  return home
    ? { home_city_id: home.id, home_city_name: home.name, home_city_country: home.countryCode, home_lat_tenths: home.position.latTenths, home_lon_tenths: home.position.lonTenths }
    : { home_city_id: null, home_city_name: '', home_city_country: '', home_lat_tenths: null, home_lon_tenths: null };
}
