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
  (n, is) => `${n} ${is}, which sounds like a good fit for you.`,
  (n, is) => `Meet ${n}, who ${is}. Sounds like someone on your wavelength.`,
  (n, is) => `You'll get on with ${n}, who ${is}.`,
];

/** A subject both bring up, when they state it: `about` is an object ("board games"). */
export const SHARED_ABOUT: readonly Say[] = [
  (n, about) => `You and ${n} could easily lose an evening talking about ${about}.`,
  (n, about) => `Put you and ${n} at one table and the talk would soon turn to ${about}.`,
  (n, about) => `You and ${n} would have plenty to say about ${about}.`,
];

/** A second shared subject in a long note, without the name: it was said in the sentence before. */
export const MORE_ABOUT: ReadonlyArray<(about: string) => string> = [
  (about) => `You'd have ${about} to talk about, too.`,
  (about) => `And there's ${about}, which you both bring up.`,
];

/** A question the viewer could ask, on the thing the note is about or one they state. */
export const QUESTION: ReadonlyArray<(ask: string) => string> = [
  (ask) => `A good opener: “${ask}”`,
  (ask) => `You could start with “${ask}”`,
  (ask) => `An easy first question: “${ask}”`,
  (ask) => `Why not ask, “${ask}”`,
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

/** A second line of theirs in a long note. */
export const MORE_QUOTE: ReadonlyArray<(q: string) => string> = [
  (q) => `Another line from the profile: “${q}.”`,
  (q) => `The profile also says “${q}.”`,
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

/** Something they state, for a pair that shares nothing: `is` with a question on it. */
export const ALONE_STATED: ReadonlyArray<(n: string, is: string, ask: string) => string> = [
  (n, is, ask) => `Meet ${n}, who ${is}. A good opener: “${ask}”`,
  (n, is, ask) => `${n} ${is}, so here's an easy way in: “${ask}”`,
  (n, is, ask) => `Something to ask ${n}, who ${is}: “${ask}”`,
  (n, is, ask) => `${n} ${is}. You could start with “${ask}”`,
  (n, is, ask) => `Say hi to ${n}, who ${is}, and ask, “${ask}”`,
];

/** Nothing of theirs to name at all (an empty "About me"): honest about it, and still an invitation. */
export const FALLBACK: ReadonlyArray<(n: string) => string> = [
  (n) => `Meet ${n}! Nothing on paper links you two yet, so a hello is the best way to find out.`,
  (n) => `Say hello to ${n}: sometimes the best matches are the ones you don't see coming.`,
  (n) => `${n} hasn't said much yet, so you get to ask the first question.`,
  (n) => `Meet ${n}. There's no obvious overlap yet, but a good conversation could find one.`,
  (n) => `${n}'s profile is a blank page for now, which leaves plenty to find out over a hello.`,
  (n) => `${n} is something of a mystery so far. A hello is the quickest way to change that.`,
  (n) => `Little is written about ${n} yet, so whatever you learn comes first-hand.`,
  (n) => `With ${n}, you start from scratch: no profile lines to go on, just a hello.`,
];

/** A light nudge at the end of a note; none speaks of the other dater or of messages. */
export const CLOSING: readonly string[] = [
  'Why not say hello?',
  'Say hi and see where it goes.',
  'It could be worth a hello.',
  "There's a conversation waiting here.",
];
