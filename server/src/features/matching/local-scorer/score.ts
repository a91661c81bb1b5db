import { analyzeDater, STRENGTH, type DaterAnalysis, type SideProfile } from './analyze.js';
import { CONCEPTS } from './concepts.js';

/** A dater's two texts: "About me" and "Who I hope to meet". */
export interface DaterText {
  readonly about: string;
  readonly seek: string;
}

export interface MatchScore {
  /** 0–10; 7 or more means a thoughtful matchmaker would introduce the pair. */
  readonly score: number;
  /** The unrounded score, for ranking and for AUC; ties are rarer than in `score`. */
  readonly raw: number;
  /** What the pair shares, human-readable, best first ("why you matched"). */
  readonly themes: readonly string[];
  /** The stated requirement one side violates (e.g. "not smoking"), or null. */
  readonly dealbreaker: string | null;
}

/**
 * Tunable constants, fitted on the corpus's dev half only (a coordinate search on AUC, checked
 * by fitting on one half of dev and scoring the other); the midpoint and steepness then trade
 * dealbreaker leak against strong recall (docs/matching/local-scorer-evaluation.md, "Evaluation").
 */
export interface ScorerParams {
  /** Credit for a sought +1 the other side never mentions (most people are silent on most things). */
  readonly priorPositive: number;
  /** Credit for a sought -1 ("no smokers") the other side never mentions: usually fine. */
  readonly priorNegative: number;
  /** A disagreement on a shared-life concept costs this many times its weight. */
  readonly polarConflict: number;
  readonly tasteConflict: number;
  /** Seeks with little in them are not allowed a perfect fit: the denominator's floor. */
  readonly minSeekWeight: number;
  /** Weight of the worse direction; the better one gets the rest (a min-weighted mean). */
  readonly worseDirection: number;
  /** Fit assumed for a dater who says nothing about whom they seek. */
  readonly silentFit: number;
  /** Bonus per unit of "about me" overlap, capped. */
  readonly overlapBonus: number;
  readonly overlapCap: number;
  /** Logistic calibration: the combined fit that maps to 5 of 10, and how steeply it rises. */
  readonly midpoint: number;
  readonly steepness: number;
  /** The most a pair can score when a stated dealbreaker is violated. */
  readonly dealbreakerCap: number;
  /** Credit, as a share of an agreement, for a wish that reads against a stance both daters share. */
  readonly sharedStance: number;
}

export const DEFAULT_PARAMS: ScorerParams = {
  priorPositive: 0.1,
  priorNegative: 0.2,
  polarConflict: 2,
  tasteConflict: 0.7,
  minSeekWeight: 1,
  worseDirection: 0.4,
  silentFit: 0.25,
  overlapBonus: 0.05,
  overlapCap: 3,
  midpoint: 0.3,
  steepness: 7,
  dealbreakerCap: 2.5,
  sharedStance: 0.5,
};

/** A pair is kept as a match at this score or above (docs/product.md#how-a-search-chooses-matches). */
export const MATCH_THRESHOLD = 7;
export const MAX_THEMES = 3;
const HARD_BOOST = 1.5;

interface Direction {
  readonly fit: number | null;
  readonly dealbreaker: string | null;
}

function label(index: number, stance: number): string | undefined {
  const c = CONCEPTS[index];
  return stance > 0 ? c?.theme : c?.negativeTheme;
}

/** A requirement in words: "not smoking", "dogs", or "no conservative politics". */
function requirement(index: number, stance: number): string {
  const c = CONCEPTS[index];
  return label(index, stance) ?? `no ${c?.theme ?? 'unknown'}`;
}

/** A stance the dater said outright, or 0: derived stances are too weak to overrule a wish. */
function said(side: SideProfile, index: number): number {
  return (side.strength[index] ?? 0) >= STRENGTH.explicit ? (side.stance[index] ?? 0) : 0;
}

/**
 * Whether a wish that reads against the other's life is more likely a misreading of a stance the
 * two share. On a concept where people seek what they are (faith, smoking, children), a wish
 * that contradicts the seeker's own life while the other lives it too ("won't judge my smoking"
 * read as "no smokers", between two smokers), or a life that contradicts the other's own wish
 * while that wish is the seeker's ("never skips salah" read as not Muslim, between two people
 * who both ask for a Muslim partner), is the two daters agreeing, not a dealbreaker.
 */
function sharedStance(index: number, wish: number, seeker: DaterAnalysis, other: DaterAnalysis): boolean {
  const c = CONCEPTS[index];
  if (!c?.mirror) return false;
  const theirs = said(other.about, index);
  if (theirs === 0 || theirs === wish) return false;
  if (said(seeker.about, index) === theirs) return true;
  return c.mirror === 'both' && said(other.seek, index) === wish;
}

