import { PROFILE_COUNTRIES } from '../options.js';

/**
 * Other ways daters write the countries of our lists, in lower case. Typed text and list choices
 * must agree, because a preferred country is a hard filter compared with the other dater's
 * profile country: "USA" on one side and "United States" on the other must still meet.
 */
const ALIASES: Record<string, (typeof PROFILE_COUNTRIES)[number]> = {
  usa: 'United States',
  us: 'United States',
  'u.s.': 'United States',
  'u.s.a.': 'United States',
  america: 'United States',
  'united states of america': 'United States',
  'the united states': 'United States',
  'the us': 'United States',
  'the usa': 'United States',
  uk: 'United Kingdom',
  'u.k.': 'United Kingdom',
  'great britain': 'United Kingdom',
  britain: 'United Kingdom',
  england: 'United Kingdom',
  scotland: 'United Kingdom',
  wales: 'United Kingdom',
  'northern ireland': 'United Kingdom',
  'the uk': 'United Kingdom',
  deutschland: 'Germany',
  allemagne: 'Germany',
  alemania: 'Germany',
  'the netherlands': 'Netherlands',
  holland: 'Netherlands',
  nederland: 'Netherlands',
  uae: 'United Arab Emirates',
  emirates: 'United Arab Emirates',
  'the uae': 'United Arab Emirates',
  korea: 'South Korea',
  'republic of korea': 'South Korea',
  czechia: 'Czech Republic',
  'the czech republic': 'Czech Republic',
  'the philippines': 'Philippines',
  españa: 'Spain',
  italia: 'Italy',
  brasil: 'Brazil',
  méxico: 'Mexico',
  türkiye: 'Turkey',
  turkiye: 'Turkey',
  'russian federation': 'Russia',
  'viet nam': 'Vietnam',
  "people's republic of china": 'China',
  prc: 'China',
  'south african republic': 'South Africa',
  rsa: 'South Africa',
  'new zealand aotearoa': 'New Zealand',
  aotearoa: 'New Zealand',
  suisse: 'Switzerland',
  schweiz: 'Switzerland',
  österreich: 'Austria',
  sverige: 'Sweden',
  norge: 'Norway',
  danmark: 'Denmark',
  polska: 'Poland',
  éire: 'Ireland',
};

const BY_LOWER = new Map<string, string>([
  ...PROFILE_COUNTRIES.map((c) => [c.toLowerCase(), c] as const),
  ...Object.entries(ALIASES),
]);

const SMALL_WORDS = new Set(['and', 'of', 'the', 'da', 'de', 'del', 'des', 'du', 'la', 'le', 'y']);

/**
 * One spelling per country: a name on our lists (in any case, with stray spaces or a trailing
 * full stop) or a known alias becomes the list's name; any other text is trimmed, its spaces
 * collapsed and its words capitalised, so two daters typing "sri lanka" and "Sri  Lanka" agree.
 * The empty string stays empty: "anywhere" for a preference, "not said" for a profile.
 */
export function normalizeCountry(text: string): string {
  const cleaned = text.normalize('NFC').replace(/\s+/g, ' ').trim().replace(/\.$/, '').trim();
  if (!cleaned) return '';
  const lower = cleaned.toLowerCase();
  const known = BY_LOWER.get(lower) ?? BY_LOWER.get(`${lower}.`);
  if (known) return known;
  return lower
    .split(' ')
    .map((word, i) => (i > 0 && SMALL_WORDS.has(word) ? word : word.replace(/(^|[-'’])(\p{L})/gu, (_m, sep: string, ch: string) => sep + ch.toUpperCase())))
    .join(' ');
}
