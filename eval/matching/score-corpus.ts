import type { DaterTexts } from '@kindred/contract';
import { readEssentialsLocally } from '../../server/src/features/essentials/local-essentials.js';
import { analyzeDater, MATCH_THRESHOLD, scoreAnalyzed, type DaterAnalysis } from '../../server/src/features/matching/local-scorer/index.js';
import type { Corpus, CorpusDater, CorpusPair, Split } from './corpus.js';
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
