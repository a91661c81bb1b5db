import type { Quote } from './match-note-quote.js';
import type { NoteTheme } from './match-note-themes.js';
import {
  ALONE_QUOTE, ALONE_STATED, ALONE_TOLD, CLOSING, FALLBACK, LINE, MORE_ABOUT, MORE_LINE, MORE_QUOTE, MORE_TRAIT, QUESTION, SHARED_ABOUT,
  SHARED_IS, SHARED_QUOTE, SHARED_TOLD, SHARED_TOLD_DOING, TRAIT,
} from './match-note-phrases.js';
import { THEME_WORDS, type ThemeWords } from './match-note-traits.js';

/**
 * Note lengths (docs/product.md#how-a-search-chooses-matches): up to about 50 words for the first
 * match of a run, about 15 after. The longer note is only as long as what there is to say about
 * the pair: it is never padded, so its minimum is the short note's.
 */
export const LONG_WORDS = { min: 10, max: 60 } as const;
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
 * words; a theme both bring up that they state, in words written for it; an essential both
 * confirmed; a preference of yours they meet. `ask` is a question on it, when there is one.
 */
interface Thing {
  sentence: string;
  ask: string | null;
  /** Lower-cased themes and quoted words this thing used, so a long note does not say them twice. */
  used: string[];
}

const key = (text: string) => text.toLowerCase();

function sharedThing(r: Rng, name: string, input: ComposeInput): Thing | null {
  const phrases = input.themes.filter((t) => t.kind === 'phrase').map((t) => key(t.text));
  const stated = new Set(input.stated.map(key));
  const quoted = input.quotes.filter((q) => phrases.includes(key(q.theme)));
  if (quoted.length > 0) {
    const quote = pick(r, quoted);
    const told = quote.told;
    let sentence: string;
    if (told && r() < 0.6) sentence = pick(r, /^(?:is|has)\b/.test(told) ? SHARED_TOLD : [...SHARED_TOLD, ...SHARED_TOLD_DOING])(name, told);
    else sentence = pick(r, SHARED_QUOTE)(name, quote.words);
    // Their own line is the opener: a question of ours on its theme could miss what it says.
    return { sentence, ask: null, used: [key(quote.theme), quote.words] };
  }
  const said = phrases.filter((t) => stated.has(t) && THEME_WORDS.has(t));
  if (said.length > 0) {
    const theme = pick(r, said);
    const words = THEME_WORDS.get(theme) as ThemeWords;
    const sentence = words.about && r() < 0.5 ? pick(r, SHARED_ABOUT)(name, words.about) : pick(r, SHARED_IS)(name, words.is);
    return { sentence, ask: words.ask, used: [theme] };
  }
  const rest = input.themes.filter((t) => t.kind !== 'phrase');
  if (rest.length === 0) return null;
  const theme = pick(r, rest);
  if (theme.kind === 'line') return { sentence: pick(r, LINE)(name, theme.text), ask: null, used: [key(theme.text)] };
  if (theme.kind === 'trait') return { sentence: pick(r, TRAIT)(name, theme.predicate), ask: null, used: [key(theme.text)] };
  return null;
}

/**
 * Second things for a long note, each specific to this pair and none naming the dater at its
 * start: another theme both bring up, an essential both confirmed, a preference fit, another line
 * of theirs. Never a sentence that would be true of anyone.
 */
function moreThings(r: Rng, name: string, input: ComposeInput, used: readonly string[]): string[] {
  const stated = new Set(input.stated.map(key));
  const out: string[] = [];
  for (const theme of input.themes) {
    if (used.includes(key(theme.text))) continue;
    if (theme.kind === 'line') out.push(pick(r, MORE_LINE)(theme.text));
    else if (theme.kind === 'trait') out.push(pick(r, MORE_TRAIT)(name, theme.predicate));
    else {
      const about = stated.has(key(theme.text)) ? THEME_WORDS.get(key(theme.text))?.about : null;
      if (about) out.push(pick(r, MORE_ABOUT)(about));
    }
  }
  const quote = input.quotes.find((q) => !used.includes(key(q.theme)) && !used.includes(q.words));
  if (quote) out.push(pick(r, MORE_QUOTE)(quote.words));
  return out;
}

