import { RELIGIONS, type DaterTexts, type EssentialKey, type EssentialStrength } from '@kindred/contract';
import { INSIST, lowerOf, type Placed, type Said } from './local-essentials-cues.js';
import { readFaith } from './local-essentials-faith.js';
import { readChildren } from './local-essentials-children.js';
import { readHabits } from './local-essentials-habits.js';
import { petNames, readHome } from './local-essentials-home.js';
import { readIntent } from './local-essentials-intent.js';
import { readSettling } from './local-essentials-settling.js';
import { aboutSomeoneElse, firmReaches, givenUp, maskIdioms, pastLife, readScope } from './local-essentials-scope.js';

/**
 * How surely a side was read: "stated" in so many words ("I don't smoke", "no smokers"), "implied"
 * by what the dater does or where they go ("mosque on Fridays", "a braai every weekend"). A must
 * is only ever stated.
 */
export type ReadConfidence = 'stated' | 'implied';

/** One side of one essential as read from a dater's words, with the sentence it came from. */
export interface ReadSelf {
  value: string;
  quote: string;
  confidence?: ReadConfidence;
}
export interface ReadNeed {
  values: string[];
  strength: EssentialStrength;
  quote: string;
  confidence?: ReadConfidence;
}
export type ReadEssentials = Partial<Record<EssentialKey, { self?: ReadSelf; need?: ReadNeed }>>;

/**
 * Sentences as the dater wrote them, for quoting. A list written with slashes is one item a
 * sentence ("pharmacist / halal kitchen / never touched a cigarette"), and a question answered in
 * a word stays with its answer ("Kids? Hard pass.", "Children? lmao no.").
 */
function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!])\s+|(?<=\?)\s+(?!(?:(?:lol|lmao|haha|ha|honestly|oh|um|bro),?\s+)?(?:no|nah|not|nope|never|yes|yep|hard pass|open|maybe|absolutely|definitely)\b)|\n+|\s+\/\s+/i)
    // A list's marker ("- ", "3) ", "•") is layout, not words: "- I'm not leaving Ghana" opens with "I".
    .map((s) => s.trim().replace(/^(?:[-*•\u2013\u2014]|\d{1,2}[.)])\s+/, ''))
    .filter((s) => s.length > 0);
}

/**
 * A quote the check screen can show: the sentence, or for a long one the clauses around the words
 * the value was read from, cut at a word. Either way the dater's own words, in order.
 */
function quoteOf(sentence: string, at = 0): string {
  if (sentence.length <= 140) return sentence;
  const cuts = [0, ...[...sentence.matchAll(/[,;:]\s+/g)].map((m) => m.index + m[0].length), sentence.length];
  let from = 0;
  for (const c of cuts) if (c <= at) from = c;
  const rest = sentence.slice(from);
  if (rest.length <= 140) return rest.replace(/[,;:]\s*$/, '');
  return `${rest.slice(0, 137).replace(/\s+\S*$/, '')}…`;
}

// "Someone who also…", "like me": what the partner is to share is the writer's own.
const ALSO = /\b(?:who|that|and) (?:\w+ )?also\b|\balso (?:doesn't|does not|don't|wants?|is|has|loves?|eats?|drinks?)\b|\blike me\b|\bas i do\b/;

/**
 * Reads the essentials from a dater's two texts, one sentence at a time so each value keeps the
 * words it came from. Each essential has its own reader (habits, faith, diet and pets, intent and
 * children) with its own words for it; only what is said outright counts. It does not use the
 * match analyser: that one mirrors stances between the halves and lends them to related concepts,
 * which is right for scoring a pair but reads as "we understood" things the dater never said.
 *
 * The first sentence that speaks of an essential wins, with two exceptions. A surer reading wins
 * over an earlier one (rank): "my two boys" settles children even after "I'd love more", an
 * explicit diet beats a meal that merely has meat in it, an allergy beats a liking. And a later
 * insistence on the same need makes it a must: people state a wish, then say how firm it is.
 */
