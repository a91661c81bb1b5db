import { distanceAwayText, type MatchSummary } from '@kindred/contract';

/**
 * Where the other dater lives, as a card says it: "Cape Town · about 20 km away" when both have a
 * home city, "Cape Town, South Africa" when only they have one, and the country alone otherwise.
 * The distance comes rounded from the server (decision 046); this only puts it into words.
 */
export function placeLine(match: Pick<MatchSummary, 'country' | 'homeCity' | 'distanceKm'>): string {
  if (!match.homeCity) return match.country;
  if (match.distanceKm !== null) return `${match.homeCity} · ${distanceAwayText(match.distanceKm)}`;
  return match.country ? `${match.homeCity}, ${match.country}` : match.homeCity;
}
