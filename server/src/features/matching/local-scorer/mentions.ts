import { CONCEPTS } from './concepts.js';
import type { Stance } from './concept-types.js';
import { NEGATION_WINDOW_WORDS, NOT_NEGATION, OWN_HABIT, PARTNER_REFUSAL, POST_NEGATION, RATHER, REJECT_CUE, SCOPE_BREAK, TOLERANCE_CUE, VALUES_OVER, VERB_CUE } from './cues.js';
import type { Clause } from './segment.js';
import { otherSenseMask } from './senses.js';

/** A concept named in the text; `inherent` is -1 for words that are refusals themselves ("non-smoker"). */
export interface Mention {
  readonly concept: number;
  readonly start: number;
  readonly end: number;
  readonly inherent: Stance;
}

export type Negation = 'reject' | 'verb' | null;

/**
 * Concepts in blocks, each with the union of its members' patterns. Most texts name a handful of
 * concepts, so one failed union test skips a whole block; this makes analysis several times faster
 * without changing what is found (a union matches exactly when some member does).
 */
const BLOCK_SIZE = 4;
const BLOCKS = Array.from({ length: Math.ceil(CONCEPTS.length / BLOCK_SIZE) }, (_, b) => {
  const members = CONCEPTS.slice(b * BLOCK_SIZE, (b + 1) * BLOCK_SIZE);
  const sources = members.flatMap((c) => [c.positive.source, ...(c.negative ? [c.negative.source] : [])]);
  return { first: b * BLOCK_SIZE, members, union: new RegExp(sources.join('|')) };
});

/** exec loop rather than matchAll: matchAll clones the regex on every call, which dominated analysis time. */
function collect(text: string, re: RegExp, concept: number, inherent: Stance, into: Mention[]): void {
  re.lastIndex = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    into.push({ concept, start: m.index, end: m.index + m[0].length, inherent });
    if (m[0].length === 0) re.lastIndex += 1;
  }
}

/**
 * Every concept mention, longest first so "non-smoker" wins over "smoker" and "my kids" (has
 * children) over "kids" (wants children); each character belongs to one mention at most. Words
 * used in another sense ("ginger beer", "shooting weddings") are taken before any mention.
 */
export function findMentions(text: string): Mention[] {
  const all: Mention[] = [];
  for (const block of BLOCKS) {
    if (!block.union.test(text)) continue;
    for (let offset = 0; offset < block.members.length; offset++) {
      const c = block.members[offset];
      if (!c) continue;
      collect(text, c.positive, block.first + offset, 1, all);
      if (c.negative) collect(text, c.negative, block.first + offset, -1, all);
    }
  }
  all.sort((x, y) => y.end - y.start - (x.end - x.start) || x.start - y.start || x.concept - y.concept);
  const taken = all.length > 0 ? otherSenseMask(text) : new Uint8Array(0);
  const kept: Mention[] = [];
  for (const m of all) {
    let free = true;
    for (let i = m.start; i < m.end && free; i++) free = taken[i] === 0;
    if (!free) continue;
    taken.fill(1, m.start, m.end);
    kept.push(m);
  }
  return kept.sort((x, y) => x.start - y.start);
}

/**
 * The negation governing a mention: cues in the few words before it, after the last scope break
 * and after the previous mention (whose cues are its own: "isn't into partying and never
 * smokes"), counted by parity so "can't tell a story without doing the voices" stays positive.
 */
export function negationBefore(text: string, clause: Clause, mention: Mention, previous?: Mention): Negation {
  const before = text.slice(Math.max(clause.start, previous?.end ?? 0), mention.start);
  let cut = 0;
  SCOPE_BREAK.lastIndex = 0;
  for (let b = SCOPE_BREAK.exec(before); b; b = SCOPE_BREAK.exec(before)) cut = b.index + b[0].length;
  // "I can't be with someone who wants kids": refusing a kind of partner reaches to the clause's end.
  PARTNER_REFUSAL.lastIndex = cut;
  let refusalAt = -1;
  for (let r = PARTNER_REFUSAL.exec(before); r; r = PARTNER_REFUSAL.exec(before)) refusalAt = r.index;
  const words = before.slice(cut).trim().split(' ');
  let window = refusalAt >= 0 ? ` ${before.slice(refusalAt)} ` : ` ${words.slice(-NEGATION_WINDOW_WORDS).join(' ')} `;
  window = window.replace(NOT_NEGATION, ' ');
  let count = 0;
  let lastAt = -1;
  let last: Negation = null;
  REJECT_CUE.lastIndex = 0;
  for (let m = REJECT_CUE.exec(window); m; m = REJECT_CUE.exec(window)) {
    count += 1;
    if (m.index > lastAt) [lastAt, last] = [m.index, 'reject'];
    window = window.slice(0, m.index) + ' '.repeat(m[0].length) + window.slice(m.index + m[0].length);
  }
  VERB_CUE.lastIndex = 0;
  for (let m = VERB_CUE.exec(window); m; m = VERB_CUE.exec(window)) {
    count += 1;
    if (m.index > lastAt) [lastAt, last] = [m.index, 'verb'];
  }
  return count % 2 === 1 ? last : null;
}

