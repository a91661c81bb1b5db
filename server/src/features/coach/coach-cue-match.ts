import { FILLERS, NEGATORS, normalise, stem, type Token } from './coach-text.js';

/** One topic's cues (the lists are in coach-cues.ts): strong ones name the situation, weak ones hint at it. */
export interface TopicCues {
  strong: readonly string[];
  weak: readonly string[];
}

/** Cues (see coach-cues.ts) compiled once and found in an analysed message. */
type CuePart = { kind: 'stem'; value: string } | { kind: 'any'; values: string[] } | { kind: 'prefix'; value: string } | { kind: 'gap' };

/**
 * A compiled cue: a word or phrase, with "*" for up to two skipped words, "word~" for any word
 * starting so, and "him|her|them" for one of several words.
 */
export interface Cue {
  source: string;
  parts: CuePart[];
  /** Starts with "not"/"no": the denial is the situation ("won't video call"), never a disclaimer. */
  negative: boolean;
  words: number;
}

const compiled = new Map<string, Cue>();

export function compileCue(source: string): Cue {
  const cached = compiled.get(source);
  if (cached) return cached;
  const parts: CuePart[] = [];
  for (const piece of source.split(/\s+/).filter(Boolean)) {
    if (piece === '*') parts.push({ kind: 'gap' });
    else if (piece.endsWith('~')) parts.push({ kind: 'prefix', value: normalise(piece.slice(0, -1)).trim() });
    else if (piece.includes('|')) parts.push({ kind: 'any', values: piece.split('|').map((w) => stem(normalise(w).trim())) });
    else for (const word of normalise(piece).match(/[a-z0-9]+/g) ?? []) if (!FILLERS.has(word)) parts.push({ kind: 'stem', value: stem(word) });
  }
  const first = parts[0];
  const cue = { source, parts, negative: first?.kind === 'stem' && NEGATORS.has(first.value), words: parts.filter((p) => p.kind !== 'gap').length };
  compiled.set(source, cue);
  return cue;
}

export interface CueMatch {
  negated: boolean;
  background: boolean;
  /** Indexes of the tokens the cue covered, so overlapping cues do not count the same words twice. */
  covered: number[];
}

/** Where a cue occurs: a plain occurrence wins over a denied or background one. */
export function findCue(tokens: readonly Token[], cue: Cue): CueMatch | null {
  let best: CueMatch | null = null;
  for (let start = 0; start < tokens.length; start += 1) {
    const covered: number[] = [];
    if (!matchFrom(tokens, cue.parts, 0, start, tokens[start]!.clause, covered)) continue;
    const t = tokens[start]!;
    const found = { negated: t.negated && !cue.negative, background: t.background, covered };
    if (!found.negated && !found.background) return found;
    if (!best || (best.negated && !found.negated)) best = found;
  }
  return best;
}

function matchFrom(tokens: readonly Token[], parts: readonly CuePart[], p: number, t: number, clause: number, covered: number[]): boolean {
  if (p === parts.length) return true;
  const part = parts[p]!;
  if (part.kind === 'gap') {
    for (let skip = 0; skip <= 2; skip += 1) if (matchFrom(tokens, parts, p + 1, t + skip, clause, covered)) return true;
    return false;
  }
  const token = tokens[t];
  if (!token || token.clause !== clause) return false;
  const ok = part.kind === 'stem' ? token.stem === part.value : part.kind === 'any' ? part.values.includes(token.stem) : token.word.startsWith(part.value);
  if (!ok) return false;
  covered.push(t);
  if (matchFrom(tokens, parts, p + 1, t + 1, clause, covered)) return true;
  covered.pop();
  return false;
}
