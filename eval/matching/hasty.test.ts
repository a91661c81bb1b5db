import { describe, expect, it } from 'vitest';
import { loadCorpus } from './corpus.js';
import { gateByMusts, hastyConfirm, mustsAllow } from './hasty.js';
import type { ReadEssentials, ScoredPair } from './metrics.js';
import { evaluateHasty, evaluateSplit } from './score-corpus.js';

const noSmokers: ReadEssentials = { smoking: { self: 'no', need: { values: ['no'], strength: 'must' } }, children: { self: 'want' } };
const smoker: ReadEssentials = { smoking: { self: 'yes' } };

describe('the hasty pass', () => {
  it('confirms every value as read and leaves every proposed must a nice-to-have', () => {
    expect(hastyConfirm(noSmokers)).toEqual({ smoking: { self: 'no', need: { values: ['no'], strength: 'nice' } }, children: { self: 'want' } });
  });

  it('lets a confirmed must shut a pair out both ways, and a nice-to-have never', () => {
    expect(mustsAllow(noSmokers, smoker)).toBe(false);
    expect(mustsAllow(smoker, noSmokers)).toBe(false);
    expect(mustsAllow(hastyConfirm(noSmokers), smoker)).toBe(true);
    expect(mustsAllow(noSmokers, {})).toBe(true);
    const pair = { pair: { id: 'p', split: 'dev', a: 'a', b: 'b', label: 'dealbreaker', kinds: [], why: '' }, score: 8, raw: 8, themes: [], dealbreaker: null } satisfies ScoredPair;
    expect(gateByMusts([pair], (id) => (id === 'a' ? noSmokers : smoker))[0]).toMatchObject({ score: 0, dealbreaker: 'a confirmed must' });
  });

  it('on the dev half, stores no must, so its pairs match exactly as the scorer alone scores them', () => {
    const corpus = loadCorpus();
    const report = evaluateHasty(corpus, 'dev');
    expect(report.hasty.essentials.proposedMusts).toBe(0);
    expect(report.hasty.pairs).toEqual(evaluateSplit(corpus, 'dev').pairs);
    // Scoring the half twice takes seconds on a busy machine.
  }, 60_000);
});
