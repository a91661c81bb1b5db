import type { Quote } from './match-note-quote.js';
import type { NoteTheme } from './match-note-themes.js';
import {
  ALONE_QUOTE, ALONE_TOLD, BRIDGE, CLOSING, FALLBACK, LINE, OPENER, OPENING, SHARED_LOVE, SHARED_QUOTE, SHARED_TOLD, SHARED_TRAIT, TRAIT,
} from './match-note-phrases.js';
import { TRAIT_OF_THEME } from './match-note-traits.js';

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
  /** Clauses of their "About me" that may be quoted (`quotes`), in text order. */
  quotes: readonly Quote[];
  /** The pastimes their "About me" states outright (`statedThemes`), so a note may say they love one. */
  stated: readonly string[];
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

/**
 * The one concrete thing a note is about, best first: a pastime both bring up, in their own
 * words; the same pastime in ours when their words cannot be quoted; an essential both
 * confirmed; a preference of yours they meet. `topic` is the pastime an opener may ask about.
 */
interface Thing {
  sentence: string;
  topic: string | null;
}

function sharedThing(r: Rng, name: string, input: ComposeInput): Thing | null {
  const phrases = input.themes.filter((t) => t.kind === 'phrase');
  const shared = new Map(phrases.map((t) => [t.text.toLowerCase(), t]));
  const quoted = input.quotes.filter((q) => shared.has(q.theme.toLowerCase()));
  if (quoted.length > 0) {
    const quote = pick(r, quoted);
    const sentence = quote.told && r() < 0.6 ? pick(r, SHARED_TOLD)(name, quote.told) : pick(r, SHARED_QUOTE)(name, quote.words);
    // "Ask about cooking" reads well; "ask about a big social life" does not, so only a pastime is an opener.
    const theme = shared.get(quote.theme.toLowerCase());
    return { sentence, topic: theme?.kind === 'phrase' && theme.warm ? theme.text : null };
  }
  const stated = new Set(input.stated.map((t) => t.toLowerCase()));
  const traits = phrases.filter((t) => stated.has(t.text.toLowerCase()) && TRAIT_OF_THEME.has(t.text.toLowerCase()));
  const loved = phrases.filter((t) => t.kind === 'phrase' && t.warm && stated.has(t.text.toLowerCase()) && !TRAIT_OF_THEME.has(t.text.toLowerCase()));
  if (traits.length > 0 && (loved.length === 0 || r() < 0.5)) {
    const predicate = TRAIT_OF_THEME.get(pick(r, traits).text.toLowerCase()) as string;
    return { sentence: pick(r, SHARED_TRAIT)(name, predicate), topic: null };
  }
  if (loved.length > 0) {
    const theme = pick(r, loved).text;
    return { sentence: pick(r, SHARED_LOVE)(name, theme), topic: theme };
  }
  const rest = input.themes.filter((t) => t.kind !== 'phrase');
  if (rest.length === 0) return null;
  const theme = pick(r, rest);
  if (theme.kind === 'line') return { sentence: pick(r, LINE)(name, theme.text), topic: null };
  if (theme.kind === 'trait') return { sentence: pick(r, TRAIT)(name, theme.predicate), topic: null };
  return null;
}

/** A second, different fact for a long note: an essential both confirmed or a preference they meet. */
function extraThing(r: Rng, name: string, input: ComposeInput, head: string): string | null {
  const others = input.themes.filter((t) => t.kind !== 'phrase' && !head.includes(t.kind === 'trait' ? t.predicate : t.text));
  if (others.length === 0) return null;
  const theme = pick(r, others);
  if (theme.kind === 'line') return pick(r, LINE)(name, theme.text);
  if (theme.kind === 'trait') return pick(r, TRAIT)(name, theme.predicate);
  return null;
}

/** For a pair that shares nothing a note can name: one line of theirs to ask about, if any. */
function aloneThing(r: Rng, name: string, input: ComposeInput): string | null {
  if (input.quotes.length === 0) return null;
  const quote = pick(r, input.quotes);
  return quote.told && r() < 0.5 ? pick(r, ALONE_TOLD)(name, quote.told) : pick(r, ALONE_QUOTE)(name, quote.words);
}

/** Sentences into a note; each starts with a capital, and "Mia J." does not end its sentence twice. */
const join = (sentences: readonly string[]) =>
  sentences
    .map((s) => s.charAt(0).toUpperCase() + s.slice(1))
    .join(' ')
    .replace(/([.!?])\./g, '$1');

const fitsShort = (note: string, name: string) =>
  wordCount(note) >= SHORT_WORDS.min && wordCount(note) <= SHORT_WORDS.max && note.length > PREVIEW_CHARS && note.includes(name);

function shortNote(r: Rng, input: ComposeInput): string {
  const { name } = input;
  const thing = sharedThing(r, name, input);
  if (!thing) return join([aloneThing(r, name, input) ?? pick(r, FALLBACK)(name)]);
  // Longer than the card's 60-character preview, so every note reads the same way: a teaser, then See more.
  // A sentence alone, after a greeting or before a nudge, drawn at random among those that fit, so notes vary.
  const drafts = [[thing.sentence], [thing.sentence, pick(r, CLOSING)], [pick(r, OPENING)(name), thing.sentence]].map(join).filter((d) => fitsShort(d, name));
  return drafts[Math.floor(r() * drafts.length)] ?? join([thing.sentence, 'Say hi and see where it goes.']);
}

/** Adds sentences while the note stays within the maximum, then pads with bridges up to the target. */
function fitLong(r: Rng, parts: string[], optional: readonly (string | null)[], closing: string): string {
  const out = [...parts];
  for (const sentence of optional) if (sentence && wordCount(join([...out, sentence, closing])) <= LONG_WORDS.max) out.push(sentence);
  const start = Math.floor(r() * BRIDGE.length);
  for (let i = 0; i < BRIDGE.length && wordCount(join([...out, closing])) < LONG_WORDS.target; i += 1) {
    const bridge = BRIDGE[(start + i) % BRIDGE.length] as string;
    if (wordCount(join([...out, bridge, closing])) <= LONG_WORDS.max) out.push(bridge);
  }
  return join([...out, closing]);
}

function longNote(r: Rng, input: ComposeInput): string {
  const { name } = input;
  const closing = pick(r, CLOSING);
  const thing = sharedThing(r, name, input);
  if (!thing) {
    const alone = aloneThing(r, name, input);
    return fitLong(r, [alone ?? pick(r, FALLBACK)(name)], [], closing);
  }
  const opener = thing.topic ? pick(r, OPENER)(name, thing.topic) : null;
  return fitLong(r, [pick(r, OPENING)(name), thing.sentence], [extraThing(r, name, input, thing.sentence), opener], closing);
}

/** A note about one concrete thing the pair shares, the same for the same seed; never empty. */
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