/** What they state that a note has words for, as themes: for a pair that shares nothing. */
function statedWords(input: ComposeInput): Array<[string, ThemeWords]> {
  return input.stated.map(key).flatMap((t) => {
    const words = THEME_WORDS.get(t);
    return words ? [[t, words] as [string, ThemeWords]] : [];
  });
}

/**
 * For a pair that shares nothing a note can name: a line of theirs, else something they state
 * with a question to ask about it, else (an "About me" with nothing to name) an honest invitation.
 */
function aloneThing(r: Rng, name: string, input: ComposeInput): Thing {
  const own = statedWords(input);
  if (input.quotes.length > 0 && (own.length === 0 || r() < 0.5)) {
    const quote = pick(r, input.quotes);
    const sentence = quote.told && r() < 0.5 ? pick(r, ALONE_TOLD)(name, quote.told) : pick(r, ALONE_QUOTE)(name, quote.words);
    return { sentence, ask: null, used: [key(quote.theme), quote.words] };
  }
  if (own.length > 0) {
    const [theme, words] = pick(r, own);
    return { sentence: pick(r, ALONE_STATED)(name, words.is, words.ask), ask: null, used: [theme] };
  }
  return { sentence: pick(r, FALLBACK)(name), ask: null, used: [] };
}

/** Sentences into a note; each starts with a capital, and "Mia J." does not end its sentence twice. */
const join = (sentences: readonly string[]) =>
  sentences
    .map((s) => s.charAt(0).toUpperCase() + s.slice(1))
    .join(' ')
    .replace(/([.!?])\./g, '$1');

const endsOnQuestion = (sentence: string) => /\?”?$/.test(sentence);
/** Sentences in a bank entry: "Meet Mia, who bakes. Sounds right up your street." is two. */
const sentences = (text: string) => text.split(/[.!?]”?\s+(?=[\p{Lu}“])/u).length;

const fitsShort = (note: string, name: string) =>
  wordCount(note) >= SHORT_WORDS.min && wordCount(note) <= SHORT_WORDS.max && note.length > PREVIEW_CHARS && note.includes(name);

function shortNote(r: Rng, input: ComposeInput): string {
  const { name } = input;
  const thing = sharedThing(r, name, input) ?? aloneThing(r, name, input);
  // Longer than the card's 60-character preview, so every note reads the same way: a teaser, then See more.
  // The sentence alone, or with a question on it or a nudge, drawn among those that fit, so notes vary.
  const question = thing.ask ? pick(r, QUESTION)(thing.ask) : null;
  // A sentence that already ends on a question or on a remark of its own takes no nudge after it.
  const nudge = endsOnQuestion(thing.sentence) || sentences(thing.sentence) > 1 ? [] : [[thing.sentence, pick(r, CLOSING)]];
  const drafts = [[thing.sentence], ...nudge, ...(question ? [[thing.sentence, question]] : [])]
    .map(join)
    .filter((d) => fitsShort(d, name));
  return drafts[Math.floor(r() * drafts.length)] ?? join(endsOnQuestion(thing.sentence) ? [thing.sentence] : [thing.sentence, pick(r, CLOSING)]);
}

/**
 * The longer note says more specific things, never filler: the one thing, then what else the
 * pair shares or they say, and a question on the first thing, while it stays within the maximum.
 * With little to say it is simply shorter.
 */
function longNote(r: Rng, input: ComposeInput): string {
  const { name } = input;
  const closing = pick(r, CLOSING);
  const thing = sharedThing(r, name, input) ?? aloneThing(r, name, input);
  const out = [thing.sentence];
  const question = thing.ask ? pick(r, QUESTION)(thing.ask) : null;
  let added = 0;
  for (const sentence of moreThings(r, name, input, thing.used)) {
    if (added < 2 && wordCount(join([...out, sentence, question ?? '', closing])) <= LONG_WORDS.max) {
      out.push(sentence);
      added += 1;
    }
  }
  if (question) out.push(question);
  // A note that ends on a question needs no nudge after it.
  if (!endsOnQuestion(out.at(-1) ?? '')) out.push(closing);
  return join(out);
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