export function readEssentialsByRules(texts: DaterTexts): ReadEssentials {
  const said: Said[] = [];
  for (const [home, text] of [['about', texts.aboutMe], ['seek', texts.hopeToMeet]] as const) {
    for (const s of sentences(text)) said.push({ text: s, lower: maskIdioms(lowerOf(s)), home, index: said.length });
  }
  const names = petNames(texts.aboutMe);
  const scopes = said.map(readScope);
  const cued: Placed[] = [];
  for (const s of said) {
    for (const hit of [...readIntent(s), ...readHabits(s), ...readFaith(s, said), ...readHome(s, said, names)]) cued.push({ ...hit, said: s });
  }
  cued.push(...readChildren(said));
  const placed = [...cued.map(inScope(scopes)).filter((p): p is Placed => p !== null), ...scopes.flatMap((sc, i) => sc.hits.map((h) => ({ ...h, said: said[i] as Said })))];
  placed.sort((a, b) => a.said.index - b.said.index);

  const found: ReadEssentials = {};
  const rank: Record<string, number> = {};
  const needFrom = new Map<EssentialKey, number>();
  for (const p of placed) {
    const entry = (found[p.key] ??= {});
    const r = p.rank ?? 0;
    if (p.self !== undefined && (!entry.self || r > (rank[`${p.key}.self`] ?? 0))) {
      entry.self = { value: p.self, quote: quoteOf(p.said.text, p.at), confidence: selfConfidence(p) };
      rank[`${p.key}.self`] = r;
    }
    // A later sentence that insists on the same need ("Must love dogs, no exceptions") makes it a must.
    const firmer = p.need?.strength === 'must' && entry.need?.strength === 'nice' && p.need.values.some((v) => entry.need?.values.includes(v));
    if (p.need && (!entry.need || firmer || r > (rank[`${p.key}.need`] ?? 0))) {
      entry.need = { values: [...p.need.values], strength: p.need.strength, quote: quoteOf(p.said.text, p.at), confidence: 'stated' };
      rank[`${p.key}.need`] = r;
      needFrom.set(p.key, p.said.index);
    }
  }
  // "Not 'maybe later'. Certain." A sentence that only insists makes the need just before it a must.
  for (const s of said) {
    if (!INSIST.test(s.lower)) continue;
    for (const [key, from] of needFrom) {
      const need = found[key]?.need;
      if (need && s.index > from && s.index - from <= 2) need.strength = 'must';
    }
  }
  // Where the dater will live is read over all their sentences at once: a plan is often said in two.
  const settling = readSettling(said);
  if (settling.self || settling.need) {
    found.settling = {
      ...(settling.self && { self: { value: settling.self.value, quote: quoteOf(settling.self.said.text, settling.self.at), confidence: 'stated' as const } }),
      ...(settling.need && { need: { values: [...settling.need.values], strength: settling.need.strength, quote: quoteOf(settling.need.said.text), confidence: 'stated' as const } }),
    };
  }
  // "A woman who also doesn't want kids": what a partner is to share "also", the writer is.
  for (const key of Object.keys(found) as EssentialKey[]) {
    const entry = found[key];
    const value = entry?.need?.values.length === 1 ? entry.need.values[0] : undefined;
    if (!entry?.need || !value || !ALSO.test(entry.need.quote.toLowerCase())) continue;
    if (!entry.self || entry.self.quote === entry.need.quote) entry.self = { value, quote: entry.need.quote, confidence: 'implied' };
  }
  // "Only a brother who never misses salah": someone who asks for one religion holds it. People seek
  // their own faith; a dater of another faith who asks for it is rare enough to correct on the check screen.
  const faith = found.faith;
  const asked = faith?.need?.values.length === 1 ? faith.need.values[0] : undefined;
  // A faith only implied ("God-fearing", a candle lit) yields to the one religion they ask for.
  const weakSelf = !faith?.self || (faith.self.confidence === 'implied' && RELIGIONS.has(faith.self.value));
  if (faith?.need && weakSelf && asked && RELIGIONS.has(asked)) faith.self = { value: asked, quote: faith.need.quote, confidence: 'implied' };
  for (const key of Object.keys(found) as EssentialKey[]) if (!found[key]?.self && !found[key]?.need) delete found[key];
  return found;
}

/**
 * A topic reader's reading, kept only where the sentence's scope allows it: a need its sentence
 * refuses or tolerates in other words is dropped, and so is a self that is someone else's life
 * ("my sister has three kids") or a pet that was ("our family cat died last year").
 */
function inScope(scopes: ReturnType<typeof readScope>[]) {
  return (p: Placed): Placed | null => {
    const scope = scopes[p.said.index];
    let { self, need } = p;
    if (need && scope && (scope.quiet.has(p.key) || scope.hits.some((h) => h.key === p.key && h.need))) need = undefined;
    if (need?.strength === 'must' && p.at !== undefined && !firmReaches(p.said.lower, p.at)) need = { ...need, strength: 'nice' };
    const at = p.at ?? 0;
    if (self !== undefined && p.said.home === 'about' &&
      (p.key === 'pets' ? self === 'has_pets' && (aboutSomeoneElse(p.said.lower, at, p.key) || pastLife(p.said.lower)) : aboutSomeoneElse(p.said.lower, at, p.key)) &&
      // "He's a wonderful father to our daughter": a child called ours is the writer's, whoever the sentence began with.
      !(p.key === 'children' && /^(?:my|our)\b/.test(p.said.lower.slice(at)))) self = undefined;
    // "I was a heavy smoker once, not anymore": the habit is the past, and the dater's answer is no.
    if ((p.key === 'smoking' || p.key === 'drinking') && self !== undefined && self !== 'no' && givenUp(p.said.lower)) self = 'no';
    if (self === undefined && !need) return null;
    return { ...p, self, need };
  };
}

/** "I don't smoke" is stated; "steak nights" says a diet only by implication, as does a place of worship. */
function selfConfidence(p: Placed): ReadConfidence {
  if (p.key === 'diet') return /\b(?:vegan|vegetarian|veggie|halal|kosher|plant[- ]based)\b/.test(p.said.lower) ? 'stated' : 'implied';
  if (p.key === 'faith') return /\b(?:muslim|christian|catholic|jewish|hindu|buddhist|sikh|atheist|agnostic|spiritual|religious|faith|believe)\b/.test(p.said.lower) ? 'stated' : 'implied';
  return /\b(?:i|i'm|i've|me|my)\b/.test(p.said.lower) || (p.rank ?? 0) > 0 ? 'stated' : 'implied';
}
