/**
 * The sentence banks of a note without a model. `n` is the other dater's first name; no sentence
 * uses a pronoun for them, so no note guesses how someone wants to be called. Each sentence that
 * carries the name carries it once, and the sentences that follow it name nobody, so a note says
 * the name once ("Meet Okello, who loves a good laugh", never "Meet Okello. Okello loves …").
 * Every slot is written for one shape of filler, so each filled sentence is English:
 * - `told`: their own clause told of them, starting with its verb ("bakes sourdough on Sundays");
 * - `q`: their own clause, quoted ("I bake sourdough on Sundays"), always inside quotation marks;
 * - `is`: a predicate written by hand for a theme (`match-note-traits.ts`: "loves a good laugh");
 * - `about`: a subject two people could talk about ("board games"), only ever an object;
 * - `ask`: a question in direct speech, ending in its own "?";
 * - `line`: a whole "You both …" line of an essential both confirmed;
 * - `trait`: a predicate of theirs from a preference fit ("is into hiking").
 * Kindred has no chat: after an unlock the two reach each other on their own social accounts, so
 * no sentence speaks of messages; "say hi" holds wherever they talk.
 */
export type Say = (n: string, t: string) => string;

/** Lower-cases a line's first letter for use after a colon or a comma. */
export const lc = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** Their clause told of them, for a pastime the two share; `told` may start with any verb. */
export const SHARED_TOLD: readonly Say[] = [
  (n, told) => `${n} ${told}, and that's common ground for you two.`,
  (n, told) => `You'll like this: ${n} ${told}.`,
  (n, told) => `Good news for you: ${n} ${told}.`,
];
/** The same, only for a clause of doing ("bakes sourdough"), which can be right up someone's street. */
export const SHARED_TOLD_DOING: readonly Say[] = [
  (n, told) => `${n} ${told}, and that sounds right up your street.`,
  (n, told) => `Good news: ${n} ${told}, which sounds right up your street.`,
];

/** Their clause quoted, for a pastime the two share. */
export const SHARED_QUOTE: readonly Say[] = [
  (n, q) => `${n} writes, “${q}.” That sounds right up your street.`,
  (n, q) => `In ${n}'s own words: “${q}.” Sounds like common ground.`,
  (n, q) => `“${q},” says ${n}, and that's common ground for you two.`,
];

/** A theme both bring up that they state, said with its predicate: "loves a good laugh". */
export const SHARED_IS: readonly Say[] = [
  (n, is) => `${n} ${is}, and that matters to you too.`,
  (n, is) => `${n} ${is}, which sounds promising.`,
  (n, is) => `Meet ${n}, who ${is}. Sounds like someone on your wavelength.`,
  (n, is) => `You'll get on with ${n}, who ${is}.`,
  (n, is) => `${n} ${is}, which should suit you.`,
  (n, is) => `Good news: ${n} ${is}.`,
  (n, is) => `Here's someone on your wavelength: ${n} ${is}.`,
  (n, is) => `${n} ${is}, which you'll appreciate.`,
];

/** A subject both bring up, when they state it: `about` is an object ("board games"). */
export const SHARED_ABOUT: readonly Say[] = [
  (n, about) => `You and ${n} could easily lose an evening talking about ${about}.`,
  (n, about) => `Put you and ${n} at one table and the talk would soon turn to ${about}.`,
  (n, about) => `You and ${n} would have plenty to say about ${about}.`,
  (n, about) => `${n} is as keen on ${about} as you are.`,
];

/**
 * A second shared subject in a long note, without the name: it was said before. It closes the
 * note, so it reads as an afterthought on the same pair, never as a second item bolted on.
 */
export const MORE_ABOUT: ReadonlyArray<(about: string) => string> = [
  (about) => `You'd have ${about} to talk about, too.`,
  (about) => `And if that runs dry, there's ${about}.`,
];

