import { describe, expect, it } from 'vitest';
import weights from '../../server/src/features/essentials/need-verifier-weights.json' with { type: 'json' };
import type { NeedVerifierModel } from '../../server/src/features/essentials/need-verifier.js';
import { crossValidate, trainOnCorpus } from './train-need-verifier.js';

const committed = weights as NeedVerifierModel;

describe('the need verifier, trained on the labelled corpus', () => {
  it('the committed weights are what the training script makes from the corpus', () => {
    const trained = trainOnCorpus();
    expect(Object.keys(trained.weights).sort()).toEqual(Object.keys(committed.weights).sort());
    const drift = Object.entries(trained.weights).flatMap(([feature, w]) => w.map((v, c) => Math.abs(v - (committed.weights[feature]?.[c] ?? 0))));
    expect(Math.max(...drift, ...trained.bias.map((b, c) => Math.abs(b - (committed.bias[c] ?? 0))))).toBeLessThanOrEqual(0.002);
    // Training takes a few seconds, more on a busy machine.
  }, 60_000);

  it('raises must precision on every writer it never learned from, and keeps the partner side', () => {
    const cv = crossValidate();
    const precision = (s: { mustsRight: number; musts: number }) => s.mustsRight / s.musts;
    // Measured at 71.3% for the rules and 77.8% with the verifier (docs/decisions/067).
    expect(precision(cv.verified)).toBeGreaterThanOrEqual(precision(cv.rules) + 0.04);
    expect(cv.verified.needRight).toBeGreaterThanOrEqual(cv.rules.needRight);
    for (const writer of cv.writers) expect(precision(writer.verified), writer.batches.join('+')).toBeGreaterThanOrEqual(precision(writer.rules));
  }, 60_000);
});
