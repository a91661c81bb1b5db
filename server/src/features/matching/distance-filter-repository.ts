import { sql, type RawBuilder } from 'kysely';
import type { HomePosition } from '../home-city/home-position.js';

// The distance half of the hard filters (hard-filters-repository.ts): "within N km" of each
// other's home city, both ways, over the coarse coordinates kept in whole tenths of a degree.

/** The mean radius of the earth, in km. */
export const EARTH_RADIUS_KM = 6371.0088;
/** About how many km a degree of latitude spans; a little less, so the box never cuts a place within range. */
const KM_PER_DEGREE_LAT = 110.5;

/**
 * Where a candidate's coordinates are read: `p`, their profile, or `v`, the copies on their vector
 * row (migration 030), which the near-first read scans without touching the profiles.
 */
export type HomeColumns = 'p' | 'v';

const latOf = (rows: HomeColumns) => sql.ref(`${rows}.home_lat_tenths`);
const lonOf = (rows: HomeColumns) => sql.ref(`${rows}.home_lon_tenths`);

/** The great-circle distance in km between the candidate's home and a fixed position. */
export function kmFrom(home: HomePosition, rows: HomeColumns = 'p'): RawBuilder<number> {
  const lat = home.latTenths / 10;
  const lon = home.lonTenths / 10;
  return sql<number>`(2 * ${EARTH_RADIUS_KM}::float8 * asin(least(1::float8, sqrt(
    power(sin(radians(${latOf(rows)}::float8 / 10 - ${lat}::float8) / 2), 2)
    + cos(radians(${lat}::float8)) * cos(radians(${latOf(rows)}::float8 / 10))
      * power(sin(radians(${lonOf(rows)}::float8 / 10 - ${lon}::float8) / 2), 2)))))`;
}

/**
 * A box around a position that holds every point within `km`, in whole tenths, so the index on
 * the coordinates (migration 028) reads only the rows near it. The longitude side is left open
 * near the poles and across the 180th meridian, where a box in degrees would have to wrap; the
 * great-circle check after it is what decides.
 */
export function boundingBox(home: HomePosition, km: number): { lat: [number, number]; lon: [number, number] | null } {
  const lat = home.latTenths / 10;
  const lon = home.lonTenths / 10;
  const dLat = km / KM_PER_DEGREE_LAT;
  const latBox: [number, number] = [Math.floor((lat - dLat) * 10) - 1, Math.ceil((lat + dLat) * 10) + 1];
  const farthestLat = Math.min(90, Math.abs(lat) + dLat);
  if (farthestLat >= 85) return { lat: latBox, lon: null };
  const dLon = dLat / Math.cos((farthestLat * Math.PI) / 180);
  if (lon - dLon < -180 || lon + dLon > 180) return { lat: latBox, lon: null };
  return { lat: latBox, lon: [Math.floor((lon - dLon) * 10) - 1, Math.ceil((lon + dLon) * 10) + 1] };
}

/** My "within N km" against the candidate: they have a city, inside the box and within N km. */
export function myDistanceHolds(home: HomePosition | null, maxKm: number | null, rows: HomeColumns = 'p'): RawBuilder<boolean>[] {
  // Without a home city there is nothing to measure from: the dater's search reaches anywhere.
  if (!home || maxKm === null) return [];
  const box = boundingBox(home, maxKm);
  return [
    sql<boolean>`${latOf(rows)} between ${box.lat[0]} and ${box.lat[1]}`,
    ...(box.lon ? [sql<boolean>`${lonOf(rows)} between ${box.lon[0]} and ${box.lon[1]}`] : []),
    sql<boolean>`${kmFrom(home, rows)} <= ${maxKm}`,
  ];
}

/**
 * The candidate's "within N km" (`mp.max_distance_km`) against me. A candidate without a city
 * has nothing to measure from, so their wish lets anyone through; a searcher without a city is
 * never found by a candidate whose wish measures.
 */
export function theirDistanceHolds(home: HomePosition | null): RawBuilder<boolean> {
  if (!home) return sql<boolean>`(mp.max_distance_km is null or p.home_lat_tenths is null)`;
  return sql<boolean>`(mp.max_distance_km is null or p.home_lat_tenths is null or ${kmFrom(home)} <= mp.max_distance_km)`;
}

/**
 * The great-circle distance in km between a match's other dater `p` and its viewer (`m.viewer_id`),
 * or null when either has no home city: for the card's "about 20 km away".
 */
export function viewerDistanceKm(): RawBuilder<number | null> {
  return sql<number | null>`(select 2 * ${EARTH_RADIUS_KM}::float8 * asin(least(1::float8, sqrt(
      power(sin(radians((p.home_lat_tenths - vp.home_lat_tenths)::float8 / 10) / 2), 2)
      + cos(radians(vp.home_lat_tenths::float8 / 10)) * cos(radians(p.home_lat_tenths::float8 / 10))
        * power(sin(radians((p.home_lon_tenths - vp.home_lon_tenths)::float8 / 10) / 2), 2))))
    from profiles vp where vp.user_id = m.viewer_id and vp.home_lat_tenths is not null and p.home_lat_tenths is not null)`;
}

/**
 * The rows of `p` inside the box around my home for my distance, or null when my search reaches
 * anywhere: read from the coordinates' index, they are the few a near search starts from.
 */
export function nearBox(home: HomePosition | null, maxKm: number | null): RawBuilder<boolean> | null {
  if (!home || maxKm === null) return null;
  const box = boundingBox(home, maxKm);
  return sql<boolean>`p.home_lat_tenths between ${box.lat[0]} and ${box.lat[1]}${box.lon ? sql` and p.home_lon_tenths between ${box.lon[0]} and ${box.lon[1]}` : sql``}`;
}

/**
 * The vector rows `v` within my distance, on their copies of the coordinates (migration 030): the
 * box, which their index reads, and the exact great-circle check. Null when my search reaches
 * anywhere.
 */
export function nearOnVectors(home: HomePosition | null, maxKm: number | null): RawBuilder<boolean> | null {
  const holds = myDistanceHolds(home, maxKm, 'v');
  return holds.length > 0 ? sql<boolean>`(${sql.join(holds, sql` and `)})` : null;
}
