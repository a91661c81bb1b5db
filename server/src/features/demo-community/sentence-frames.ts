/**
 * The sentence shapes fragments are poured into. Varying the shape as well as the content is
 * what keeps 300 profiles from reading like one template with the nouns swapped.
 */
export const INTRODUCTIONS: readonly ((name: string) => string)[] = [
  (n) => `Hi, I'm ${n}.`,
  (n) => `Hey, I'm ${n}!`,
  (n) => `My name is ${n}.`,
  (n) => `${n} here, hello!`,
  (n) => `Hello! I'm ${n}.`,
  (n) => `I'm ${n}, nice to meet you.`,
  (n) => `Hi there, ${n} here.`,
  (n) => `Hey! It's ${n}.`,
  (n) => `Hello, my name's ${n}.`,
];

/** "About me" sentences built around one gerund phrase ("spending Saturdays on mountain trails"). */
export const ONE_PHRASE: readonly ((a: string) => string)[] = [
  (a) => `You'll usually find me ${a}.`,
  (a) => `Ask my friends and they'll tell you I'm happiest ${a}.`,
  (a) => `Lately I've been ${a}, which I highly recommend.`,
  (a) => `My favourite way to switch off is ${a}.`,
  (a) => `Nothing makes me happier than ${a}.`,
  (a) => `These days a perfect Sunday means ${a}.`,
];

export const TWO_PHRASES: readonly ((a: string, b: string) => string)[] = [
  (a, b) => `My weekends are split between ${a} and ${b}.`,
  (a, b) => `When I'm not working, I'm usually ${a} or ${b}.`,
  (a, b) => `A perfect day for me starts with ${a} and ends with ${b}.`,
  (a, b) => `Outside work, my life is mostly ${a}, ${b} and a lot of tea.`,
  (a, b) => `I recharge by ${a}, and I show off by ${b}.`,
  (a, b) => `If I had a free week I'd spend it ${a} and, honestly, ${b}.`,
  (a, b) => `Most of my best memories involve ${a} or ${b}.`,
];

export const THREE_PHRASES: readonly ((a: string, b: string, c: string) => string)[] = [
  (a, b, c) => `Outside work I love ${a}, ${b} and ${c}.`,
  (a, b, c) => `My free time goes on ${a}, ${b} and, when I can, ${c}.`,
  (a, b, c) => `Give me a weekend of ${a}, ${b} and ${c} and I'm a happy person.`,
];

/**
 * "Who I hope to meet": single-adjective qualities (q1, q2), a longer predicative quality (pq), a
 * who-clause (w) and the partner noun (p: "man" or "woman"). After "a man" a singular "they"
 * jars, so frames with p take pqn and wn, which never mention "they" or "their".
 */
export interface QualityParts {
  q1: string;
  q2: string;
  pq: string;
  pqn: string;
  w: string;
  wn: string;
  p: string;
}

export const QUALITY_FRAMES: readonly ((parts: QualityParts) => string)[] = [
  ({ q1, q2, w }) => `I'm hoping to meet someone ${q1} and ${q2} ${w}.`,
  ({ q1, q2, wn, p }) => `I'd love to meet ${article(q1)} ${q1}, ${q2} ${p} ${wn}.`,
  ({ q1, pq }) => `The person I'm looking for is ${q1}, ${pq} and not afraid to be themselves.`,
  ({ w }) => `What I'm really looking for is someone ${w}.`,
  ({ q1, w }) => `Above all, I want someone ${q1}: someone ${w}.`,
  ({ q1, q2, w }) => `I'd like to meet someone ${w}, ideally ${q1} and ${q2} too.`,
  ({ q1, q2 }) => `I'm drawn to people who are ${q1} and ${q2}, and who don't take themselves too seriously.`,
  ({ q1, pq, w }) => `Honestly, I'm hoping for someone ${q1} and ${pq}, ${w}.`,
  ({ q1, wn, p }) => `I want to meet ${article(q1)} ${q1} ${p} ${wn}.`,
  ({ q1, q2 }) => `If you're ${q1}, ${q2} and up for a bit of adventure, I'd love to hear from you.`,
  ({ q1, q2, w }) => `My ideal partner is ${q1} and ${q2}, someone ${w}.`,
  ({ q1, pqn, p }) => `I'm looking for ${article(q1)} ${q1} ${p}, ${pqn}, who wants the same things I do.`,
  ({ pq, w }) => `I'd love someone ${pq}, someone ${w}.`,
  ({ q1, pq }) => `Someone ${q1} and ${pq} would be just about perfect.`,
];

/**
 * Shared activities, with a bare infinitive phrase ("lace up your boots for a sunrise trail").
 * Phrases that say "you" only fit frames that address the reader.
 */
export const SHARE_FRAMES_TO_YOU: readonly ((s: string) => string)[] = [
  (s) => `Bonus points if you'd happily ${s}.`,
  (s) => `It would make my week if you'd ${s}.`,
  (s) => `Ideally, now and then, you'd ${s}.`,
  (s) => `Extra points if you'll ${s}.`,
];

export const SHARE_FRAMES_ABOUT_SOMEONE: readonly ((s: string) => string)[] = [
  (s) => `I'd love someone who'd ${s}.`,
  (s) => `Anyone willing to ${s} will win me over quickly.`,
  (s) => `It'd be lovely to find someone who'd ${s}.`,
];

/** The one- or two-sentence profile bio: t = job title, c = country, a/b = gerund phrases. */
export const BIO_FRAMES: readonly ((t: string, c: string, a: string, b: string) => string)[] = [
  (t, c, a, b) => `${capitalise(t)} from ${inCountry(c)} who loves ${a} and ${b}.`,
  (t, c, a) => `${capitalise(t)} in ${inCountry(c)}. Happiest ${a}.`,
  (t, c, a, b) => `Based in ${inCountry(c)}. ${capitalise(t)} by trade, happiest ${a} or ${b}.`,
  (t, c, a) => `${capitalise(t)} from ${inCountry(c)}, usually found ${a}.`,
  (t, c, a, b) => `${capitalise(a)}, ${b} and a good laugh. ${capitalise(t)} in ${inCountry(c)}.`,
  (t, c, a) => `${capitalise(t)}. ${c}. Probably ${a} right now.`,
  (t, c, a, b) => `${capitalise(t)} living in ${inCountry(c)}; weekends are for ${a} and ${b}.`,
];

/** Countries whose English name takes "the" after "in" or "from". */
const THE_COUNTRIES = new Set(['United States', 'United Kingdom', 'Netherlands', 'Philippines', 'United Arab Emirates', 'Czech Republic']);

export function inCountry(country: string): string {
  return THE_COUNTRIES.has(country) ? `the ${country}` : country;
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "a" or "an" by sound, good enough for the adjectives in the partner bank. */
export function article(word: string): string {
  return /^[aeiou]/i.test(word) && !/^(one|uni|use|eu)/i.test(word) ? 'an' : 'a';
}
