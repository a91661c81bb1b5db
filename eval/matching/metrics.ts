import type { EssentialKey } from '@kindred/contract';
import { labelledKeysOf, type CorpusDater, type CorpusPair, type PairLabel } from './corpus.js';

/** A pair as the scorer saw it. */
export interface ScoredPair {
  readonly pair: CorpusPair;
  readonly score: number;
  readonly raw: number;
  readonly themes: readonly string[];
  readonly dealbreaker: string | null;
}

export interface PairMetrics {
  readonly pairs: number;
  readonly counts: Readonly<Record<PairLabel, number>>;
  /** P(a strong pair's raw score > a weak or dealbreaker pair's), ties counting half. */
  readonly auc: number;
  /** Share of dealbreaker pairs scored 7 or more: they would become matches. */
  readonly leakRate: number;
  /** Share of strong pairs scored 7 or more. */
  readonly strongRecall: number;
  /** Share of weak pairs scored 7 or more. */
  readonly weakMatchRate: number;
}

/** Mann–Whitney AUC of positives over negatives. */
export function auc(positives: readonly number[], negatives: readonly number[]): number {
  if (positives.length === 0 || negatives.length === 0) return Number.NaN;
  let wins = 0;
  for (const p of positives) for (const n of negatives) wins += p > n ? 1 : p === n ? 0.5 : 0;
  return wins / (positives.length * negatives.length);
}

const share = <T>(xs: readonly T[], pred: (x: T) => boolean) => (xs.length ? xs.filter(pred).length / xs.length : Number.NaN);

export function pairMetrics(scored: readonly ScoredPair[], threshold: number): PairMetrics {
  const of = (label: PairLabel) => scored.filter((s) => s.pair.label === label);
  const [strong, dealbreaker, weak] = [of('strong'), of('dealbreaker'), of('weak')];
  const matched = (s: ScoredPair) => s.score >= threshold;
  return {
    pairs: scored.length,
    counts: { strong: strong.length, dealbreaker: dealbreaker.length, weak: weak.length },
    auc: auc(strong.map((s) => s.raw), [...weak, ...dealbreaker].map((s) => s.raw)),
    leakRate: share(dealbreaker, matched),
    strongRecall: share(strong, matched),
    weakMatchRate: share(weak, matched),
  };
}

/** What a reader made of one essential, in the labels' shape. */
export interface ReadEssential {
  readonly self?: string;
  readonly need?: { readonly values: readonly string[]; readonly strength: 'must' | 'nice' };
}
export type ReadEssentials = Partial<Record<EssentialKey, ReadEssential>>;

export interface EssentialsMetrics {
  /** Fields (dater × essential × self-or-need) that the label or the reader fills. */
  readonly fields: number;
  /** Share of those fields the reader got right. */
  readonly accuracy: number;
  /** Need fields either side fills. */
  readonly needFields: number;
  /** Share of need fields read as a must that the dater did not make one. */
  readonly falseMustRate: number;
  /** Self fields (what the dater is) either side fills, and the share the reader got right. */
  readonly selfFields: number;
  readonly selfAgreement: number;
  /**
   * The partner side: of every labelled dater's essentials, the share whose need (what they ask of
   * a partner) the reader got right, nothing read for nothing asked counting as right. The
   * filled figure counts only needs the label or the reader fills.
   */
  readonly partnerSides: number;
  readonly partnerAgreement: number;
  readonly partnerFilledAgreement: number;
  /** Needs the reader proposed as a must, and the share of them that are right (a must, with the right values). */
  readonly proposedMusts: number;
  readonly mustPrecision: number;
  /** Musts the labels hold, and the share the reader proposed as musts with the right values. */
  readonly labelledMusts: number;
  readonly mustRecall: number;
  readonly mistakes: ReadonlyArray<{ dater: string; key: EssentialKey; side: 'self' | 'need'; label: unknown; read: unknown }>;
}

/**
 * A need is right when its strength is right and its accepted values overlap the label's at
 * least half (Jaccard ≥ 0.5): "wants children" may fairly accept "open" or not, but a need that
 * accepts what the dater refuses is wrong.
 */
function sameNeed(label: ReadEssential['need'], read: ReadEssential['need']): boolean {
  if (!label || !read) return !label && !read;
  if (label.strength !== read.strength) return false;
  const a = new Set(label.values);
  const b = new Set(read.values);
  const both = [...a].filter((v) => b.has(v)).length;
  return both / new Set([...a, ...b]).size >= 0.5;
}

export function essentialsMetrics(daters: readonly CorpusDater[], readOf: (d: CorpusDater) => ReadEssentials): EssentialsMetrics {
  let fields = 0;
  let right = 0;
  let needFields = 0;
  let falseMust = 0;
  let selfFields = 0;
  let selfRight = 0;
  let needRight = 0;
  let partnerSides = 0;
  let musts = 0;
  let mustsRight = 0;
  let labelledMusts = 0;
  const mistakes: Array<EssentialsMetrics['mistakes'][number]> = [];
  for (const dater of daters) {
    if (!dater.essentials) continue;
    const read = readOf(dater);
    for (const key of labelledKeysOf(dater)) {
      const label: ReadEssential = dater.essentials[key] ?? {};
      const got = read[key] ?? {};
      partnerSides += 1;
      if (label.self !== undefined || got.self !== undefined) {
        fields += 1;
        selfFields += 1;
        if (label.self === got.self) {
          right += 1;
          selfRight += 1;
        } else mistakes.push({ dater: dater.id, key, side: 'self', label: label.self, read: got.self });
      }
      if (label.need || got.need) {
        fields += 1;
        needFields += 1;
        const same = sameNeed(label.need, got.need);
        if (same) {
          right += 1;
          needRight += 1;
        } else mistakes.push({ dater: dater.id, key, side: 'need', label: label.need, read: got.need });
        if (got.need?.strength === 'must' && label.need?.strength !== 'must') falseMust += 1;
        if (got.need?.strength === 'must') {
          musts += 1;
          if (same) mustsRight += 1;
        }
        if (label.need?.strength === 'must') labelledMusts += 1;
      }
    }
  }
  const ratio = (a: number, b: number) => (b ? a / b : Number.NaN);
  return {
    fields,
    accuracy: ratio(right, fields),
    needFields,
    falseMustRate: ratio(falseMust, needFields),
    selfFields,
    selfAgreement: ratio(selfRight, selfFields),
    partnerSides,
    partnerAgreement: ratio(partnerSides - needFields + needRight, partnerSides),
    partnerFilledAgreement: ratio(needRight, needFields),
    proposedMusts: musts,
    mustPrecision: ratio(mustsRight, musts),
    labelledMusts,
    // A right must is both proposed and labelled, so the same count serves recall.
    mustRecall: ratio(mustsRight, labelledMusts),
    mistakes,
  };
}
