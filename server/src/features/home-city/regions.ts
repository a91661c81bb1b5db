import admin1Regions from './admin1-regions.json' with { type: 'json' };
import type { GazetteerPlace } from './gazetteer-file.js';

/**
 * English names of the states, provinces and regions that hold an offered city, by country and
 * GeoNames admin1 code (written by scripts/make-admin1-regions.ts; decision 055). Bundled with
 * the server, so naming a region needs no network.
 */
const REGIONS: Readonly<Record<string, Readonly<Record<string, string>>>> = admin1Regions;

/**
 * The region a city lies in, as a dater would say it ("New Jersey", "Ontario"), or undefined when
 * it is not known or would only repeat the city's name ("Berlin, Berlin").
 */
export function regionOf(place: Pick<GazetteerPlace, 'name' | 'countryCode' | 'admin1'>): string | undefined {
  const region = REGIONS[place.countryCode]?.[place.admin1];
  return region && region !== place.name ? region : undefined;
}
