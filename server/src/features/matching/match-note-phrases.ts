/**
 * The sentence banks of a note without a model. Every sentence is written so that any theme of
 * its shape reads as English: noun phrases never meet a verb that must agree with them ("dogs
 * matters"), whole "You both …" lines stand after a colon or on their own, and traits follow the
 * name ("Mia is into hiking"). `n` is the other dater's name.
 */
export type Say = (n: string, t: string) => string;

/** The fixed line for a pair that shares nothing a note can name (docs/product.md#how-a-search-chooses-matches). */
export const SPEC_LINE = (n: string) => `Meet ${n}! They might be just what you're looking for.`;

/** Lower-cases a line's first letter for use after a colon or a comma. */
export const lc = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Any noun phrase, a refusal ("not smoking") or a life choice ("something long-term") included. */
export const PHRASE: readonly Say[] = [
  (n, t) => `You and ${n} both care about ${t}.`,
  (n, t) => `You and ${n} have ${t} in common.`,
  (n, t) => `Something you share with ${n}: ${t}.`,
  (n, t) => `${cap(t)} came up for both you and ${n}.`,
  (n, t) => `Like you, ${n} puts ${t} high on the list.`,
  (n, t) => `${n}'s profile and yours both point to ${t}.`,
  (n, t) => `You and ${n} see eye to eye on ${t}.`,
];

/** Only for a pastime or a pleasure: "a love of the outdoors". */
export const WARM: readonly Say[] = [
  (n, t) => `You and ${n} share a love of ${t}.`,
  (n, t) => `${n} is as into ${t} as you are.`,
  (n, t) => `${n} gets excited about ${t}, just like you.`,
  (n, t) => `You and ${n} are both drawn to ${t}.`,
];

/** One whole line: "Neither of you smokes". */
export const LINE: readonly Say[] = [
  (n, t) => `${t}, which gives you and ${n} a solid start.`,
  (n, t) => `Here's a good sign with ${n}: ${lc(t)}.`,
  (n, t) => `${t}, so you and ${n} start on the same page.`,
  (n, t) => `One thing you already know about ${n}: ${lc(t)}.`,
  (n, t) => `You and ${n} line up where it counts: ${lc(t)}.`,
];

/** Two lines joined with ", and": only after a colon, where a list reads well. */
export const LINES: readonly Say[] = [LINE[1] as Say, LINE[3] as Say, LINE[4] as Say];

/** A predicate of the other dater: "is into hiking", "has a Polish background". */
export const TRAIT: readonly Say[] = [
  (n, t) => `${n} ${t}, just as you hoped.`,
  (n, t) => `Good news: ${n} ${t}.`,
  (n, t) => `As you'd hoped, ${n} ${t}.`,
  (n, t) => `${n} ${t}, which fits what you asked for.`,
];

export const OPENING: ReadonlyArray<(n: string) => string> = [
  (n) => `Say hello to ${n}.`,
  (n) => `We'd love you to meet ${n}.`,
  (n) => `Here's someone new: ${n}.`,
  (n) => `${n} caught our eye for you.`,
  (n) => `We think you'll like ${n}.`,
  (n) => `${n} could be a lovely match for you.`,
  (n) => `This is ${n}, and there's a lot to like.`,
];

/**
 * What they say about themselves, told only through our own theme words ("cooking", "live
 * music"), never theirs: `t` is one theme or two joined ("cooking and travel"), from their
 * "About me" as the local analyser reads it. No verb agrees with `t`, so any noun phrase fits.
 */
export const SELF: readonly Say[] = [
  (n, t) => `${n} talks about ${t} in their profile.`,
  (n, t) => `Ask ${n} about ${t} and watch them light up.`,
  (n, t) => `A little about ${n}: they light up about ${t}.`,
  (n, t) => `${n} writes about ${t}, which could make a great opener.`,
  (n, t) => `In their profile, ${n} lights up about ${t}.`,
  (n, t) => `${n} brings up ${t} when describing themselves.`,
];

export const CLOSING: readonly string[] = [
  'Why not say hello?',
  'Say hi and see where it goes.',
  'A first message could go a long way.',
  "That's a lovely place to start.",
  'It could be worth a hello.',
  'Go on, send the first message.',
  "There's a conversation waiting here.",
  'See where it takes you.',
  'Start there and see what happens.',
];

/** Padding for the long note; `shared` ones speak of common ground and need a named theme. */
export const BRIDGE: ReadonlyArray<{ text: string; shared: boolean }> = [
  { text: 'Small things in common often make the easiest first conversations.', shared: true },
  { text: "It's the kind of overlap that makes a first message easy to write.", shared: true },
  { text: 'A friendly question about what you share is an easy way to break the ice.', shared: true },
  { text: 'Take a look at their profile when you have a moment and see what stands out.', shared: false },
  { text: "There's no pressure here, just a good reason to start talking.", shared: false },
  { text: 'Sometimes the best connections begin with something simple, and this could be one of them.', shared: false },
  { text: "If something in their profile makes you smile, tell them; it's a lovely way to open.", shared: false },
  { text: 'Every good story starts somewhere, and a kind hello is a fine beginning.', shared: false },
];
