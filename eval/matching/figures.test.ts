import { describe, expect, it } from 'vitest';
import { loadCorpus } from './corpus.js';
import { evaluateSplit } from './score-corpus.js';

/**
 * A floor under the dev half's figures, a little below what the analyser and the essentials
 * reader reach today (the dev half now holds batches 0 to 8, with the third test half's writers
 * in it: AUC 0.802, strong recall 53.3%, essentials 70.9% right) (docs/matching/local-scorer-evaluation.md, "Figures"), so a change that makes either read people
 * worse fails the suite. The frozen test half is not asserted here: it is scored once per test
 * batch, by hand, and its figures are in the docs.
 */
describe('the local analyser on the dev half', () => {
  const report = evaluateSplit(loadCorpus(), 'dev');

  it('ranks strong pairs above the rest and keeps dealbreakers out', () => {
    expect(report.pairs.auc).toBeGreaterThanOrEqual(0.78);
    expect(report.pairs.leakRate).toBeLessThanOrEqual(0.09);
    expect(report.pairs.strongRecall).toBeGreaterThanOrEqual(0.51);
  });

  it('reads the essentials right, and rarely invents a must', () => {
    expect(report.essentials.accuracy).toBeGreaterThanOrEqual(0.69);
    expect(report.essentials.falseMustRate).toBeLessThanOrEqual(0.03);
  });
});
