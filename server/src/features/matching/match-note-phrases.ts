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

/**
 * A connector that needs the shared subject (`about`, "cooking") gets it as a third argument and
 * is left out when there is none. None claims the viewer does what only the other wrote: the two
 * share the theme ("you brought up cooking too"), not the other's exact words.
 */
export type SayAbout = (n: string, t: string, about: string | null) => string | null;

/** Their clause told of them, for a pastime the two share ("bakes sourdough on Sundays"). */
export const SHARED_TOLD_DOING: readonly SayAbout[] = [
  (n, told, about) => (about ? `${n} ${told}, and you brought up ${about} too.` : null),
  (n, told) => `You'll like this: ${n} ${told}.`,
  (n, told) => `${n} ${told}, which sounds right up your street.`,
  (n, told) => `Good news: ${n} ${told}.`,
  (n, told) => `Here's one for you: ${n} ${told}.`,
  (n, told) => `${n} ${told}, which you'll like the sound of.`,
  (n, told) => `You could get on well with ${n}, who ${told}.`,
  (n, told) => `${n} ${told}, so you'll have plenty to talk about.`,
];
/** Their clause of being or having ("is a little shy at first"): a trait, never "good news". */
export const SHARED_TOLD: readonly SayAbout[] = [
  (n, told) => `Worth knowing: ${n} ${told}.`,
  (n, told) => `You'll find that ${n} ${told}.`,
  (n, told) => `Something to know about ${n}, who ${told}.`,
];

/** Their clause quoted, for a pastime the two share. */
export const SHARED_QUOTE: readonly SayAbout[] = [
  (n, q, about) => (about ? `“${q},” says ${n}, and you brought up ${about} too.` : null),
  (n, q) => `${n} writes, “${q}.” That sounds right up your street.`,
  (n, q, about) => (about ? `In ${n}'s own words: “${q}.” You two could compare notes on ${about}.` : null),
  (n, q) => `“${q},” writes ${n}. Sounds like someone you'd get on with.`,
  (n, q) => `${n} says, “${q}.” You'll have plenty to talk about.`,
];

/** A pastime both bring up that they state, said with its predicate: "loves to cook". */
export const SHARED_PASTIME: readonly Say[] = [
  (n, is) => `${n} ${is}, which sounds right up your street.`,
  (n, is) => `You'll get on with ${n}, who ${is}.`,
  (n, is) => `Good news: ${n} ${is}.`,
  (n, is) => `Here's someone after your own heart: ${n} ${is}.`,
  (n, is) => `Nice find: ${n} ${is}.`,
  (n, is) => `${n} ${is}, so you'll have plenty to talk about.`,
  (n, is) => `This one's for you: ${n} ${is}.`,
  (n, is) => `Here's a promising one: ${n} ${is}.`,
  (n, is) => `Here's one you'll like: ${n} ${is}.`,
  (n, is) => `You'll have plenty to share with ${n}, who ${is}.`,
];
/** A trait both bring up ("loves a good laugh", "is a night owl"): fits a person, not a plan. */
export const SHARED_TRAIT: readonly Say[] = [
  (n, is) => `Meet ${n}, who ${is}. Sounds like someone on your wavelength.`,
  (n, is) => `You'll get on with ${n}, who ${is}.`,
  (n, is) => `${n} ${is}, which you'll appreciate.`,
  (n, is) => `Here's someone on your wavelength: ${n} ${is}.`,
  (n, is) => `There's a lot to like about ${n}, who ${is}.`,
  (n, is) => `${n} ${is}, which should suit you nicely.`,
  (n, is) => `Something tells me you'll click with ${n}, who ${is}.`,
  (n, is) => `${n} ${is}, which bodes well.`,
];
/**
 * A value both bring up ("values honesty"): it matters to both, and a question always follows.
 * Never "like you": the viewer's side may be a hope for a partner rather than a trait of their own.
 */
export const SHARED_VALUE: readonly Say[] = [
  (n, is) => `${n} ${is}, and that matters to you too.`,
  (n, is) => `${n} ${is}, which is close to your heart too.`,
  (n, is) => `${n} ${is}, something you care about as well.`,
];

/** A subject both bring up that two people can talk about: `about` is an object ("board games"). */
export const SHARED_ABOUT: readonly Say[] = [
  (n, about) => `You and ${n} could easily lose an evening talking about ${about}.`,
  (n, about) => `You and ${n} would have plenty to say about ${about}.`,
  (n, about) => `${n} is as keen on ${about} as you are.`,
  (n, about) => `Put you and ${n} at one table and the talk would soon turn to ${about}.`,
];

