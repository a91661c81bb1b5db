import { describe, expect, it } from 'vitest';
import { MATCH_THRESHOLD } from '../../server/src/features/matching/local-scorer/index.js';
import { PAIR_MODEL, pairScore } from '../../server/src/features/matching/pair-model.js';
import { loadCorpus } from './corpus.js';
import { fitPairModel, TEXT_AT_THRESHOLD, type Example } from './fit-pair-model.js';
import { pairSignalsOf } from './score-corpus.js';

/** The pair model's weights are the fit script's output on the dev half, so anyone can make them again. */
describe('fitting the pair model', () => {
  const corpus = loadCorpus();
  const examples: Example[] = pairSignalsOf(corpus, corpus.pairs.filter((p) => p.split === 'dev')).map(({ pair, signals }) => ({ pair, signals }));
  const fitted = fitPairModel(examples);

  it('gives the committed weights: run `node --import tsx eval/matching/fit-pair-model.ts --write` after changing a signal', () => {
    expect(fitted).toEqual(PAIR_MODEL);
  });

  it('matches a pair on which the essentials say nothing exactly when its text score alone would', () => {
    const nothingKnown = { needsMet: 0, needsUnmet: 0, sharedValues: 0, clashes: 0, comparable: 0 };
    for (let text = 0; text <= 10; text += 0.01) {
      if (Math.abs(text - TEXT_AT_THRESHOLD) < 0.005) continue;
      expect(pairScore({ text, ...nothingKnown }, fitted).score >= MATCH_THRESHOLD, text.toFixed(2)).toBe(Math.round(text) >= MATCH_THRESHOLD);
    }
  });

  it('ranks strong pairs above the rest on the pairs it learned from', () => {
    const strong = examples.filter((e) => e.pair.label === 'strong').map((e) => pairScore(e.signals, fitted).raw);
    const rest = examples.filter((e) => e.pair.label !== 'strong').map((e) => pairScore(e.signals, fitted).raw);
    const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
    expect(mean(strong)).toBeGreaterThan(mean(rest) + 1);
  });
});
