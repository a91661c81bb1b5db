import type { DaterTexts } from '@kindred/contract';
import { readEssentialsLocally } from '../../server/src/features/essentials/read-essentials-locally.js';
import { analyzeDater, MATCH_THRESHOLD, scoreAnalyzed, type DaterAnalysis } from '../../server/src/features/matching/local-scorer/index.js';
import type { Corpus, CorpusDater, CorpusPair, Split } from './corpus.js';
import { gateByMusts, hastyConfirm } from './hasty.js';
import { essentialsMetrics, pairMetrics, type EssentialsMetrics, type PairMetrics, type ReadEssentials, type ScoredPair } from './metrics.js';

/** The local analyser and scorer over corpus pairs; each dater is analysed once. */
export function scorePairs(corpus: Corpus, pairs: readonly CorpusPair[]): ScoredPair[] {
  const analyses = new Map<string, DaterAnalysis>();
  const analysis = (id: string): DaterAnalysis => {
    let found = analyses.get(id);
    if (!found) {
      const dater = corpus.daters.get(id);
      if (!dater) throw new Error(`Pair names an unknown dater: ${id}`);
      found = analyzeDater(dater.about, dater.seek);
      analyses.set(id, found);
    }
    return found;
  };
  return pairs.map((pair) => {
    const r = scoreAnalyzed(analysis(pair.a), analysis(pair.b));
    return { pair, score: r.score, raw: r.raw, themes: r.themes, dealbreaker: r.dealbreaker };
  });
}

export function readEssentials(dater: CorpusDater): ReadEssentials {
  const texts: DaterTexts = { aboutMe: dater.about, hopeToMeet: dater.seek };
  const read = readEssentialsLocally(texts);
  const out: Record<string, { self?: string; need?: { values: string[]; strength: 'must' | 'nice' } }> = {};
  for (const [key, found] of Object.entries(read)) {
    out[key] = {
      ...(found.self ? { self: found.self.value } : {}),
      ...(found.need ? { need: { values: found.need.values, strength: found.need.strength } } : {}),
    };
  }
  return out as ReadEssentials;
}

export interface SplitReport {
  readonly pairs: PairMetrics;
  readonly essentials: EssentialsMetrics;
  readonly scored: readonly ScoredPair[];
}

export function evaluateSplit(corpus: Corpus, split: Split): SplitReport {
  const pairs = corpus.pairs.filter((p) => p.split === split);
  const scored = scorePairs(corpus, pairs);
  const daterIds = new Set(pairs.flatMap((p) => [p.a, p.b]));
  const daters = [...corpus.daters.values()].filter((d) => daterIds.has(d.id));
  return { pairs: pairMetrics(scored, MATCH_THRESHOLD), essentials: essentialsMetrics(daters, readEssentials), scored };
}

export interface HastyReport {
  /** Every value confirmed as read, proposed musts left nice-to-haves, as the check screen leaves them. */
  readonly hasty: { readonly pairs: PairMetrics; readonly essentials: EssentialsMetrics };
  /** The same "Looks good" when it confirmed proposed musts too, before a must took a tap. */
  readonly mustsAsRead: PairMetrics;
  /** Every labelled essential confirmed as the labels have it: a diligent dater. */
  readonly diligent: PairMetrics;
}

/** The --hasty pass: the split's pairs with the essentials filters a search would apply. */
export function evaluateHasty(corpus: Corpus, split: Split): HastyReport {
  const pairs = corpus.pairs.filter((p) => p.split === split);
  const scored = scorePairs(corpus, pairs);
  const dater = (id: string): CorpusDater => {
    const found = corpus.daters.get(id);
    if (!found) throw new Error(`Pair names an unknown dater: ${id}`);
    return found;
  };
  const read = new Map<string, ReadEssentials>();
  const readOf = (d: CorpusDater): ReadEssentials => {
    let found = read.get(d.id);
    if (!found) read.set(d.id, found = readEssentials(d));
    return found;
  };
  const daterIds = new Set(pairs.flatMap((p) => [p.a, p.b]));
  const daters = [...corpus.daters.values()].filter((d) => daterIds.has(d.id));
  return {
    hasty: {
      pairs: pairMetrics(gateByMusts(scored, (id) => hastyConfirm(readOf(dater(id)))), MATCH_THRESHOLD),
      essentials: essentialsMetrics(daters, (d) => hastyConfirm(readOf(d))),
    },
    mustsAsRead: pairMetrics(gateByMusts(scored, (id) => readOf(dater(id))), MATCH_THRESHOLD),
    diligent: pairMetrics(gateByMusts(scored, (id) => (dater(id).essentials ?? {}) as ReadEssentials), MATCH_THRESHOLD),
  };
}
