/**
 * The small text tools of a note without a model: counting words, a seeded generator, joining
 * sentences, and the checks that keep a note from saying the same words twice.
 */
export function wordCount(text: string): number {
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

export type Rng = () => number;

/** mulberry32: a tiny seeded generator, so the same pair and variant always get the same note. */
export function generator(seed: number): Rng {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(r: Rng, list: readonly T[]): T => list[Math.floor(r() * list.length)] as T;

/** Sentences into a note; each starts with a capital, and "Mia J." does not end its sentence twice. */
export const join = (sentences: readonly string[]) =>
  sentences
    .map((s) => s.charAt(0).toUpperCase() + s.slice(1))
    .join(' ')
    .replace(/([.!?])\./g, '$1');

const LITTLE = new Set('a an the and or of to in on at for with you your it is be as that this so what who how which i'.split(' '));
/**
 * Whether a note says two words in a row twice ("see where … see where", "a good laugh … a good
 * opener"), little words aside: such a draft is dropped for another wording.
 */
export function repeatsWords(note: string): boolean {
  const words = note.toLowerCase().replace(/[^\p{L}' ]+/gu, ' ').split(/\s+/).filter(Boolean).map((w) => w.replace(/s$/, ''));
  const seen = new Set<string>();
  for (let i = 1; i < words.length; i += 1) {
    if (LITTLE.has(words[i - 1] as string) && LITTLE.has(words[i] as string)) continue;
    const pair = `${words[i - 1]} ${words[i]}`;
    if (seen.has(pair)) return true;
    seen.add(pair);
  }
  return false;
}

/** Words that carry no subject of their own, so sharing one is no echo. */
const PLAIN = new Set(
  "what whats what's your you you've you're the a an and or of to in on at for with is are be has have do does did love loves like likes ask good best".split(' '),
);
/** A word's stem, so "keeps" meets "keep" and "climbing" meets "climb". */
const stem = (word: string) => word.replace(/(?:ing|ers|er|ed|es|s)$/, '');

/**
 * Whether `question` says a word of `said` back ("keeps active … What keeps you moving?",
 * "volunteers at a kitchen … cooking"): the subject words of both, stemmed, meet.
 */
export function echoes(said: string, question: string): boolean {
  const words = (text: string) => text.toLowerCase().replace(/[^\p{L}' ]+/gu, ' ').split(/\s+/).filter((w) => w.length >= 3 && !PLAIN.has(w)).map(stem);
  const mine = new Set(words(said));
  return words(question).some((w) => w.length >= 3 && mine.has(w));
}

export const endsOnQuestion = (sentence: string) => /\?”?$/.test(sentence);
/** Sentences in a bank entry: "Meet Mia, who bakes. Sounds right up your street." is two. */
export const sentences = (text: string) => text.split(/[.!?]”?\s+(?=[\p{Lu}“])/u).length;
