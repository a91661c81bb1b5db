import { ESSENTIAL_KEYS, type DaterTexts } from '@kindred/contract';
import type { EssentialSides } from '../../server/src/features/essentials/essential-fit.js';
import { readEssentialsLocally } from '../../server/src/features/essentials/read-essentials-locally.js';
import { analyzeDater, MATCH_THRESHOLD, scoreAnalyzed, type DaterAnalysis, type MatchScore } from '../../server/src/features/matching/local-scorer/index.js';
import { PAIR_MODEL, pairScore, pairSignals, type PairModel, type PairSignals } from '../../server/src/features/matching/pair-model.js';
import type { Corpus, CorpusDater, CorpusPair, Split } from './corpus.js';
import { gateByMusts, hastyConfirm } from './hasty.js';
import { essentialsMetrics, pairMetrics, type EssentialsMetrics, type PairMetrics, type ReadEssentials, type ScoredPair } from './metrics.js';

/** One dater's essentials as matching reads them, from a reading or a label. */
export function essentialSides(read: ReadEssentials): EssentialSides[] {
  return ESSENTIAL_KEYS.flatMap((key) => {
    const found = read[key];
    if (!found) return [];
    // Every side as the dater confirmed it on the check screen, "Looks good" included.
    return [{ key, self: found.self ?? null, selfSource: 'confirmed' as const, need: found.need?.values ?? [], strength: found.need?.strength ?? 'nice', needSource: 'confirmed' as const }];
  });
}

/** Whose essentials a pass scores with: read from the texts, confirmed hastily, or as labelled. */
export type EssentialsOf = (dater: CorpusDater) => ReadEssentials;

/** The text score and the essentials of each pair, as the pair model weighs them; each dater is analysed once. */
export function pairSignalsOf(corpus: Corpus, pairs: readonly CorpusPair[], essentialsOf: EssentialsOf = readEssentials): Array<{ pair: CorpusPair; text: MatchScore; signals: PairSignals }> {
  const analyses = new Map<string, DaterAnalysis>();
  const sides = new Map<string, EssentialSides[]>();
  const dater = (id: string): CorpusDater => {
    const found = corpus.daters.get(id);
    if (!found) throw new Error(`Pair names an unknown dater: ${id}`);
    return found;
  };
  const analysis = (id: string): DaterAnalysis => {
    let found = analyses.get(id);
    if (!found) analyses.set(id, found = analyzeDater(dater(id).about, dater(id).seek));
    return found;
  };
  const sidesOf = (id: string): EssentialSides[] => {
    let found = sides.get(id);
    if (!found) sides.set(id, found = essentialSides(essentialsOf(dater(id))));
    return found;
  };
  return pairs.map((pair) => {
    const text = scoreAnalyzed(analysis(pair.a), analysis(pair.b));
    return { pair, text, signals: pairSignals(text.raw, sidesOf(pair.a), sidesOf(pair.b)) };
  });
}

/** The local scorer over corpus pairs: the text score and the essentials, through the pair model. */
export function scorePairs(corpus: Corpus, pairs: readonly CorpusPair[], essentialsOf: EssentialsOf = readEssentials, model: PairModel = PAIR_MODEL): ScoredPair[] {
  return pairSignalsOf(corpus, pairs, essentialsOf).map(({ pair, text, signals }) => {
    const { score, raw } = pairScore(signals, model);
    return { pair, score, raw, themes: text.themes, dealbreaker: text.dealbreaker };
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
  const labelled = (d: CorpusDater) => (d.essentials ?? {}) as ReadEssentials;
  // Confirming as read changes no value, only whether a must filters: both passes score the same.
  const scored = scorePairs(corpus, pairs, readOf);
  const daterIds = new Set(pairs.flatMap((p) => [p.a, p.b]));
  const daters = [...corpus.daters.values()].filter((d) => daterIds.has(d.id));
  return {
    hasty: {
      pairs: pairMetrics(gateByMusts(scored, (id) => hastyConfirm(readOf(dater(id)))), MATCH_THRESHOLD),
      essentials: essentialsMetrics(daters, (d) => hastyConfirm(readOf(d))),
    },
    mustsAsRead: pairMetrics(gateByMusts(scored, (id) => readOf(dater(id))), MATCH_THRESHOLD),
    diligent: pairMetrics(gateByMusts(scorePairs(corpus, pairs, labelled), (id) => labelled(dater(id))), MATCH_THRESHOLD),
  };
}
