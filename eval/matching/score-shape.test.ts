import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyzeDater, MAX_THEMES, scoreAnalyzed } from '../../server/src/features/matching/local-scorer/index.js';
import { loadCorpus } from './corpus.js';

/** The scorer's shape over every dater of the corpus, paired at random. */
describe('score shape on the corpus', () => {
  const analyses = [...loadCorpus().daters.values()].map((d) => analyzeDater(d.about, d.seek));

  it('is an integer from 0 to 10, order-independent, with at most a few themes', () => {
    fc.assert(
      fc.property(fc.nat(analyses.length - 1), fc.nat(analyses.length - 1), (i, j) => {
        const x = analyses[i];
        const y = analyses[j];
        if (!x || !y) return;
        const r = scoreAnalyzed(x, y);
        expect(Number.isInteger(r.score)).toBe(true);
        expect(r.score).toBeGreaterThanOrEqual(0);
        expect(r.score).toBeLessThanOrEqual(10);
        expect(r.raw).toBeGreaterThanOrEqual(0);
        expect(r.raw).toBeLessThanOrEqual(10);
        expect(r.themes.length).toBeLessThanOrEqual(MAX_THEMES);
        expect(scoreAnalyzed(y, x).raw).toBeCloseTo(r.raw, 9);
      }),
    );
  });
});
