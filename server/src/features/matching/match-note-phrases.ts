/**
 * The sentence banks of a note without a model. `n` is the other dater's first name; no sentence
 * uses a pronoun for them, so no note guesses how someone wants to be called. Every slot is
 * written for one shape of filler, so each filled sentence is English:
 * - `told`: their own clause told of them, starting with its verb ("bakes sourdough on Sundays");
 * - `q`: their own clause, quoted ("I bake sourdough on Sundays"), always inside quotation marks;
 * - `t`: a pastime theme of ours ("cooking", "dogs", "the outdoors"), only ever an object, so no
 *   verb has to agree with it ("dogs matters");
 * - `line`: a whole "You both …" line of an essential both confirmed;
 * - `trait`: a predicate of theirs from a preference fit ("is into hiking").
 */
export type Say = (n: string, t: string) => string;

/** Lower-cases a line's first letter for use after a colon or a comma. */
export const lc = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** Their clause told of them, for a pastime the two share. */
export const SHARED_TOLD: readonly Say[] = [
  (n, told) => `${n} ${told}, and that sounds right up your street.`,
  (n, told) => `${n} ${told}, which sounds very much like your kind of thing.`,
  (n, told) => `Here's something you two share: ${n} ${told}.`,
  (n, told) => `Something tells us you'll get on: ${n} ${told}.`,
  (n, told) => `You will like this: ${n} ${told}.`,
];

/** Their clause quoted, for a pastime the two share. */
export const SHARED_QUOTE: readonly Say[] = [
  (n, q) => `${n} writes, “${q}.” That sounds right up your street.`,
  (n, q) => `In ${n}'s own words: “${q}.” Sounds like your kind of thing.`,
  (n, q) => `“${q},” says ${n}, and that's common ground for you two.`,
  (n, q) => `${n}'s profile says “${q}”, which is very much your kind of thing.`,
  (n, q) => `One line from ${n} stood out for you: “${q}.”`,
];

/** A pastime both bring up, when their words could not be quoted: `t` is our theme, as an object. */
export const SHARED_LOVE: readonly Say[] = [
  (n, t) => `${n} loves ${t}, and that's something you care about too.`,
  (n, t) => `Like you, ${n} has a real soft spot for ${t}.`,
  (n, t) => `${n} is big on ${t}, so you'd have plenty to talk about.`,
  (n, t) => `You and ${n} could easily lose an evening talking about ${t}.`,
];

/** A trait both bring up, said with its own predicate (`match-note-traits.ts`): "loves a good laugh". */
export const SHARED_TRAIT: readonly Say[] = [
  (n, p) => `${n} ${p}, and that matters to you too.`,
  (n, p) => `Here's something you two share: ${n} ${p}.`,
  (n, p) => `${n} ${p}, which sounds like a good fit for you.`,
];

/** An opener built on the pastime the note is about. */
export const OPENER: readonly Say[] = [
  (n, t) => `Asking ${n} about ${t} would make an easy first message.`,
  (_n, t) => `A question about ${t} is an easy way to start.`,
  (n, t) => `If you're stuck for an opener, ask ${n} about ${t}.`,
];

/** One whole line: "Neither of you smokes". */
export const LINE: readonly Say[] = [
  (n, line) => `${line}, which gives you and ${n} a solid start.`,
  (n, line) => `Here's a good sign with ${n}: ${lc(line)}.`,
  (n, line) => `${line}, so you and ${n} start on the same page.`,
  (n, line) => `One thing you already know about ${n}: ${lc(line)}.`,
  (n, line) => `You and ${n} line up where it counts: ${lc(line)}.`,
];

/** A predicate of the other dater: "is into hiking", "has a Polish background". */
export const TRAIT: readonly Say[] = [
  (n, trait) => `${n} ${trait}, just as you hoped.`,
  (n, trait) => `Good news: ${n} ${trait}.`,
  (n, trait) => `As you'd hoped, ${n} ${trait}.`,
  (n, trait) => `${n} ${trait}, which fits what you asked for.`,
];

/** A line of theirs worth asking about, for a pair that shares nothing a note can name. */
export const ALONE_TOLD: readonly Say[] = [
  (n, told) => `Meet ${n}, who ${told}. Ask about it and see where the conversation goes.`,
  (n, told) => `${n} ${told}, which could be a fun place to start a conversation.`,
];
export const ALONE_QUOTE: readonly Say[] = [
  (n, q) => `Meet ${n}, whose profile says “${q}.” That could be a fun place to start.`,
  (n, q) => `“${q},” writes ${n}. Ask about it and see where the conversation goes.`,
];

/** Nothing to name: honest about it, and still an invitation. */
export const FALLBACK: ReadonlyArray<(n: string) => string> = [
  (n) => `Meet ${n}! Nothing on paper links you two yet, so a hello is the best way to find out.`,
  (n) => `Say hello to ${n}: sometimes the best matches are the ones you don't see coming.`,
  (n) => `${n} is new on your list. A friendly first message is the easiest way to see if you click.`,
  (n) => `Meet ${n}. There's no obvious overlap yet, but a good conversation could find one.`,
  (n) => `Here's ${n}, a new face for you. The only way to know if you click is to say hello.`,
  (n) => `${n} is worth a look: a first message will tell you more than any profile can.`,
];

export const OPENING: ReadonlyArray<(n: string) => string> = [
  (n) => `Say hello to ${n}.`,
  (n) => `We'd love you to meet ${n}.`,
  (n) => `Here's someone new: ${n}.`,
  (n) => `${n} caught our eye for you.`,
  (n) => `We think you'll like ${n}.`,
  (n) => `${n} could be a lovely match for you.`,
];

export const CLOSING: readonly string[] = [
  'Why not say hello?',
  'Say hi and see where it goes.',
  'A first message could go a long way.',
  'It could be worth a hello.',
  'Go on, send the first message.',
  "There's a conversation waiting here.",
];

/** Padding for the long note, true of any pair; none speaks of the other dater. */
export const BRIDGE: readonly string[] = [
  "There's no pressure here, just a good reason to start talking.",
  'Sometimes the best connections begin with something simple.',
  'Every good story starts somewhere, and a kind hello is a fine beginning.',
];
