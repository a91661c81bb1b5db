import type { DaterTexts, EssentialKey, EssentialStrength } from '@kindred/contract';
import { analyzeDater, CONCEPTS, type StanceEntry } from '../matching/local-scorer/index.js';

/** One side of one essential as read from a dater's words, with the sentence it came from. */
export interface ReadSelf {
  value: string;
  quote: string;
}
export interface ReadNeed {
  values: string[];
  strength: EssentialStrength;
  quote: string;
}
export type ReadEssentials = Partial<Record<EssentialKey, { self?: ReadSelf; need?: ReadNeed }>>;

type Stance = 1 | -1;
/** What a stated stance on a concept says about the writer ("I don't smoke" → smoking: no). */
type SelfRule = (stance: Stance, sentence: string) => [EssentialKey, string] | null;
/** What a stance in "who I seek" asks of a partner ("no smokers" → smoking: no). */
type NeedRule = (stance: Stance) => [EssentialKey, string[]] | null;

const RELIGIONS = ['christian', 'muslim', 'jewish', 'hindu', 'buddhist'] as const;
const OWNS_PET = /\b(my|our) (dogs?|cats?|pups?|puppy|kitten|rescue|pets?)\b|\bi have (a |two |three )?(dogs?|cats?|pets?)\b/;

const SELF: Record<string, SelfRule> = {
  smoking: (s) => ['smoking', s === 1 ? 'yes' : 'no'],
  drinking: (s) => ['drinking', s === 1 ? 'socially' : 'no'],
  'heavy-drinking': (s) => (s === 1 ? ['drinking', 'often'] : null),
  'has-children': (s) => (s === 1 ? ['children', 'have'] : null),
  'wants-children': (s) => ['children', s === 1 ? 'want' : 'dont_want'],
  commitment: (s) => (s === 1 ? ['intent', 'long_term'] : null),
  casual: (s) => (s === 1 ? ['intent', 'casual'] : null),
  faith: (s) => (s === -1 ? ['faith', 'none'] : null),
  spirituality: (s) => (s === 1 ? ['faith', 'spiritual'] : null),
  'plant-based': (s, sentence) => (s === 1 ? ['diet', /\bvegan/.test(sentence) ? 'vegan' : 'vegetarian'] : null),
  pets: petSelf,
  dogs: petSelf,
  cats: petSelf,
  ...Object.fromEntries(RELIGIONS.map((r) => [r, ((s: Stance) => (s === 1 ? ['faith', r] : null)) as SelfRule])),
};

function petSelf(stance: Stance, sentence: string): [EssentialKey, string] | null {
  if (/\ballerg/.test(sentence)) return ['pets', 'allergic'];
  if (stance === -1) return ['pets', 'no_pets'];
  return ['pets', OWNS_PET.test(sentence) ? 'has_pets' : 'likes_pets'];
}

const NEED: Record<string, NeedRule> = {
  smoking: (s) => ['smoking', s === 1 ? ['sometimes', 'yes'] : ['no']],
  drinking: (s) => (s === -1 ? ['drinking', ['no']] : null),
  'heavy-drinking': (s) => (s === -1 ? ['drinking', ['no', 'socially']] : null),
  'wants-children': (s) => ['children', s === 1 ? ['want', 'have', 'open'] : ['dont_want']],
  'has-children': (s) => (s === -1 ? ['children', ['want', 'dont_want', 'open']] : null),
  commitment: (s) => (s === 1 ? ['intent', ['long_term', 'marriage']] : null),
  casual: (s) => (s === 1 ? ['intent', ['casual', 'not_sure']] : ['intent', ['long_term', 'marriage', 'not_sure']]),
  faith: (s) => (s === -1 ? ['faith', ['none', 'spiritual']] : null),
  'plant-based': (s) => (s === 1 ? ['diet', ['vegetarian', 'vegan']] : null),
  pets: (s) => ['pets', s === 1 ? ['has_pets', 'likes_pets'] : ['no_pets', 'allergic']],
  dogs: (s) => ['pets', s === 1 ? ['has_pets', 'likes_pets'] : ['no_pets', 'allergic']],
  cats: (s) => ['pets', s === 1 ? ['has_pets', 'likes_pets'] : ['no_pets', 'allergic']],
  ...Object.fromEntries(RELIGIONS.map((r) => [r, ((s: Stance) => (s === 1 ? ['faith', [r]] : null)) as NeedRule])),
};

/** Sentences as the dater wrote them, for quoting; a long one is cut at a word. */
function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?;])\s+|\n+/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

function quoteOf(sentence: string): string {
  if (sentence.length <= 140) return sentence;
  return `${sentence.slice(0, 137).replace(/\s+\S*$/, '')}…`;
}

const explicit = (entries: readonly StanceEntry[]) => entries.filter((e) => e.explicit);

/**
 * Reads the essentials from a dater's two texts with the local analyser, one sentence at a time
 * so each value keeps the words it came from. Only what is said outright counts: a stance the
 * analyser mirrors from the other half is a guess, not something to show as "we understood".
 * The first sentence that speaks of an essential wins.
 */
export function readEssentialsLocally(texts: DaterTexts): ReadEssentials {
  const found: ReadEssentials = {};
  const parts = [...sentences(texts.aboutMe).map((s) => analyzeDater(s, '')), ...sentences(texts.hopeToMeet).map((s) => analyzeDater('', s))];
  const quotes = [...sentences(texts.aboutMe), ...sentences(texts.hopeToMeet)];
  let sharesFaith: { strength: EssentialStrength; quote: string } | null = null;

  parts.forEach((analysis, i) => {
    const sentence = quotes[i] ?? '';
    const lower = sentence.toLowerCase();
    for (const entry of explicit(analysis.about.entries)) {
      const id = CONCEPTS[entry.index]?.id ?? '';
      const read = SELF[id]?.(entry.stance, lower);
      if (read && !found[read[0]]?.self) found[read[0]] = { ...found[read[0]], self: { value: read[1], quote: quoteOf(sentence) } };
    }
    for (const entry of explicit(analysis.seek.entries)) {
      const id = CONCEPTS[entry.index]?.id ?? '';
      const strength: EssentialStrength = entry.hard ? 'must' : 'nice';
      if (id === 'shared-faith' && entry.stance === 1) sharesFaith ??= { strength, quote: quoteOf(sentence) };
      const read = NEED[id]?.(entry.stance);
      if (read && !found[read[0]]?.need) found[read[0]] = { ...found[read[0]], need: { values: read[1], strength, quote: quoteOf(sentence) } };
    }
  });

  // "Someone who shares my faith" asks for the dater's own faith, once that is known.
  const ownFaith = found.faith?.self?.value;
  const shared = sharesFaith as { strength: EssentialStrength; quote: string } | null;
  if (shared && ownFaith && ownFaith !== 'none' && !found.faith?.need) {
    found.faith = { ...found.faith, need: { values: [ownFaith], strength: shared.strength, quote: shared.quote } };
  }
  return found;
}
