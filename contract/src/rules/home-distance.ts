/**
 * Where a dater lives and how far they would go (decision 046). The distance a search allows is
 * one of a few steps or anywhere; the distance a card shows is rounded on the server
 * (server/src/features/home-city/home-position.ts) and only put into words here.
 */
export const MAX_DISTANCE_CHOICES_KM = [25, 50, 100, 250, 500] as const;
export type MaxDistanceKm = (typeof MAX_DISTANCE_CHOICES_KM)[number];

/** New preferences reach 250 km: a few hours' travel, so a first date is a real possibility. */
export const DEFAULT_MAX_DISTANCE_KM: MaxDistanceKm = 250;

/** The preference sheet's words for a distance: "Within 50 km", or "Anywhere" for null. */
export function maxDistanceLabel(km: number | null): string {
  return km === null ? 'Anywhere' : `Within ${km.toLocaleString('en')} km`;
}

/** A card's words for a rounded distance: 0 is "less than 10 km away". */
export function distanceAwayText(roundedKm: number): string {
  return roundedKm === 0 ? 'less than 10 km away' : `about ${roundedKm.toLocaleString('en')} km away`;
}
