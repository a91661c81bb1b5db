import { describe, expect, it } from 'vitest';
import { MATCH_THRESHOLD } from './local-scorer/index.js';
import { PAIR_MODEL, PAIR_SIGNALS, pairScore, pairSignals, type PairSignals } from './pair-model.js';

const signals = (spec: Partial<PairSignals>): PairSignals => ({ text: 8, needsMet: 0, needsUnmet: 0, sharedValues: 0, clashes: 0, comparable: 0, ...spec });

describe('the pair model', () => {
  it('has a weight for every signal, and the signs the fit is expected to find', () => {
    expect(Object.keys(PAIR_MODEL.weights).sort()).toEqual([...PAIR_SIGNALS].sort());
    expect(PAIR_MODEL.weights.text).toBeGreaterThan(0);
    expect(PAIR_MODEL.weights.needsMet).toBeGreaterThan(0);
    expect(PAIR_MODEL.weights.sharedValues).toBeGreaterThan(0);
    expect(PAIR_MODEL.weights.clashes).toBeLessThan(0);
    expect(PAIR_MODEL.weights.needsUnmet).toBeLessThan(0);
    // A value both hold counts for the pair, whatever the weight of merely knowing both values.
    expect(PAIR_MODEL.weights.sharedValues + PAIR_MODEL.weights.comparable).toBeGreaterThan(0);
    expect(PAIR_MODEL.weights.clashes + PAIR_MODEL.weights.comparable).toBeLessThan(0);
  });

  it('scores 0 to 10, rising with the texts and what the essentials share, falling with a clash', () => {
    const at = (spec: Partial<PairSignals>) => pairScore(signals(spec)).raw;
    expect(at({ text: 9 })).toBeGreaterThan(at({ text: 6 }));
    expect(at({ sharedValues: 2, comparable: 2 })).toBeGreaterThan(at({}));
    expect(at({ needsMet: 1 })).toBeGreaterThan(at({}));
    expect(at({ clashes: 1, comparable: 1 })).toBeLessThan(at({}));
    expect(at({ needsUnmet: 1 })).toBeLessThan(at({}));
    for (const spec of [{ text: 0, clashes: 8, comparable: 8 }, { text: 10, needsMet: 16, sharedValues: 8, comparable: 8 }]) {
      const { score, raw } = pairScore(signals(spec));
      expect(raw).toBeGreaterThanOrEqual(0);
      expect(raw).toBeLessThanOrEqual(10);
      expect(score).toBe(Math.round(raw));
    }
  });

  it('lets two people whose words fit well match, and keeps lives that clash below the threshold', () => {
    expect(pairScore(signals({ text: 9.5 })).score).toBeGreaterThanOrEqual(MATCH_THRESHOLD);
    expect(pairScore(signals({ text: 9.5, clashes: 1, comparable: 1 })).score).toBeLessThan(MATCH_THRESHOLD);
    expect(pairScore(signals({ text: 3 })).score).toBeLessThan(MATCH_THRESHOLD);
  });

  it('reads the signals from the text score and both daters’ essentials', () => {
    const mine = [{ key: 'faith' as const, self: 'sikh', selfSource: 'confirmed' as const, need: ['sikh'], strength: 'nice' as const, needSource: 'confirmed' as const }];
    const theirs = [{ key: 'faith' as const, self: 'sikh', selfSource: 'extracted' as const, need: [], strength: 'nice' as const, needSource: null }];
    expect(pairSignals(7.2, mine, theirs)).toEqual({ text: 7.2, needsMet: 1, needsUnmet: 0, sharedValues: 1, clashes: 0, comparable: 1 });
    const hindu = [{ key: 'faith' as const, self: 'hindu', selfSource: 'confirmed' as const, need: [], strength: 'nice' as const, needSource: null }];
    expect(pairSignals(7.2, mine, hindu)).toEqual({ text: 7.2, needsMet: 0, needsUnmet: 1, sharedValues: 0, clashes: 1, comparable: 1 });
  });
});