/** How well the other's "about" answers the seeker's "seek"; agreements feed the theme tally. */
function direction(seekerAnalysis: DaterAnalysis, otherAnalysis: DaterAnalysis, p: ScorerParams, tally: Float64Array): Direction {
  const seeker = seekerAnalysis.seek;
  const other = otherAnalysis.about;
  if (seeker.entries.length === 0) return { fit: null, dealbreaker: null };
  let total = 0;
  let credit = 0;
  let penalty = 0;
  let dealbreaker: string | null = null;
  for (const e of seeker.entries) {
    const c = CONCEPTS[e.index];
    if (!c || c.weight === 0) continue;
    const w = c.weight * e.strength * (e.hard ? HARD_BOOST : 1);
    total += w;
    const theirs = other.stance[e.index] ?? 0;
    const sure = other.strength[e.index] ?? 0;
    if (theirs === e.stance) {
      credit += w * sure;
      tally[e.index] = (tally[e.index] ?? 0) + w * sure * e.stance;
    } else if (theirs !== 0 && sharedStance(e.index, e.stance, seekerAnalysis, otherAnalysis)) {
      // The stance they share is the reason, at the credit of a half-sure agreement.
      credit += w * sure * p.sharedStance;
      tally[e.index] = (tally[e.index] ?? 0) + w * sure * p.sharedStance * theirs;
    } else if (theirs !== 0) {
      penalty += w * sure * (c.polar ? p.polarConflict : p.tasteConflict);
      if (e.hard && sure >= 0.5 && !dealbreaker) dealbreaker = requirement(e.index, e.stance);
    } else {
      credit += w * (e.stance < 0 ? p.priorNegative : p.priorPositive);
    }
  }
  return { fit: (credit - penalty) / Math.max(total, p.minSeekWeight), dealbreaker };
}

/** What both say about themselves, said outright or implied, counted once per concept. */
function overlap(a: SideProfile, b: SideProfile, tally: Float64Array): number {
  let shared = 0;
  for (const e of a.entries) {
    if (e.strength < 0.6 || b.stance[e.index] !== e.stance) continue;
    const s = Math.min(e.strength, b.strength[e.index] ?? 0);
    if (s < 0.6) continue;
    const w = (CONCEPTS[e.index]?.weight ?? 1) * s;
    shared += w;
    tally[e.index] = (tally[e.index] ?? 0) + 0.5 * w * e.stance;
  }
  return shared;
}

/**
 * The best-supported shared themes. A broad theme gives way to a narrower one that implies it and
 * is nearly as well supported ("live music" rather than "music, live music").
 */
function pickThemes(tally: Float64Array): string[] {
  const weight = (i: number) => Math.abs(tally[i] ?? 0);
  const ranked = [...tally.keys()].filter((i) => weight(i) > 0).sort((x, y) => weight(y) - weight(x));
  const themes: string[] = [];
  for (const i of ranked) {
    if (themes.length >= MAX_THEMES) break;
    const text = label(i, Math.sign(tally[i] ?? 0));
    const id = CONCEPTS[i]?.id;
    if (!text || themes.includes(text)) continue;
    const narrower = ranked.some((j) => j !== i && weight(j) >= 0.5 * weight(i) && CONCEPTS[j]?.implies.some(([k]) => k === id));
    if (!narrower) themes.push(text);
  }
  return themes;
}

/** Scores two precomputed daters: the fast path for reranking hundreds of candidates. */
export function scoreAnalyzedWith(x: DaterAnalysis, y: DaterAnalysis, p: ScorerParams): MatchScore {
  const tally = new Float64Array(CONCEPTS.length);
  const xy = direction(x, y, p, tally);
  const yx = direction(y, x, p, tally);
  const fits = [xy.fit ?? p.silentFit, yx.fit ?? p.silentFit];
  const worse = Math.min(...fits);
  const better = Math.max(...fits);
  const fit = p.worseDirection * worse + (1 - p.worseDirection) * better;
  const bonus = p.overlapBonus * Math.min(overlap(x.about, y.about, tally), p.overlapCap);
  // A logistic rather than a clamp, so the best candidates stay ordered instead of all saturating at 10.
  let raw = 10 / (1 + Math.exp(-p.steepness * (fit + bonus - p.midpoint)));
  const dealbreaker = xy.dealbreaker ?? yx.dealbreaker;
  // Scaled rather than clamped, so dealbreaker pairs stay ordered among themselves, all at or below the cap.
  if (dealbreaker) raw = (raw * p.dealbreakerCap) / 10;
  return { score: Math.round(raw), raw, themes: pickThemes(tally), dealbreaker };
}

/** Scores two precomputed daters (see analyzeDater). The score does not depend on their order. */
export function scoreAnalyzed(x: DaterAnalysis, y: DaterAnalysis): MatchScore {
  return scoreAnalyzedWith(x, y, DEFAULT_PARAMS);
}

/** Recently analysed texts: a searcher scored against many candidates is analysed once. */
const recent = new Map<string, DaterAnalysis>();
const RECENT_MAX = 512;

function analyzeCached(d: DaterText): DaterAnalysis {
  const key = `${d.about}\u0000${d.seek}`;
  const hit = recent.get(key);
  if (hit) return hit;
  const analysis = analyzeDater(d.about, d.seek);
  if (recent.size >= RECENT_MAX) recent.delete(recent.keys().next().value ?? '');
  recent.set(key, analysis);
  return analysis;
}

/**
 * Scores a pair from their texts. Reciprocal: B's "about" against A's "seek", and A's against
 * B's. Analysis dominates the cost, so hot paths should keep each dater's analyzeDater result and
 * call scoreAnalyzed.
 */
export function scorePair(a: DaterText, b: DaterText): MatchScore {
  return scoreAnalyzed(analyzeCached(a), analyzeCached(b));
}
