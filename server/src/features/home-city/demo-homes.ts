import { createHash } from 'node:crypto';
import type { GazetteerPlace } from './gazetteer-file.js';
import type { HomeCityColumns } from './home-city-columns.js';
import { toHomePosition } from './home-position.js';
import { countryName } from './home-city-service.js';

/**
 * A country's largest cities that demo daters live in: few enough that each has several demo
 * daters, so a newcomer there or within reach meets more than one or two.
 */
const CITIES_PER_COUNTRY = 3;

export interface DemoHomes {
  /** A home city in the dater's own country, the same one on every start; null for a country the gazetteer lacks. */
  homeFor(daterId: string, country: string): HomeCityColumns | null;
}

/** A number in [0, 1) from the dater's id: the same on every start, spread evenly across ids. */
function unitFromId(id: string): number {
  return createHash('sha256').update(`home:${id}`).digest().readUInt32BE(0) / 2 ** 32;
}

/**
 * Where demo daters live: each in one of the largest cities of the country the community gave
 * them, chosen with a weight of the city's population, so a demo dater's name, background,
 * country and city agree, and a country's big cities all have demo daters of their own.
 * `places` is the gazetteer's list, most populous first or not.
 */
export function createDemoHomes(places: readonly GazetteerPlace[]): DemoHomes {
  const byCountry = new Map<string, GazetteerPlace[]>();
  for (const place of [...places].sort((a, b) => b.population - a.population)) {
    const country = countryName(place.countryCode);
    const cities = byCountry.get(country) ?? [];
    if (cities.length < CITIES_PER_COUNTRY) cities.push(place);
    byCountry.set(country, cities);
  }
  return {
    homeFor(daterId, country) {
      const cities = byCountry.get(country);
      if (!cities?.length) return null;
      // Weighted by the square root of the population: the largest city gets the most, the others still several.
      const weights = cities.map((c) => Math.sqrt(c.population));
      let roll = unitFromId(daterId) * weights.reduce((sum, w) => sum + w, 0);
      let city = cities[cities.length - 1] as GazetteerPlace;
      for (const [i, w] of weights.entries()) {
        roll -= w;
        if (roll < 0) {
          city = cities[i] as GazetteerPlace;
          break;
        }
      }
      return { id: city.id, name: city.name, countryCode: city.countryCode, position: toHomePosition(city.lat, city.lon) };
    },
  };
}
