/**
 * Reading a dater's message well enough to find what it is about: normalising slang and
 * contractions, light stemming, and knowing which words a "not" or "no" actually denies.
 */

export interface Token {
  /** The normalised word, before stemming: prefix cues ("manipulat~") match on it. */
  word: string;
  stem: string;
  /** Punctuation-bounded part of the message; a multiword cue never spans two. */
  clause: number;
  /** Clause further cut at "but", "just", "if"…: a negation never reaches past it. */
  scope: number;
  /** A live "not"/"no" stands up to three words before, in the same scope. */
  negated: boolean;
  /**
   * Background rather than the question: what the dater did ("rejected after asking her out",
   * "when I asked to meet") or how they fear coming across ("without sounding controlling").
   */
  background: boolean;
}

const REWRITES: Record<string, string> = {
  u: 'you',
  ur: 'your',
  r: 'are',
  rn: 'right now',
  tmrw: 'tomorrow',
  tmr: 'tomorrow',
  tmrow: 'tomorrow',
  abt: 'about',
  thru: 'through',
  n: 'and',
  bf: 'boyfriend',
  gf: 'girlfriend',
  txt: 'text',
  msg: 'message',
  msgs: 'messages',
  idk: 'i do not know',
  bc: 'because',
  cuz: 'because',
  coz: 'because',
  ppl: 'people',
  wanna: 'want to',
  gonna: 'going to',
  gotta: 'got to',
  convo: 'conversation',
  convos: 'conversations',
  tho: 'though',
  wdym: 'what do you mean',
  hmu: 'hit me up',
  ldr: 'long distance relationship',
  dtr: 'define the relationship',
  fwb: 'friends with benefits',
  pics: 'pics',
  im: 'i am',
  ive: 'i have',
  dont: 'do not',
  doesnt: 'does not',
  didnt: 'did not',
  isnt: 'is not',
  wasnt: 'was not',
  arent: 'are not',
  werent: 'were not',
  havent: 'have not',
  hasnt: 'has not',
  cant: 'can not',
  cannot: 'can not',
  wont: 'will not',
  couldnt: 'could not',
  shouldnt: 'should not',
  wouldnt: 'would not',
  aint: 'is not',
  never: 'not',
  whats: 'what',
};
/** Words that carry no meaning for the topic; dropping them lets "replies really slowly" meet "reply slow". */
export const FILLERS: ReadonlySet<string> = new Set(['really', 'very', 'super', 'totally', 'kinda', 'literally', 'actually', 'honestly', 'basically', 'lowkey', 'highkey', 'lmao', 'tbh', 'ngl', 'um',
  'uh', 'hmm', 'so', 'even']);
/** Words that end a negation's reach; the first two are also fillers. */
const SCOPE_BREAKERS = new Set(['just', 'only', 'but', 'though', 'although', 'however', 'if', 'whether', 'because', 'and', 'or', 'when', 'while', 'then', 'since']);
const DROPPED_BREAKERS = new Set(['just', 'only']);
export const NEGATORS: ReadonlySet<string> = new Set(['not', 'no', 'without', 'nor', 'hardly']);
/**
 * "not sure", "don't know", "don't think": doubt about what follows, not its denial. Likewise
 * "don't seem too keen", "without being cringe": the worry is the subject, so it stays readable.
 */
const NOT_A_DENIAL = new Set(['sure', 'know', 'certain', 'understand', 'think', 'get', 'remember', 'seem', 'sound', 'look', 'come', 'appear', 'being', 'be']);
const PRONOUNS = new Set(['i', 'you', 'he', 'she', 'it', 'we', 'they', 'that', 'this', 'there']);
const AUXILIARIES = new Set(['is', 'are', 'was', 'were', 'do', 'does', 'did', 'should', 'would', 'could', 'can', 'will', 'has', 'have', 'am']);

