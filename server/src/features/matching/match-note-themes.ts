import { essentialOfLine, sharedEssentialLine } from '@kindred/contract';
import type { EssentialSides } from '../essentials/essential-fit.js';

/**
 * A shared theme in the shape a sentence can carry it:
 * - phrase: a noun phrase from the two texts ("the outdoors", "not smoking");
 * - line: a whole "You both …" sentence of an essential both daters confirmed;
 * - trait: a preference fit, which is true of the other dater ("is into hiking"). `text` is the
 *   reason as "why you matched" shows it, so a test can find it in the note; `theme` is the
 *   listed interest ("pets"), so a note can tell it overlaps a theme it already said ("dogs").
 */
export type NoteTheme =
  | { kind: 'phrase'; text: string; warm: boolean }
  | { kind: 'line'; text: string }
  | { kind: 'trait'; text: string; predicate: string; theme?: string };

export interface ThemeSources {
  sharedThemes: readonly string[];
  phraseThemes?: readonly string[] | undefined;
  sharedEssentials?: readonly string[] | undefined;
}

/**
 * "A love of …" suits a pastime, not a refusal or a life choice: "a love of not smoking" or "a
 * love of something long-term" reads wrong, so those themes get only the neutral sentences.
 */
const NOT_WARM = new RegExp(
  '^(not|no|staying|living|being|wanting|keeping|something|a|an)\\b|' +
    '-free|politics|faith|monogamy|values|trust|respect|loyalty|kindness|honesty|relationship|outlook|diet',
  'i',
);

/**
 * The essentials both daters confirmed, as "You both …" lines. A value read from someone's words
 * can be a misread ("dog mum" once read as having children): "why you matched" shows it with
 * "That's not me", but a personal note should not assert it.
 */
export function confirmedSharedEssentials(mine: readonly EssentialSides[], theirs: readonly EssentialSides[]): string[] {
  const their = new Map(theirs.map((e) => [e.key, e]));
  const lines: string[] = [];
  for (const own of mine) {
    const other = their.get(own.key);
    if (!own.self || own.selfSource !== 'confirmed' || other?.self !== own.self || other.selfSource !== 'confirmed') continue;
    const line = sharedEssentialLine(own.key, own.self);
    if (line) lines.push(line);
  }
  return lines;
}

function article(word: string): string {
  return /^[aeiou]/i.test(word) ? 'an' : 'a';
}

/**
 * Listed interests that are categories rather than pastimes: "is into pets" or "is into food"
 * reads as a label glued on, so each gets a predicate of its own. Wine is how someone drinks, an
 * essential a note never states, so it gets none.
 */
const INTO: ReadonlyMap<string, string | null> = new Map([
  ['pets', 'loves animals'],
  ['food', 'loves good food'],
  ['fitness', 'keeps fit'],
  ['movies', 'loves films'],
  ['reading', 'loves a good book'],
  ['music', 'loves music'],
  ['travel', 'loves to travel'],
  ['languages', 'loves learning languages'],
  ['nights out', 'loves a good night out'],
  ['concerts', 'loves live music'],
  ['coffee', 'loves good coffee'],
  ['meditation', 'meditates'],
  ['volunteering', 'volunteers'],
  ['art', 'loves art'],
  ['writing', 'loves to write'],
  ['photography', 'loves taking photos'],
  ['cooking', 'loves to cook'],
  ['baking', 'loves to bake'],
  ['wine', null],
]);

/** A preference reason as something the other dater is or does; null for a shape we cannot word. */
function traitOf(reason: string): string | null {
  const into = /^Into (.+)$/.exec(reason);
  if (into) {
    const interest = (into[1] as string).toLowerCase();
    return INTO.has(interest) ? (INTO.get(interest) ?? null) : `is into ${into[1]}`;
  }
  const pace = /^(.+) pace of life$/.exec(reason);
  if (pace) {
    const label = (pace[1] as string).toLowerCase();
    return `keeps ${article(label)} ${label} pace of life`;
  }
  const background = /^(.+) background$/.exec(reason);
  if (background) {
    const label = background[1] as string;
    // "Other" names no background at all; "Mixed" is an adjective, not a proper name.
    if (label === 'Other') return 'has the background you asked for';
    const shown = label === 'Mixed' ? 'mixed' : label;
    return `has ${article(shown)} ${shown} background`;
  }
  return null;
}

/**
 * Every theme the note may name, in the order a note prefers them: the two texts' own phrases
 * first (the most personal), then confirmed essentials, then preference fits. Essential lines in
 * `sharedThemes` that are not confirmed are left out when the caller says which are; a reason of
 * unknown shape is left out rather than forced into a sentence that does not fit it.
 */
export function noteThemes(sources: ThemeSources): NoteTheme[] {
  const phrases = new Set(sources.phraseThemes ?? []);
  const confirmed = sources.sharedEssentials;
  const out: NoteTheme[] = [];
  const seen = new Set<string>();
  const add = (theme: NoteTheme) => {
    if (seen.has(theme.text.toLowerCase())) return;
    seen.add(theme.text.toLowerCase());
    out.push(theme);
  };
  for (const text of phrases) add({ kind: 'phrase', text, warm: !NOT_WARM.test(text) });
  for (const line of confirmed ?? []) add({ kind: 'line', text: line });
  const traits: NoteTheme[] = [];
  for (const reason of sources.sharedThemes) {
    if (phrases.has(reason)) continue;
    if (essentialOfLine(reason)) {
      if (!confirmed) add({ kind: 'line', text: reason });
      continue;
    }
    const predicate = traitOf(reason);
    const interest = /^Into (.+)$/.exec(reason)?.[1]?.toLowerCase();
    if (predicate) traits.push({ kind: 'trait', text: reason, predicate, ...(interest ? { theme: interest } : {}) });
    // With no phrase list at all, every other reason is taken for a noun phrase, as before.
    else if (!sources.phraseThemes) add({ kind: 'phrase', text: reason, warm: !NOT_WARM.test(reason) });
  }
  for (const trait of traits) add(trait);
  return out;
}
