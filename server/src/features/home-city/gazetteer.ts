import { loadGazetteerPlaces, type GazetteerPlace } from './gazetteer-file.js';

/** How many places a search offers: enough to find one's city, few enough to read on a phone. */
export const PLACE_RESULTS = 8;

/**
 * Lower case, without accents or punctuation, so "sao p" finds São Paulo and "koln" Köln. Letters
 * with no decomposed form are spelled out the usual way.
 */
export function placeKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[øœ]/g, (c) => (c === 'ø' ? 'o' : 'oe'))
    .replace(/æ/g, 'ae')
    .replace(/[łđ]/g, (c) => (c === 'ł' ? 'l' : 'd'))
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

export interface Gazetteer {
  /** Places whose name starts with the text, most populous first. */
  search(text: string, limit?: number): GazetteerPlace[];
  byId(id: number): GazetteerPlace | undefined;
  /** The most populous places, most populous first. */
  largest(count: number): GazetteerPlace[];
}

/** An in-memory gazetteer over a list of places (tests pass their own; the server reads the file). */
export function createGazetteer(places: readonly GazetteerPlace[]): Gazetteer {
  // Sorted once by population, so a search's first hits are already the ones to show.
  const sorted = [...places].sort((a, b) => b.population - a.population || a.id - b.id);
  const keys = sorted.map((p) => placeKey(p.name));
  const ids = new Map(sorted.map((p) => [p.id, p]));
  return {
    search(text, limit = PLACE_RESULTS) {
      const wanted = placeKey(text);
      if (wanted === '') return [];
      const found: GazetteerPlace[] = [];
      for (let i = 0; i < sorted.length && found.length < limit; i++) {
        if (keys[i]?.startsWith(wanted)) found.push(sorted[i] as GazetteerPlace);
      }
      return found;
    },
    byId: (id) => ids.get(id),
    largest: (count) => sorted.slice(0, count),
  };
}

/**
 * The bundled gazetteer, read on first use rather than at start: reading it takes about half a
 * second and 12 MB, which only daters choosing a city, and the searches of daters who have one,
 * should pay. Concurrent first uses share one read.
 */
export function lazyGazetteer(load: () => Promise<readonly GazetteerPlace[]> = loadGazetteerPlaces): () => Promise<Gazetteer> {
  let loading: Promise<Gazetteer> | undefined;
  return () => {
    loading ??= load().then(createGazetteer, (error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}