/** Lowercases, straightens quotes and expands contractions and chat shorthand. */
export function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`´]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, ' - ')
    .replace(/\bwon't\b/g, 'will not')
    .replace(/\bcan't\b/g, 'can not')
    .replace(/\bain't\b/g, 'is not')
    .replace(/n't\b/g, ' not')
    .replace(/'re\b/g, ' are')
    .replace(/'m\b/g, ' am')
    .replace(/'ve\b/g, ' have')
    .replace(/'ll\b/g, ' will')
    .replace(/'d\b/g, ' would')
    .replace(/'s\b/g, '')
    .replace(/'/g, ' ')
    .replace(/(\w)-(?=\w)/g, '$1 ')
    .replace(/[a-z0-9]+/g, (word) => REWRITES[word] ?? word);
}

/** Quotes what someone wrote ("she replied 'haha ok'"): likely a question about reading that message. */
export function quotesAMessage(text: string): boolean {
  return /(?:^|\s)['"\u2018\u201c](\S[^"\u201d\n]{0,80}?\S)['"\u2019\u201d](?=[\s.,!?;:)]|$)/.test(text);
}

/** A light stemmer: enough that "ghosted", "ghosting" and "ghosts" all read as "ghost". */
export function stem(word: string): string {
  let w = word;
  if (w.length <= 3) return w;
  if (/(ies|ied)$/.test(w) && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith('ing') && w.length > 5) w = w.slice(0, -3);
  else if (w.endsWith('ed') && w.length > 4) w = w.slice(0, -2);
  else if (/(ches|shes|sses|xes|zes)$/.test(w)) w = w.slice(0, -2);
  else if (w.endsWith('s') && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);
  else if (w.endsWith('ly') && w.length > 5) w = w.slice(0, -2);
  if (/([bdgmnpt])\1$/.test(w)) w = w.slice(0, -1);
  if (w.endsWith('e') && w.length > 3) w = w.slice(0, -1);
  return w;
}

/** Splits a message into tokens and marks which ones a live negation reaches. */
export function analyse(text: string): Token[] {
  const tokens: Token[] = [];
  let clause = 0;
  let scope = 0;
  for (const part of normalise(text).split(/([.,;:!?()"\n]+|\s-\s)/)) {
    if (/^([.,;:!?()"\n]+|\s-\s)$/.test(part)) {
      clause += 1;
      scope += 1;
      continue;
    }
    const words = part.match(/[a-z0-9]+/g) ?? [];
    const clauseStart = tokens.length;
    for (const word of words) {
      if (FILLERS.has(word)) continue;
      if (SCOPE_BREAKERS.has(word)) {
        scope += 1;
        if (DROPPED_BREAKERS.has(word)) continue;
      }
      tokens.push({ word, stem: stem(word), clause, scope, negated: false, background: false });
    }
    markClause(tokens, clauseStart);
  }
  return tokens;
}

function markClause(tokens: Token[], start: number): void {
  for (let i = start; i < tokens.length; i += 1) {
    const t = tokens[i]!;
    for (let j = Math.max(start, i - 3); j < i; j += 1) {
      const before = tokens[j]!;
      if (before.scope !== t.scope) continue;
      if (isLiveNegator(tokens, j, start)) t.negated = true;
      if (startsBackground(tokens, j)) t.background = true;
    }
  }
}

const SELF_PRESENTATION = new Set(['seem', 'sound', 'appear']);

function startsBackground(tokens: readonly Token[], at: number): boolean {
  const t = tokens[at]!;
  if (t.word === 'after' || SELF_PRESENTATION.has(t.stem)) return true;
  return t.word === 'when' && ['i', 'we'].includes(tokens[at + 1]?.word ?? '');
}

/** A negator that denies what follows: not doubt ("not sure"), nor a question ("isn't that…?"). */
function isLiveNegator(tokens: Token[], at: number, clauseStart: number): boolean {
  const word = tokens[at]!.word;
  if (!NEGATORS.has(word)) return false;
  const next = tokens[at + 1];
  if (next && (NOT_A_DENIAL.has(next.word) || NOT_A_DENIAL.has(next.stem) || PRONOUNS.has(next.word))) return false;
  const first = tokens[clauseStart]?.word ?? '';
  const questionNot = AUXILIARIES.has(first) && (at === clauseStart + 1 || (at === clauseStart + 2 && PRONOUNS.has(tokens[clauseStart + 1]!.word)));
  return !questionNot;
}
