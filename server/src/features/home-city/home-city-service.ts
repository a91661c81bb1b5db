import { normalizeCountry, type Place } from '@kindred/contract';
import type { GazetteerPlace } from './gazetteer-file.js';
import type { Gazetteer } from './gazetteer.js';
import { regionOf } from './regions.js';

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** A country's English name from its ISO code, spelled as the profile's country lists spell it. */
export function countryName(code: string): string {
  let name = code;
  try {
    name = regionNames.of(code) ?? code;
  } catch {
    // A code Intl does not know stays as it is: still true, if terse.
  }
  return normalizeCountry(name);
}

/** A city as the search offers it: with its region, so two towns of one name in one country differ. */
export function toPlace(p: GazetteerPlace): Place {
  const region = regionOf(p);
  return { id: p.id, name: p.name, ...(region ? { region } : {}), country: countryName(p.countryCode), countryCode: p.countryCode };
}

/** The home city search and the lookup of a chosen city, over the bundled gazetteer. */
export function createHomeCityService(gazetteer: () => Promise<Gazetteer>) {
  return {
    async search(text: string): Promise<{ places: Place[] }> {
      return { places: (await gazetteer()).search(text).map(toPlace) };
    },
    async find(id: number): Promise<GazetteerPlace | undefined> {
      return (await gazetteer()).byId(id);
    },
  };
}

export type HomeCityService = ReturnType<typeof createHomeCityService>;