/** A question the viewer could ask, on the thing the note is about or one they state. */
export const QUESTION: ReadonlyArray<(ask: string) => string> = [
  (ask) => `A good opener: “${ask}”`,
  (ask) => `You could start with “${ask}”`,
  (ask) => `An easy first question: “${ask}”`,
  (ask) => `Why not ask, “${ask}”`,
  (ask) => `Worth asking: “${ask}”`,
];

/** One whole line: "Neither of you smokes". */
export const LINE: readonly Say[] = [
  (n, line) => `${line}, which gives you and ${n} a solid start.`,
  (n, line) => `Here's a good sign with ${n}: ${lc(line)}.`,
  (n, line) => `${line}, so you and ${n} start on the same page.`,
  (n, line) => `You and ${n} line up where it counts: ${lc(line)}.`,
];
/** The same line as a second thing, after a sentence that named them. */
export const MORE_LINE: ReadonlyArray<(line: string) => string> = [(line) => `And ${lc(line)}.`, (line) => `What's more, ${lc(line)}.`];

/** A predicate of the other dater from a preference fit: "is into hiking", "has a Polish background". */
export const TRAIT: readonly Say[] = [
  (n, trait) => `${n} ${trait}, just as you hoped.`,
  (n, trait) => `Good news: ${n} ${trait}.`,
  (n, trait) => `As you'd hoped, ${n} ${trait}.`,
];
/** The same predicate as a second thing in a long note, where a second naming reads naturally. */
export const MORE_TRAIT: readonly Say[] = [(n, trait) => `And as you'd hoped, ${n} ${trait}.`, (n, trait) => `On top of that, ${n} ${trait}.`];

/** A line of theirs worth asking about, for a pair that shares nothing a note can name. */
export const ALONE_TOLD: readonly Say[] = [
  (n, told) => `Meet ${n}, who ${told}. There's a story there worth asking about.`,
  (n, told) => `${n} ${told}, which could be a fun place to start.`,
  (n, told) => `${n} ${told}. Ask about that when you say hi.`,
];
export const ALONE_QUOTE: readonly Say[] = [
  (n, q) => `Meet ${n}, whose profile says “${q}.” That could be a fun place to start.`,
  (n, q) => `“${q},” writes ${n}. Worth asking about.`,
  (n, q) => `${n} writes, “${q}.” Ask about that when you say hi.`,
];

/** Something they state, for a pair that shares nothing: `is` with a question on it. */
export const ALONE_STATED: ReadonlyArray<(n: string, is: string, ask: string) => string> = [
  (n, is, ask) => `Meet ${n}, who ${is}. A good opener: “${ask}”`,
  (n, is, ask) => `${n} ${is}, so here's an easy way in: “${ask}”`,
  (n, is, ask) => `Something to ask ${n}, who ${is}: “${ask}”`,
  (n, is, ask) => `${n} ${is}. You could start with “${ask}”`,
  (n, is, ask) => `Say hi to ${n}, who ${is}, and ask, “${ask}”`,
  (n, is, ask) => `${n} ${is}. Worth asking: “${ask}”`,
];

/**
 * Nothing of theirs a note may name (an empty "About me", or one only of work, family or faith,
 * which a note never repeats): short and honest, a question anyone could answer, no filler.
 */
export const FALLBACK: ReadonlyArray<(n: string) => string> = [
  (n) => `Say hi to ${n} and ask what a good weekend looks like.`,
  (n) => `A simple start with ${n}: ask about a favourite way to spend a Sunday.`,
  (n) => `Start with a hello, and ask ${n} what makes a good day.`,
  (n) => `Ask ${n} what fills a free afternoon; it's an easy first question.`,
];

/**
 * A light nudge at the end of a note; none speaks of the other dater, of messages or of a chat
 * (Kindred has none: after an unlock the two reach each other on their own social accounts). A
 * nudge is left out when the note already says hello, hi or "see where", so nothing is said twice.
 */
export const CLOSING: readonly string[] = ['Why not say hello?', 'Say hi and see where it goes.', 'It could be worth a hello.', 'Might be worth saying hi.'];
