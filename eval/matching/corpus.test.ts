import { describe, expect, it } from 'vitest';
import { daterIdsOf, loadCorpus, splitHash, type Voice } from './corpus.js';

/**
 * The corpus's shape, and the frozen test half. The test half's fingerprint was recorded when it
 * was committed, before any further tuning (docs/matching/local-scorer-evaluation.md, "Protocol"); if this test fails,
 * the frozen half was edited: write a new test batch instead. The earlier test halves (batches 3
 * and 4, 455b8d35…; 5 and 6, a7c56cb4…; 7 and 8, 9dde4ba7…; 9 and 10, 88cd4f46…; 11 and 12,
 * 36838bbf…; 13 and 14, 209af0b3…; 15 and 16, 5c151760…; 17 and 18, 09534951…; 19 and 20,
 * 5c7f897b…; 21 and 22, c4df9053…; 23 and 24, 08bdb87b…) were each scored once and have since
 * joined the dev half; the twelfth is batches 25 and 26.
 */
const FROZEN_TEST_HASH = '174b64c493b077ee7b93aa19caa445608e4d719601d2c022aafe4534d8c8e023';

const corpus = loadCorpus();
const labelled = corpus.pairs.filter((p) => !p.id.startsWith('b0-'));
const VOICES: readonly Voice[] = ['terse', 'rambling', 'filler', 'slang', 'non-native', 'list', 'indirect', 'conditional', 'sarcasm', 'dealbreaker-in-about'];
const KINDS = ['no-shared-keywords', 'shared-topic-dealbreaker', 'same-word-opposite', 'same-religion', 'different-religion-same-words', 'past-habit', 'conditional', 'sarcasm', 'dealbreaker-in-about',
  'negation'];

describe('the labelled corpus', () => {
  it('has at least 400 written pairs over at least 150 distinct daters, each pair once', () => {
    expect(labelled.length).toBeGreaterThanOrEqual(400);
    expect(daterIdsOf(labelled).length).toBeGreaterThanOrEqual(150);
    expect(new Set(corpus.pairs.map((p) => p.id)).size).toBe(corpus.pairs.length);
    const joined = corpus.pairs.map((p) => [p.a, p.b].sort().join('+'));
    expect(new Set(joined).size).toBe(joined.length);
    for (const p of corpus.pairs) {
      expect(corpus.daters.has(p.a) && corpus.daters.has(p.b), p.id).toBe(true);
      expect(p.a).not.toBe(p.b);
    }
  });

  it('keeps the test half to daters the dev half never uses', () => {
    const dev = new Set(daterIdsOf(corpus.pairs.filter((p) => p.split === 'dev')));
    const test = daterIdsOf(corpus.pairs.filter((p) => p.split === 'test'));
    expect(test.length).toBeGreaterThanOrEqual(75);
    expect(test.filter((id) => dev.has(id))).toEqual([]);
  });

  it('writes in every voice and covers every hard kind of pair, in both halves', () => {
    for (const split of ['dev', 'test'] as const) {
      const pairs = labelled.filter((p) => p.split === split);
      const daters = daterIdsOf(pairs).map((id) => corpus.daters.get(id));
      for (const voice of VOICES) expect(daters.filter((d) => d?.voice.includes(voice)).length, `${split} ${voice}`).toBeGreaterThanOrEqual(4);
      for (const kind of KINDS) expect(pairs.filter((p) => p.kinds.includes(kind)).length, `${split} ${kind}`).toBeGreaterThanOrEqual(5);
      for (const label of ['strong', 'dealbreaker', 'weak'] as const) expect(pairs.filter((p) => p.label === label).length).toBeGreaterThanOrEqual(50);
    }
  });

  it('has a test half that nobody has edited since it was frozen', () => {
    expect(splitHash(corpus, 'test')).toBe(FROZEN_TEST_HASH);
  });
});
