/**
 * Scored dev pairs, and blending the local scorer's raw score with one embedding signal:
 * raw + w·z(signal), with w fitted on training pairs only.
 */
import { auc } from '../matching/metrics.js';
import type { CorpusPair } from '../matching/corpus.js';
import { mean, pct, sd } from './statistics.js';

export interface Row {
  readonly pair: CorpusPair;
  readonly raw: number;
  readonly dealbreaker: string | null;
  readonly signals: Record<string, number>;
}

export const isPos = (r: Row) => r.pair.label === 'strong';
export const aucOf = (rows: readonly Row[], score: (r: Row) => number) => auc(rows.filter(isPos).map(score), rows.filter((r) => !isPos(r)).map(score));

/** The blend mapped back to the 0–10 scale and rounded, as MIN_KEEP_SCORE sees it. */
export const keepScore = (x: number) => Math.round(Math.min(10, Math.max(0, x)));

interface Blend {
  readonly w: number;
  readonly mu: number;
  readonly sigma: number;
  /** Leave pairs the local scorer found a dealbreaker in at their capped raw score. */
  readonly keepCap: boolean;
}
export const blendScore = (r: Row, signal: string, b: Blend) => {
  if (b.keepCap && r.dealbreaker) return r.raw;
  return r.raw + (b.w * ((r.signals[signal] ?? 0) - b.mu)) / b.sigma;
};

export const W_GRID = [0, 0.25, 0.5, 0.75, 1, 1.5, 2, 3, 4];

/** Fits w on `train` (best AUC, the smaller w on ties); the standardisation also from `train`. */
export function fitBlend(train: readonly Row[], signal: string, keepCap: boolean): Blend {
  const xs = train.map((r) => r.signals[signal] ?? 0);
  const mu = mean(xs);
  const sigma = sd(xs) || 1;
  let best: Blend = { w: 0, mu, sigma, keepCap };
  let bestAuc = -1;
  for (const w of W_GRID) {
    const b = { w, mu, sigma, keepCap };
    const a = aucOf(train, (r) => blendScore(r, signal, b));
    if (a > bestAuc + 1e-12) {
      bestAuc = a;
      best = b;
    }
  }
  return best;
}

export interface Rates {
  leak: number;
  strong: number;
  weak: number;
}
export function rates(rows: readonly Row[], score: (r: Row) => number): Rates {
  const share = (label: string) => {
    const of = rows.filter((r) => r.pair.label === label);
    return of.filter((r) => keepScore(score(r)) >= 7).length / of.length;
  };
  return { leak: share('dealbreaker'), strong: share('strong'), weak: share('weak') };
}
export const fmtRates = (r: Rates) => `dealbreaker ≥7 ${pct(r.leak)} · strong ≥7 ${pct(r.strong)} · weak ≥7 ${pct(r.weak)}`;

/** A way to score pairs, fitted on training pairs only. */
type Fitted = { readonly score: (r: Row) => number; readonly label: string };
export type Method = (train: readonly Row[]) => Fitted;

export const fixedMethod = (signal: string, keepCap: boolean): Method => (train) => {
  const b = fitBlend(train, signal, keepCap);
  return { score: (r) => blendScore(r, signal, b), label: `w=${b.w}` };
};

/** Chooses the signal, the dealbreaker handling and w together, by AUC on the training pairs. */
export const nestedMethod = (signals: readonly string[]): Method => (train) => {
  let best: Fitted = { score: (r) => r.raw, label: 'raw' };
  let bestAuc = aucOf(train, best.score);
  for (const keepCap of [false, true]) {
    for (const signal of signals) {
      const b = fitBlend(train, signal, keepCap);
      const score = (r: Row) => blendScore(r, signal, b);
      const a = aucOf(train, score);
      if (a > bestAuc + 1e-12) {
        bestAuc = a;
        best = { score, label: `${signal.split(':')[0]}${keepCap ? ' (cap kept)' : ''} w=${b.w}` };
      }
    }
  }
  return best;
};