/**
 * A second shared subject in a long note, without the name: it was said before. It comes right
 * after the first thing and before any question, so the question still ends the note.
 */
export const MORE_ABOUT: ReadonlyArray<(about: string) => string> = [
  (about) => `You'd have ${about} to talk about, too.`,
  (about) => `And there's ${about} to talk about as well.`,
  (about) => `Plus, you share a love of ${about}.`,
];

/** A question the viewer could ask, on the thing the note is about or one they state. */
export const QUESTION: ReadonlyArray<(ask: string) => string> = [
  (ask) => `A good opener: “${ask}”`,
  (ask) => `You could start with “${ask}”`,
  (ask) => `An easy first question: “${ask}”`,
  (ask) => `Why not ask, “${ask}”`,
  (ask) => `Worth asking: “${ask}”`,
  (ask) => `Try asking, “${ask}”`,
  (ask) => `One to ask: “${ask}”`,
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
  (n, trait) => `As you'd hoped, ${n} ${trait}.`,
  (n, trait) => `Just what you were looking for: ${n} ${trait}.`,
  (n, trait) => `Here's a match on your wish list: ${n} ${trait}.`,
];

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

/**
 * A description of theirs ("is sociable and sporty"), told or quoted: it says who they are, so
 * nothing asks "about that"; a question on its theme or a nudge may follow.
 */
export const ALONE_BEING: readonly Say[] = [
  (n, told) => `Meet ${n}, who ${told}.`,
  (n, told) => `You'll like the sound of ${n}, who ${told}.`,
  (n, told) => `${n} ${told}, which sounds like good company.`,
];
export const ALONE_BEING_QUOTE: readonly Say[] = [
  (n, q) => `In ${n}'s own words: “${q}.”`,
  (n, q) => `“${q},” says ${n}.`,
  (n, q) => `${n} puts it simply: “${q}.”`,
];

/** Something they state, for a pair that shares nothing: `is` with a question on it. */
export const ALONE_STATED: ReadonlyArray<(n: string, is: string, ask: string) => string> = [
  (n, is, ask) => `Meet ${n}, who ${is}. A good opener: “${ask}”`,
  (n, is, ask) => `${n} ${is}, so here's an easy way in: “${ask}”`,
  (n, is, ask) => `Something to ask ${n}, who ${is}: “${ask}”`,
  (n, is, ask) => `${n} ${is}. You could start with “${ask}”`,
  (n, is, ask) => `Say hi to ${n}, who ${is}, and ask, “${ask}”`,
  (n, is, ask) => `${n} ${is}. Worth asking: “${ask}”`,
  (n, is, ask) => `${n} ${is}. Here's a question to start with: “${ask}”`,
  (n, is, ask) => `Here's a way in with ${n}, who ${is}: “${ask}”`,
];

/**
 * Nothing of theirs a note may repeat (an empty "About me", or one only of work, family, faith or
 * the facts of a life, with no plain line of their own): one short warm line with the hello and
 * a question of its own, never a word about the note or the profile. Many shapes, drawn per pair,
 * so two such daters in one list never read alike; a dater with any line of their own gets that.
 */
export const FALLBACK: ReadonlyArray<(n: string) => string> = [
  (n) => `Say hi to ${n} and ask, “What are you looking forward to this month?”`,
  (n) => `Say hello to ${n} with a question: “What's something you're proud of lately?”`,
  (n) => `Say hello to ${n} with “What's been the highlight of your year so far?”`,
  (n) => `Say hi to ${n} and ask, “What's the best advice you've ever been given?”`,
  (n) => `A hello to ${n} could start with “What song always lifts your mood?”`,
  (n) => `Say hello to ${n} and ask, “What's a place that feels like home?”`,
  (n) => `Say hi to ${n}, and try “What's the story behind the thing you treasure most?”`,
  (n) => `Say hi to ${n} and try “What's a small thing that made you smile today?”`,
];

/**
 * A light nudge at the end of a note; none speaks of the other dater, of messages or of a chat
 * (Kindred has none: after an unlock the two reach each other on their own social accounts). A
 * nudge is left out when the note already says hello, hi or "see where", so nothing is said twice.
 */
export const CLOSING: readonly string[] = [
  'Why not say hello?',
  'Say hi and see where it goes.',
  'It could be worth a hello.',
  'Might be worth saying hi.',
  'A hello could go a long way.',
];
