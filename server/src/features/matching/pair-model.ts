import { essentialAgreement, type EssentialAgreement } from '../essentials/essential-agreement.js';
import type { EssentialSides } from '../essentials/essential-fit.js';
import weights from './pair-model-weights.json' with { type: 'json' };

/**
 * The local compatibility score: the text scorer's reading of the two texts, weighed together
 * with what the two daters' essentials say of each other (decision 070). The weights are a
 * logistic regression fitted on the labelled corpus by eval/matching/fit-pair-model.ts and
 * committed, so the same pair always gets the same score.
 */
export interface PairSignals extends EssentialAgreement {
  /** The text scorer's unrounded score, 0 to 10. */
  text: number;
}

export type PairSignal = keyof PairSignals;
export const PAIR_SIGNALS: readonly PairSignal[] = ['text', 'needsMet', 'needsUnmet', 'sharedValues', 'clashes', 'comparable'];

export interface PairModel {
  /** Folds in the calibration: a pair whose sum is 0 scores 5 of 10, and MATCH_THRESHOLD sits where the fit script put it. */
  bias: number;
  weights: Record<PairSignal, number>;
}

export const PAIR_MODEL: PairModel = weights;

/** The compatibility score, 0 to 10, and its unrounded value for ranking. */
export function pairScore(signals: PairSignals, model: PairModel = PAIR_MODEL): { score: number; raw: number } {
  let sum = model.bias;
  for (const name of PAIR_SIGNALS) sum += model.weights[name] * signals[name];
  const raw = 10 / (1 + Math.exp(-sum));
  return { score: Math.round(raw), raw };
}

/** The signals of one pair: the text score, and the essentials both ways. */
export function pairSignals(textRaw: number, mine: readonly EssentialSides[], theirs: readonly EssentialSides[]): PairSignals {
  return { text: textRaw, ...essentialAgreement(mine, theirs) };
}
