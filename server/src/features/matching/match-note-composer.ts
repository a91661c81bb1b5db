import type { NoteTheme } from './match-note-themes.js';
import { BRIDGE, CLOSING, LINE, LINES, OPENING, PHRASE, SELF, SPEC_LINE, TRAIT, WARM, lc, type Say } from './match-note-phrases.js';

/**
 * Note lengths (docs/product.md#how-a-search-chooses-matches): about 50 words for the first match
 * of a run, about 15 after.
 */
export const LONG_WORDS = { min: 40, target: 46, max: 60 } as const;
export const SHORT_WORDS = { min: 10, max: 22 } as const;
/** The match card shows a note's first 60 characters (docs/product.md#match-card). */
const PREVIEW_CHARS = 60;

export interface ComposeInput {
  name: string;
  themes: readonly NoteTheme[];
  /**
   * Our theme words for what they say about themselves (`selfThemes`), never their own words;
   * empty when the analyser finds nothing to name.
   */
  self: readonly string[];
  long: boolean;
  seed: number;
}

export function wordCount(text: string): number {
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

/** mulberry32: a tiny seeded generator, so the same pair and variant always get the same note. */
function generator(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Rng = () => number;
const pick = <T>(r: Rng, list: readonly T[]): T => list[Math.floor(r() * list.length)] as T;

function shuffled<T>(r: Rng, list: readonly T[]): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(r() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** Two noun phrases: "the outdoors and dogs", or with "as well as" when one holds its own "and". */
function joinPhrases(a: string, b: string | undefined): string {
  if (!b) return a;
  return /\band\b/.test(a) || /\band\b/.test(b) ? `${a} as well as ${b}` : `${a} and ${b}`;
}

/** One sentence naming one or two themes of the same shape. */
function themeSentence(r: Rng, name: string, group: readonly NoteTheme[]): string {
  const [a, b] = group as [NoteTheme, NoteTheme | undefined];
  if (a.kind === 'line') return b ? pick(r, LINES)(name, `${a.text}, and ${lc(b.text)}`) : pick(r, LINE)(name, a.text);
  if (a.kind === 'trait') {
    const second = b?.kind === 'trait' ? ` and ${b.predicate}` : '';
    return pick(r, TRAIT)(name, `${a.predicate}${second}`);
  }
  const warm = group.every((t) => t.kind === 'phrase' && t.warm);
  const forms: readonly Say[] = warm ? [...WARM, ...PHRASE] : PHRASE;
  return pick(r, forms)(name, joinPhrases(a.text, b?.text));
}

/** One sentence on what they say about themselves: one of their themes, or two in a long note. */
function selfSentence(r: Rng, name: string, self: readonly string[], long: boolean): string | null {
  if (self.length === 0) return null;
  const [a, b] = shuffled(r, self) as [string, string | undefined];
  return pick(r, SELF)(name, joinPhrases(a, long && r() < 0.5 ? b : undefined));
}

/**
 * Which themes the note names, as groups of one shape: the first group is the headline, a long
 * note may add a second. Texts' phrases count twice in the draw: they are the most personal.
 */
function groups(r: Rng, themes: readonly NoteTheme[], long: boolean): NoteTheme[][] {
  const kinds = [...new Set(themes.map((t) => t.kind))];
  const draw = kinds.includes('phrase') ? [...kinds, 'phrase' as const] : kinds;
  const first = pick(r, draw);
  const own = themes.filter((t) => t.kind === first);
  const start = own.length > 1 && r() < 0.5 ? 1 : 0;
  const size = own.length - start > 1 && r() < (long ? 0.6 : 0.4) ? 2 : 1;
  const head = own.slice(start, start + size);
  if (!long) return [head];
  const rest = themes.filter((t) => !head.includes(t));
  const other = rest.find((t) => t.kind !== first) ?? rest[0];
  return other ? [head, [other]] : [head];
}

/**
 * Sentences into a note: each starts with a capital ("this match caught our eye" when a dater has
 * no name yet), and a name that ends in a full stop ("Mia J.") does not end its sentence twice.
 */
const join = (sentences: readonly string[]) =>
  sentences
    .map((s) => s.charAt(0).toUpperCase() + s.slice(1))
    .join(' ')
    .replace(/([.!?])\./g, '$1');

/** Pads with bridges up to the target, never past the maximum; drops optional parts when too long. */
function fitLong(r: Rng, core: string[], optional: string[], closing: string, shared: boolean): string {
  const parts = [...core];
  for (const sentence of optional) if (wordCount(join([...parts, sentence, closing])) <= LONG_WORDS.max) parts.push(sentence);
  const bridges = shuffled(r, BRIDGE.filter((b) => shared || !b.shared).map((b) => b.text));
  for (const bridge of bridges) {
    const count = wordCount(join([...parts, closing]));
    if (count >= LONG_WORDS.target) break;
    if (count + wordCount(bridge) <= LONG_WORDS.max) parts.push(bridge);
  }
  return join([...parts, closing]);
}

function longNote(r: Rng, input: ComposeInput): string {
  const { name } = input;
  const closing = pick(r, CLOSING);
  const told = selfSentence(r, name, input.self, true);
  if (input.themes.length === 0) return fitLong(r, [SPEC_LINE(name)], told ? [told] : [], closing, false);
  const [head, second] = groups(r, input.themes, true).map((g) => themeSentence(r, name, g)) as [string, string | undefined];
  // The opening and the headline always stay; what they say of themselves and a second theme go first when space is short.
  const optional = [told, second].filter((s): s is string => s !== null && s !== undefined);
  return fitLong(r, [pick(r, OPENING)(name), head], r() < 0.5 ? optional : optional.reverse(), closing, true);
}

function shortNote(r: Rng, input: ComposeInput): string {
  const { name } = input;
  if (input.themes.length === 0) return SPEC_LINE(name);
  const head = themeSentence(r, name, groups(r, input.themes, false)[0] as NoteTheme[]);
  const told = selfSentence(r, name, input.self, false);
  const drafts = shuffled(r, [
    [head, pick(r, CLOSING)],
    [pick(r, OPENING)(name), head],
    ...(told ? [[head, told]] : []),
  ]).map(join);
  // Longer than the card's 60-character preview, so every note reads the same way: a teaser, then See more.
  const fits = (d: string) => wordCount(d) >= SHORT_WORDS.min && wordCount(d) <= SHORT_WORDS.max && d.length > PREVIEW_CHARS && d.toLowerCase().includes(name.toLowerCase());
  // A headline that leaves no room for anything else stands alone; one that is too short gets a closing.
  return drafts.find(fits) ?? (wordCount(head) >= SHORT_WORDS.min && head.length > PREVIEW_CHARS ? head : join([head, 'Say hi and see where it goes.']));
}

/** A note from the pair's themes and the other dater's self-description themes, the same for the same seed. */
export function composeNote(input: ComposeInput): string {
  const r = generator(input.seed);
  return input.long ? longNote(r, input) : shortNote(r, input);
}

/** FNV-1a: a stable 32-bit hash of the pair, mixed into the seed so notes differ between pairs. */
function pairHash(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i += 1) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

export function noteSeed(variant: number, key: string): number {
  return (pairHash(key) + Math.imul(variant, 0x9e3779b1)) >>> 0;
}