/** A tolerance cue reaches over a list of the writer's habits: "won't nag me about my rollies or my wine". */
const TOLERANCE_WINDOW_WORDS = 10;

/** Cues that accept only the writer's own life: "respects my faith", not "respects animals". */
const ACCEPTING_ONLY_OWN = /^(accept|respect|understand|puts? up|tolerat|can|could)/;

/**
 * A mention the writer asks a partner to tolerate ("won't judge me for smoking"): 'own' when the
 * thing is the writer's habit ("my smoking", "me for vaping"), 'other' when it is only accepted
 * ("okay with smoking"), null when no tolerance cue governs it. Reaches further back than a negation does.
 */
export function tolerated(text: string, clause: Clause, mention: Mention): 'own' | 'other' | null {
  // From the clause's start, not the previous mention's end: the cue may itself be a mention ("respects").
  const before = text.slice(clause.start, mention.start);
  const words = before.trim().split(' ');
  const window = ` ${words.slice(-TOLERANCE_WINDOW_WORDS).join(' ')} `;
  TOLERANCE_CUE.lastIndex = 0;
  let cue: RegExpExecArray | null = null;
  for (let m = TOLERANCE_CUE.exec(window); m; m = TOLERANCE_CUE.exec(window)) cue = m;
  if (!cue) return null;
  const between = window.slice(cue.index + cue[0].length);
  // A new statement between the cue and the mention ends the cue's reach.
  SCOPE_BREAK.lastIndex = 0;
  if (SCOPE_BREAK.test(between)) return null;
  if (OWN_HABIT.test(between)) return 'own';
  // "Respects animals", "can handle the cold": accepting a thing that is not the writer's is liking it.
  return ACCEPTING_ONLY_OWN.test(cue[0]) ? null : 'other';
}

/** "Kids aren't in my future": a negation that follows the mention, before the next one. */
export function negatedAfter(text: string, clause: Clause, mention: Mention, next: Mention | undefined): boolean {
  const until = next && next.start < clause.end ? next.start : clause.end;
  // The negation may run over a word that is itself a mention: "kids aren't in the plan".
  return POST_NEGATION.test(text.slice(mention.end, until)) ||
    (until < clause.end && POST_NEGATION.test(text.slice(mention.end, clause.end)) && /^[^,]{0,40}$/.test(text.slice(mention.end, until)) &&
      !/\b(and|but|or|so)\b/.test(text.slice(mention.end, until)));
}

/**
 * Where a clause starts refusing: "rather be outdoors than in a nightclub", "prefers small
 * gatherings to big parties", "values slow living over careers". Returns an absolute offset, or
 * Infinity when the clause has no such turn.
 */
export function refusalBoundary(text: string, clause: Clause, mentions: readonly Mention[]): number {
  const clauseText = text.slice(clause.start, clause.end);
  const rather = RATHER.exec(clauseText);
  const values = VALUES_OVER.exec(clauseText);
  const pivot = rather ?? values;
  if (!pivot) return Infinity;
  const turn = rather?.[0] === 'rather' ? /\bthan\b/g : rather ? /\b(to|over)\b/g : /\bover\b/g;
  // The turn word must come after the preferred thing, or "rather than X" refuses X directly.
  const firstAfter = mentions.find((m) => m.start >= clause.start + pivot.index + pivot[0].length && m.end <= clause.end);
  const searchFrom = rather?.[0] === 'rather' ? pivot.index : firstAfter ? firstAfter.end - clause.start : clauseText.length;
  turn.lastIndex = searchFrom;
  const hit = turn.exec(clauseText);
  return hit ? clause.start + hit.index : Infinity;
}

/** Mentions joined only by "and"/"or" share a negation: "won't date anyone who smokes or vapes". */
export function isChained(text: string, previous: Mention | undefined, mention: Mention): boolean {
  if (!previous) return false;
  // A new verb starts a new statement: "doesn't smoke and wants a family".
  if (/^(wants?|wanting|loves?|likes?|enjoys?|has|have|is|am|are)\b/.test(text.slice(mention.start, mention.end))) return false;
  return /^\s*(,|or|and|nor|&|\/)?\s*(heavy |other )?$/.test(text.slice(previous.end, mention.start));
}
