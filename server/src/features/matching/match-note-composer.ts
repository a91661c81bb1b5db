import type { Quote } from './match-note-quote.js';
import type { NoteTheme } from './match-note-themes.js';
// dprint-ignore: the phrase tables' names, kept as a block rather than one per line.
import {
  ALONE_BEING, ALONE_BEING_QUOTE, ALONE_QUOTE, ALONE_STATED, ALONE_TOLD, CLOSING, FALLBACK, LINE, MORE_ABOUT, MORE_LINE, QUESTION, SHARED_ABOUT,
  SHARED_PASTIME, SHARED_QUOTE, SHARED_TOLD, SHARED_TOLD_DOING, SHARED_TRAIT, SHARED_VALUE, TRAIT, type SayAbout,
} from './match-note-phrases.js';
import { echoes, endsOnQuestion, generator, join, pick, repeatsWords, sentences, wordCount, type Rng } from './match-note-text.js';
import { overlaps, THEME_WORDS, themeKind, type ThemeWords } from './match-note-traits.js';

export { repeatsWords, wordCount } from './match-note-text.js';

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
  /**
   * Plain lines of theirs that name no pastime (`ownLines`), for a pair with nothing else to say:
   * one of them is quoted rather than a line that says nothing about the person.
   */
  own?: readonly Quote[];
  /** The pastimes their "About me" states outright (`statedThemes`), so a note may say they love one. */
  stated: readonly string[];
  long: boolean;
  seed: number;
}

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
  /** A sentence complete as it stands (the fallback's own line): nothing is added after it. */
  whole?: boolean;
  /** A value alone ("values honesty") is never the whole point: its question always follows. */
  mustAsk?: boolean;
  /**
   * The predicate the sentence says of them ("loves to cook"), when it has one: a second fact
   * of theirs joins it ("loves to cook and loves live music"), so the name is said once and no
   * pronoun is needed.
   */
  is?: string;
}

/** One of the ways to say a theme, drawn per pair, so many pairs sharing it do not read alike. */
const isOf = (r: Rng, words: ThemeWords) => pick(r, [words.is, ...words.also]);
/** One of its questions, drawn per pair, that does not say the predicate's words back; null when every one would. */
const askOf = (r: Rng, words: ThemeWords, said: string): string | null => {
  const fit = words.asks.filter((ask) => !echoes(said, ask));
  return fit.length > 0 ? pick(r, fit) : null;
};

const key = (text: string) => text.toLowerCase();

/** One connector of a bank whose entries may need the shared subject; those without it are skipped. */
function sayAbout(r: Rng, bank: readonly SayAbout[], name: string, text: string, about: string | null): string {
  // The subject is named only when their words name it: "I volunteer at a community kitchen" is
  // no "first topic: cooking". "Loves the outdoors, and you brought up the outdoors too" says it
  // twice, so a subject their words already say in full is left out as well.
  const subject = about && echoes(text, about) && !text.toLowerCase().includes(about.toLowerCase()) ? about : null;
  const said = bank.map((say) => say(name, text, subject)).filter((x): x is string => x !== null);
  return pick(r, said);
}

/** Values last: "values honesty" is the point only when nothing more concrete is shared. */
const concreteFirst = (themes: readonly string[]) => {
  const concrete = themes.filter((t) => themeKind(t) !== 'value');
  return concrete.length > 0 ? concrete : themes;
};

const SHARED_BY_KIND = { pastime: SHARED_PASTIME, trait: SHARED_TRAIT, value: SHARED_VALUE } as const;

