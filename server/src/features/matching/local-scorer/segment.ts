import { ABOUT_HARD_CUE, DEALBREAKER_CUE, MUST_CUE, PLEASE_CUE, REJECT_CUE, RULE_START, VERB_CUE, SEEK_CUE, SEEK_VERB, SELF_DESCRIPTION, SELF_START } from './cues.js';

export type Side = 'about' | 'seek';

/** A clause: the scope of a negation, with the side it speaks about and its sentence's flags. */
export interface Clause {
  readonly start: number;
  readonly end: number;
  readonly text: string;
  readonly side: Side;
  readonly sentence: number;
  /** The clause names a dealbreaker: its mentions (or the previous clause's) are refused. */
  readonly dealbreaker: boolean;
  /** "Dealbreakers: smoking, drugs" governs the list after it; "smoking and drugs are dealbreakers" the one before. */
  readonly dealbreakerList: 'after' | 'before' | null;
  /** The sentence states a hard requirement ("must", "won't date", "no … please"). */
  readonly hard: boolean;
}

const ANY_REJECT = new RegExp(REJECT_CUE.source);
const ANY_VERB_NEGATION = new RegExp(VERB_CUE.source);
const NOT_A_DEALBREAKER = /\b(not|n't|never|no longer) (a |an )?(deal[- ]?breakers?|red flags?|turn[- ]offs?|problem|issue)\b/;
const LIST_AFTER = /\b(deal[- ]?breakers?|red flags?)\s*(for me\s*)?:/;
const LIST_BEFORE = /\b(deal[- ]?breakers|red flags)\b/;
// A semicolon joins independent statements: "only a fellow vegan; meat eaters are a dealbreaker".
const SENTENCE_END = /[.!?;\n]+/g;
const CLAUSE_BREAK = /[,()]| - |\b(?=(?:but|though|although|however|whereas)\b)/g;

function spans(text: string, from: number, to: number, breaker: RegExp): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  const part = text.slice(from, to);
  let last = 0;
  for (const m of part.matchAll(breaker)) {
    if (m.index > last) out.push([from + last, from + m.index]);
    last = m.index + m[0].length;
  }
  if (last < part.length) out.push([from + last, to]);
  return out;
}

/**
 * Splits a normalized text into clauses and decides which side each speaks about. An "about me"
 * text can turn to the partner ("…and I'm looking for someone who…"), and a "who I seek" text
 * can describe the writer ("I run marathons, so…"). Hard and dealbreaker cues in an "about me"
 * text always address the partner, so those sentences move to the seek side.
 */
export function segment(text: string, home: Side): Clause[] {
  const clauses: Clause[] = [];
  let sentence = 0;
  for (const [sFrom, sTo] of spans(text, 0, text.length, SENTENCE_END)) {
    const sentenceText = text.slice(sFrom, sTo);
    const hasNegation = ANY_REJECT.test(sentenceText) || ANY_VERB_NEGATION.test(sentenceText);
    // "I absolutely love hiking" is no requirement, so an "about me" text needs a partner-directed cue.
    const must = home === 'seek' ? MUST_CUE.test(sentenceText) || RULE_START.test(sentenceText) : ABOUT_HARD_CUE.test(sentenceText);
    const hard = must || (DEALBREAKER_CUE.test(sentenceText) && !NOT_A_DEALBREAKER.test(sentenceText)) || (PLEASE_CUE.test(sentenceText) && hasNegation);
    let side: Side = home;
    let turned = false;
    for (const [cFrom, cTo] of spans(text, sFrom, sTo, CLAUSE_BREAK)) {
      const clauseText = text.slice(cFrom, cTo);
      const trimmed = clauseText.trim();
      if (!trimmed) continue;
      // "Kids aren't a dealbreaker" refuses nothing.
      const dealbreaker = DEALBREAKER_CUE.test(clauseText) && !NOT_A_DEALBREAKER.test(clauseText);
      const dealbreakerList = !dealbreaker ? null : LIST_AFTER.test(clauseText) ? 'after' : LIST_BEFORE.test(clauseText) ? 'before' : null;
      if (home === 'about') {
        if (hard) side = 'seek';
        else if (SEEK_CUE.test(trimmed) && !SELF_DESCRIPTION.test(trimmed)) {
          side = 'seek';
          turned = true;
        } else if (turned && SELF_START.test(trimmed)) side = 'about';
      } else {
        side = SELF_START.test(trimmed) && !SEEK_VERB.test(trimmed) && !hard ? 'about' : 'seek';
      }
      clauses.push({ start: cFrom, end: cTo, text: clauseText, side, sentence, dealbreaker, dealbreakerList, hard: hard && side === 'seek' });
    }
    sentence += 1;
  }
  return clauses;
}
