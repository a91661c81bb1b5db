import type { EssentialKey, EssentialStrength } from '@kindred/contract';

/**
 * The small grammar the essentials reader shares across its seven readers: who a clause is about,
 * what negates a word, and how firmly a need is put. Every regex runs on `lower`: lowercased, straight
 * apostrophes, single spaces.
 */

/** One sentence (or list item) as written, with the half it came from. */
export interface Said {
  readonly text: string;
  readonly lower: string;
  readonly home: 'about' | 'seek';
  /** Its place among all the dater's sentences, about-me first. */
  readonly index: number;
}

/** What one sentence says of one essential. `rank` lets a surer reading replace an earlier one. */
export interface Hit {
  readonly key: EssentialKey;
  readonly self?: string;
  readonly need?: { readonly values: readonly string[]; readonly strength: EssentialStrength };
  readonly rank?: number;
  /** Where in the sentence the reading came from, so a long sentence is quoted around it. */
  readonly at?: number;
}

/** Filler ("um,", "uh,", ", like,") hides the words a cue needs side by side: "I'd, um, really love". */
const FILLER = /,?\s*\b(?:um+|uh+|erm|er)\b,?(?=\s|$)|,\s*(?:like|you know|i guess),(?=\s)/g;

export function lowerOf(text: string): string {
  return text
    .toLowerCase()
    .replace(FILLER, '')
    .trim()
    .replace(/[\u2018\u2019\u02bc`´]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, ' - ')
    .replace(/\s+/g, ' ');
}

/** A reading placed in the sentence it came from. */
export interface Placed extends Hit {
  readonly said: Said;
}

/** Clauses: where a negation or a subject stops reaching. "I don't drink, I do cook." */
const CLAUSE_BREAK = /[,;:()]|\s-\s|\b(?=(?:but|though|although|whereas|except)\b)/g;

export function clauseAround(lower: string, at: number): { start: number; text: string } {
  let start = 0;
  let end = lower.length;
  for (const m of lower.matchAll(CLAUSE_BREAK)) {
    const i = m.index;
    if (i < at) start = i + m[0].length;
    else if (i >= at) {
      end = i;
      break;
    }
  }
  return { start, text: lower.slice(start, end) };
}

/** The words of the clause before a position: what a negation or a subject must be found in. */
export function before(lower: string, at: number): string {
  const clause = clauseAround(lower, at);
  return clause.text.slice(0, at - clause.start);
}

/** The clause from a position to its end. */
export function after(lower: string, at: number): string {
  const clause = clauseAround(lower, at);
  return clause.text.slice(at - clause.start);
}

/** The statement before a position: its clause, from the last "and I": "I never smoke and I drink a little". */
export function statementBefore(lower: string, at: number): string {
  const clause = before(lower, at);
  const restart = [...clause.matchAll(/\b(?:and|but|so|then|yet) (?:i|i'm|i'll|i've|i'd|my|me)\b/g)].pop();
  return clause.slice(restart ? restart.index : 0);
}

const NEGATION =
  /\b(no|not|never|nor|neither|don't|do not|doesn't|does not|didn't|won't|will not|haven't|hasn't|isn't|aren't|wasn't|zero|without|non|nothing|no longer|can't|cannot|wouldn't|hardly)\b/;

/** A negation among the few words before a position, inside its clause: "never touched alcohol or tobacco". */
export function negatedBefore(lower: string, at: number, words = 5): boolean {
  const statement = statementBefore(lower, at);
  const head = statement.split(/\s+/).filter(Boolean).slice(-words).join(' ');
  // "I've never had a drink or a cigarette": the negation reaches across "or" to the next item.
  return NEGATION.test(head) || NEGATED_LIST.test(statement);
}
const NEGATED_LIST = new RegExp(`${NEGATION.source}(?:\\s+[\\w']+){1,6}\\s+(?:or|nor)\\s+(?:[\\w']+\\s+){0,2}$`);

/**
 * Who a clause speaks of at a position: the last person named before it. "he smoked until the end"
 * and "people who drink" are not the writer; a fragment with no subject ("No tobacco.") is.
 */
// A bare "who" is the writer's own in "about me" ("Cattle rancher who loves a steak"), so only "people who" and the like count.
const OTHER =
  /\b(he|she|they|you|your|you're|someone|somebody|anyone|anybody|people|(?:those|one|person|ones) who|whose|men|women|guys|girls|partner|a man|a woman|a guy|a girl|a gentleman|a lady|my (?:husband|wife|dad|da|mum|mom|mother|father|grandfather|grandmother|nan|nani|gran|brother|sister|flatmate|cousins?|parents|friends?|ex)|his|her|their)\b/g;
const WRITER = /\b(i|i'm|i've|i'll|i'd|me|my|mine|myself)\b/g;

export function aboutWriter(lower: string, at: number): boolean {
  const head = before(lower, at);
  const last = (re: RegExp) => Math.max(-1, ...[...head.matchAll(re)].map((m) => m.index));
  // "my mum smokes": the mother, named after the "my" that introduces her.
  return last(OTHER) < 0 || last(OTHER) < last(WRITER);
}

/** Words before a thing that make it the partner's: "date a smoker", "if you smoke", "looking for a Muslim woman". */
const PARTNER_HEAD =
  /\b(date|dating|marry|marrying|be with|someone|somebody|anyone|partner|if (?:you|he|she)|a (?:man|woman|guy|girl|gentleman|lady|wife|husband)|(?:prefer|seeking|looking for|look for|searching for|search for|find|meet) (?:a|an)\b|(?:want|seek|seeking|look for|looking for|search|searching for|wish for) (?:an? )?(?:\w+ )?(?:woman|man|lady|gentleman|girl|guy|wife|husband)\b)/;

/**
 * Whose is the thing named at a position: the writer's ("I go to temple"), or the partner's ("only
 * marrying a Sikh guy", "if you come to church with me"). In "who I hope to meet" a clause with no
 * subject speaks of the partner ("Muslim men only").
 */
export function whose(lower: string, at: number, home: Said['home']): 'writer' | 'partner' {
  const head = before(lower, at);
  if (PARTNER_HEAD.test(head) || !aboutWriter(lower, at)) return 'partner';
  if (home === 'seek' && !/\b(i|i'm|i've|i'd|i'll|my|me)\b/.test(head)) return 'partner';
  return 'writer';
}

/**
 * An "about me" sentence that turns to the partner: "I won't date a man who…", "I need someone who…".
 * A bare "he" or "she" does not count: in "about me" it is usually a mother or a son.
 */
export const SEEKING = /\b(date|dating|marry|marrying|be with|someone|somebody|anyone|partner|a (?:man|woman|guy|girl|gentleman|lady) who|you|your|looking for|look for|searching for|share|shares)\b/;

/** Indifference in the part of the sentence that holds a position: "I'm easy about most things, but I couldn't…". */
export function indifferentAt(lower: string, at: number): boolean {
  const parts = lower.split(/\bbut\b/);
  let start = 0;
  for (const part of parts) {
    if (at < start + part.length) return INDIFFERENT.test(part);
    start += part.length + 3;
  }
  return INDIFFERENT.test(lower);
}

/** Soft wording: a preference, never a must. */
const SOFT = [
  'ideally',
  'ideal',
  'bonus',
  'a plus',
  'prefer(?:ably|red|ence)?',
  "i'd rather",
  'would rather',
  'if possible',
  'hopefully',
  'would be (?:best|perfect|nice|nicer|great|lovely|special|good|amazing|easier|better|simpler)',
  'would make me (?:very )?happy',
  "i'd love",
  'i would love',
  'even better',
  'happier if',
  'not rigid',
  "i'd consider",
  'not a dealbreaker',
  'green flag',
];
export const NICE_CUE = new RegExp(`\\b(?:${SOFT.join('|')})\\b`);

/** Firm wording: a requirement, a refusal of a kind of partner, or a verdict on one. */
const FIRM = [
  'must(?! (?:admit|say|confess))',
  // "You don't have to share it" asks nothing firmly.
  "(?<!(?:don't|do not|doesn't|does not|won't|not|never) )has to",
  "(?<!(?:don't|do not|doesn't|does not|won't|not|never) )have to",
  'needs to',
  'non[- ]?negotiable',
  "(?:not|isn't|is not|ain't) negotiable",
  'full stop',
  'no exceptions',
  "(?:can(?:not|'t)|won't|will not|never|don't|do not) (?:\\w+ )?(?:bend|budge)",
  '(?<!not )(?:obligatory|mandatory|compulsory)',
  '(?:a|my|one) hard line',
  'required',
  'a must',
  'absolutely not',
  'under no circumstances',
  'never again',
  'matters more than anything',
  "(?:won't|will not|wouldn't|don't|do not|never|can't|cannot) (?:date|be with|marry|share (?:a|my) (?:home|house|bed|life) with)",
  "(?:one thing )?i'm firm (?:on|about)",
  'only (?:date|dating|marry|marrying|be with|want)',
  'must marry',
  'marry (?:within|inside|outside)',
  '(?:men|women|guys|girls|people) only',
  'need not apply',
  "couldn't go back",
  "(?:it's|is) a (?:hard )?no",
  '(?:an )?absolute no',
  'hard (?:no|pass)',
  'deal[- ]?breaker',
  'keep walking',
  'keep (?:scrolling|swiping)',
  'swipe (?:past|left)',
  'go be \\w+ elsewhere',
  'not your (?:guy|girl|man|woman)',
  "(?:won't|will not) work",
  'not a match',
  'nothing else will do',
  'no compromise',
  "(?:will not|won't|can't|cannot|don't|never) compromise",
  'not something i (?:can|will|would) (?:compromise|bend|budge)',
  "(?:not|isn't|is not) up for (?:debate|discussion|negotiation)",
  'not (?:a|for) discussion',
  "(?:is|are|'s|'re) not optional|(?:isn't|aren't) optional",
  "(?:that|this|it)(?: part)?(?:'s| is) fixed",
  'only looking (?:for|to marry|to date)',
  'it (?:can|could) only be',
];
// "Muslim men only." "…Pass." "…but no." end a sentence; "only," opens a rule mid-sentence.
export const MUST_CUE = new RegExp(`\\b(?:${FIRM.join('|')})\\b|\\b(?:\\w+ only|pass|but no)\\W*$|\\bonly,`);

/**
 * A short sentence that only insists ("Certain." "Pass." "Non-negotiable.") makes the need of the
 * sentence before it a must.
 */
export const INSIST =
  /^\W*(certain|pass|full stop|period|no exceptions|non[- ]?negotiable|not negotiable|deal[- ]?breaker|that's a dealbreaker|no compromise|i mean it|that matters more than anything|that is the one thing i cannot bend on)\W*$/;

/** Indifference: no need at all. "Religion or none, I'm not fussed." */
export const INDIFFERENT =
  /\b(not fussed|not bothered|doesn't matter|does not matter|don't mind|do not mind|doesn't mind|doesn't bother me|no preference|either way|whatever you|more relaxed about|relaxed about it|i'm easy|don't need to|do not need to|not a requirement|fine either way|open to all|(?:don't|do not|doesn't|does not) care (?:if|whether|what|about) (?:you|he|she|they))\b/;

/** How firmly a need is put: soft wording wins over firm words nearby ("ideally", "I'd rather"). */
export function strengthOf(lower: string, firm = false): EssentialStrength {
  if (NICE_CUE.test(lower)) return 'nice';
  return firm || MUST_CUE.test(lower) || RULE_START.test(lower) ? 'must' : 'nice';
}

/** A sentence that opens with a refusal is a rule: "No smokers." "Please, no religious types." */
const RULE_START = /^(?:please,? )?(?:no|absolutely no|zero|non[- ]?\w+ only)\b(?!\s*(?:rush|pressure|worries|problem|idea|matter|doubt)\b)/;