function sharedThing(r: Rng, name: string, input: ComposeInput): Thing | null {
  const phrases = input.themes.filter((t) => t.kind === 'phrase').map((t) => key(t.text));
  const stated = new Set(input.stated.map(key));
  const quoted = input.quotes.filter((q) => phrases.includes(key(q.theme)));
  if (quoted.length > 0) {
    const quote = pick(r, quoted);
    const told = quote.told;
    const about = THEME_WORDS.get(key(quote.theme))?.about ?? null;
    // A description ("I'm an introvert who warms up slowly") is a trait, never "right up your street".
    const being = /^I(?:'m| am)\b/.test(quote.words);
    let sentence: string;
    if (told && (being || r() < 0.6)) sentence = sayAbout(r, /^(?:is|has)\b/.test(told) ? SHARED_TOLD : SHARED_TOLD_DOING, name, told, about);
    else if (being) sentence = pick(r, ALONE_BEING_QUOTE)(name, quote.words);
    else sentence = sayAbout(r, SHARED_QUOTE, name, quote.words, about);
    // Their own line is the opener: a question of ours on its theme could miss what it says.
    return { sentence, ask: null, used: [key(quote.theme), quote.words], ...(told && sentence.includes(`${name} ${told}`) ? { is: told } : {}) };
  }
  const said = phrases.filter((t) => stated.has(t) && THEME_WORDS.has(t));
  if (said.length > 0) {
    const theme = pick(r, concreteFirst(said));
    const words = THEME_WORDS.get(theme) as ThemeWords;
    const kind = themeKind(theme);
    const is = isOf(r, words);
    const bank = SHARED_BY_KIND[kind].map((say) => say(name, is));
    const sentence = kind === 'pastime' && words.about && r() < 0.4 ? pick(r, SHARED_ABOUT)(name, words.about) : (fresh(r, [], bank) ?? pick(r, bank));
    return { sentence, ask: askOf(r, words, is) ?? words.ask, used: [theme], mustAsk: kind === 'value', ...(sentence.includes(is) ? { is } : {}) };
  }
  const rest = input.themes.filter((t) => t.kind !== 'phrase');
  if (rest.length === 0) return null;
  const theme = pick(r, rest);
  if (theme.kind === 'line') return { sentence: pick(r, LINE)(name, theme.text), ask: null, used: [key(theme.text)] };
  if (theme.kind === 'trait') {
    return { sentence: pick(r, TRAIT)(name, theme.predicate), ask: null, used: [key(theme.text), ...(theme.theme ? [theme.theme] : [])], is: theme.predicate };
  }
  return null;
}

/**
 * A second thing for a long note, never naming the dater again: another subject both bring up
 * or an essential both confirmed, as a sentence without the name ("Plus, you share a love of live
 * music."), or something of theirs as a predicate (`is`) to join to the first sentence's own.
 * Never a sentence that would be true of anyone, and never a second line of theirs: a quote set
 * beside another thing reads as bolted on.
 */
type More = { sentence: string } | { is: string };
function moreThings(r: Rng, input: ComposeInput, used: readonly string[]): More[] {
  const stated = new Set(input.stated.map(key));
  const out: More[] = [];
  // "Is a dog person and loves animals" stitches two tags of one thing: a second fact is of another family.
  const overlapsUsed = (theme: string | undefined) => theme !== undefined && used.some((u) => overlaps(u, theme));
  for (const theme of input.themes) {
    if (used.includes(key(theme.text))) continue;
    if (theme.kind === 'line') out.push({ sentence: pick(r, MORE_LINE)(theme.text) });
    else if (theme.kind === 'trait') {
      if (!overlapsUsed(theme.theme)) out.push({ is: theme.predicate });
    } else if (!overlapsUsed(key(theme.text))) {
      const about = stated.has(key(theme.text)) ? THEME_WORDS.get(key(theme.text))?.about : null;
      if (about) out.push({ sentence: pick(r, MORE_ABOUT)(about) });
    }
  }
  if (out.length > 0) return out;
  // Nothing more the two share: a pastime they state outright, said as theirs alone, never as shared.
  for (const [theme, words] of statedWords(input)) {
    // A quote already about it ("I love the outdoors and good food") has said it.
    const said = used.join(' ').toLowerCase();
    if (overlapsUsed(theme) || themeKind(theme) === 'value' || (words.about && said.includes(words.about))) continue;
    out.push({ is: isOf(r, words) });
  }
  return out;
}

/** The first sentence with a second fact: a predicate joined to its own, or a nameless sentence after it; null when it cannot join. */
function withMore(thing: Thing, more: More): string[] | null {
  if ('sentence' in more) return [thing.sentence, more.sentence];
  if (!thing.is || thing.sentence.split(thing.is).length !== 2 || thing.is === more.is) return null;
  return [thing.sentence.replace(thing.is, `${thing.is} and ${more.is}`)];
}

/** What they state that a note has words for, as themes: for a pair that shares nothing. */
function statedWords(input: ComposeInput): Array<[string, ThemeWords]> {
  const all = input.stated.map(key).flatMap((t) => {
    const words = THEME_WORDS.get(t);
    return words ? [[t, words] as [string, ThemeWords]] : [];
  });
  const concrete = all.filter(([t]) => themeKind(t) !== 'value');
  return concrete.length > 0 ? concrete : all;
}

/**
 * A line of theirs alone. A description ("I'm sociable and sporty") is met, not asked about: "Ask
 * about that" does not follow from it, so it takes a question on its theme or a nudge instead.
 */
function quoteAlone(r: Rng, name: string, quote: Quote): Thing {
  const used = [key(quote.theme), quote.words];
  if (/^I(?:'m| am)\b/.test(quote.words)) {
    const words = THEME_WORDS.get(key(quote.theme));
    const ask = words ? askOf(r, words, quote.words) : null;
    const sentence = quote.told && r() < 0.6 ? pick(r, ALONE_BEING)(name, quote.told) : pick(r, ALONE_BEING_QUOTE)(name, quote.words);
    return { sentence, ask, used };
  }
  const sentence = quote.told && r() < 0.5 ? pick(r, ALONE_TOLD)(name, quote.told) : pick(r, ALONE_QUOTE)(name, quote.words);
  return { sentence, ask: null, used };
}

/**
 * For a pair that shares nothing a note can name: a line of theirs, else something they state
 * with a question to ask about it, else a plain line of theirs that names no pastime ("I've got
 * two lurchers"), else (nothing of theirs a note may repeat) a warm line and the hello.
 */
function aloneThing(r: Rng, name: string, input: ComposeInput): Thing {
  const own = statedWords(input);
  if (input.quotes.length > 0 && (own.length === 0 || r() < 0.5)) return quoteAlone(r, name, pick(r, input.quotes));
  if (own.length > 0) {
    const [theme, words] = pick(r, own);
    const is = isOf(r, words);
    const ask = askOf(r, words, is);
    // A question that says the predicate back ("keeps active … What keeps you moving?") never shares its sentence.
    const all = ALONE_STATED.map((say) => say(name, is, ask ?? words.ask)).filter((o) => ask !== null || sentences(o) > 1);
    const short = all.filter((o) => wordCount(o) <= SHORT_WORDS.max);
    const options = short.length > 0 ? short : all;
    const sentence = fresh(r, [], options) ?? pick(r, options);
    return { sentence, ask: null, used: [theme], ...(sentence.includes(is) ? { is } : {}) };
  }
  if (input.own && input.own.length > 0) return quoteAlone(r, name, pick(r, input.own));
  return { sentence: pick(r, FALLBACK)(name), ask: null, used: [], whole: true };
}

/** The entries of a bank that do not repeat words already in the note, drawn per pair; null when none. */
function fresh(r: Rng, said: readonly string[], options: readonly string[]): string | null {
  const ok = options.filter((o) => !repeatsWords(join([...said, o])));
  return ok.length > 0 ? pick(r, ok) : null;
}

const fitsShort = (note: string, name: string) => wordCount(note) >= SHORT_WORDS.min && wordCount(note) <= SHORT_WORDS.max && note.length > PREVIEW_CHARS && note.includes(name);

/** Words a nudge would repeat: a note that already says hello, hi or "see where" takes none. */
const GREETS = /\b(?:hello|hi|see where)\b/i;

/** A nudge to end on, or null when the note already greets or ends on a question or remark. */
function closingAfter(r: Rng, said: readonly string[]): string | null {
  const last = said.at(-1) ?? '';
  if (endsOnQuestion(last) || sentences(last) > 1 || GREETS.test(said.join(' '))) return null;
  return fresh(r, said, CLOSING);
}

function shortNote(r: Rng, input: ComposeInput): string {
  const { name } = input;
  const thing = sharedThing(r, name, input) ?? aloneThing(r, name, input);
  if (thing.whole) return join([thing.sentence]);
  // Longer than the card's 60-character preview, so every note reads the same way: a teaser, then See more.
  // The sentence alone, or with a question on it or a nudge, drawn among those that fit, so notes vary.
  const question = thing.ask ? fresh(r, [thing.sentence], QUESTION.map((q) => q(thing.ask as string))) : null;
  const closing = closingAfter(r, [thing.sentence]);
  // A value is never the whole point: its question comes even when every wording repeats a word.
  if (thing.mustAsk && thing.ask) return join([thing.sentence, question ?? (QUESTION[0] as (a: string) => string)(thing.ask)]);
  const drafts = [[thing.sentence], ...(closing ? [[thing.sentence, closing]] : []), ...(question ? [[thing.sentence, question]] : [])]
    .map(join)
    .filter((d) => fitsShort(d, name));
  return drafts[Math.floor(r() * drafts.length)] ?? join(closing ? [thing.sentence, closing] : [thing.sentence]);
}

/**
 * The longer note says more specific things, never filler: the one thing, at most one more thing
 * the pair shares joined right after it, and a question, which always ends the note: nothing is
 * tacked on after a question. With little to say it is simply shorter.
 */
function longNote(r: Rng, input: ComposeInput): string {
  const { name } = input;
  const thing = sharedThing(r, name, input) ?? aloneThing(r, name, input);
  if (thing.whole) return join([thing.sentence]);
  let out = [thing.sentence];
  if (!endsOnQuestion(thing.sentence)) {
    const fitting = moreThings(r, input, thing.used)
      .map((more) => withMore(thing, more))
      .filter((s): s is string[] => s !== null && wordCount(join(s)) <= LONG_WORDS.max - 12 && !repeatsWords(join(s)));
    if (fitting.length > 0) out = pick(r, fitting);
  }
  const question = thing.ask ? fresh(r, out, QUESTION.map((q) => q(thing.ask as string))) : null;
  if (question) out.push(question);
  else if (out.length === 1) {
    const closing = closingAfter(r, out);
    if (closing) out.push(closing);
  }
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
