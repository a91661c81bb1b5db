/**
 * A home city's coordinates as stored (migration 028): whole tenths of a degree, about 11 km
 * north to south. Only the chosen city's coordinates are ever rounded into one; the device's
 * position is never asked for.
 */
export interface HomePosition {
  latTenths: number;
  lonTenths: number;
}

export function toHomePosition(lat: number, lon: number): HomePosition {
  return { latTenths: Math.round(lat * 10), lonTenths: Math.round(lon * 10) };
}

/** The stored columns, or null when the dater has no city. */
export function homePositionOf(latTenths: number | null, lonTenths: number | null): HomePosition | null {
  return latTenths === null || lonTenths === null ? null : { latTenths, lonTenths };
}

const EARTH_RADIUS_KM = 6371.0088;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance between two homes, in km (the same formula the search's SQL uses). */
export function kmBetween(a: HomePosition, b: HomePosition): number {
  const lat1 = radians(a.latTenths / 10);
  const lat2 = radians(b.latTenths / 10);
  const dLat = lat2 - lat1;
  const dLon = radians((b.lonTenths - a.lonTenths) / 10);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(lat1) * Math.cos(lat2) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The distance a card shows, coarser than the coordinates it comes from, so it never narrows a
 * dater down beyond their city: 0 for under 10 km (shown as "less than 10 km away"), then to the
 * nearest 10 km up to 100 km, the nearest 50 km up to 1,000 km, and the nearest 100 km beyond.
 */
export function shownDistanceKm(km: number): number {
  if (km < 10) return 0;
  if (km < 100) return Math.max(10, Math.round(km / 10) * 10);
  if (km < 1000) return Math.round(km / 50) * 50;
  return Math.round(km / 100) * 100;
}
