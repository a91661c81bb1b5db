import { analyzeDater, scoreAnalyzed, type DaterAnalysis } from '../../server/src/features/matching/local-scorer/index.js';
import type { Corpus } from './corpus.js';

/** Pairs per second through the fast path (precomputed daters), and daters analysed per second. */
export function measureThroughput(corpus: Corpus, rounds = 200): { pairsPerSecond: number; analysesPerSecond: number } {
  const daters = [...corpus.daters.values()];
  let t0 = performance.now();
  let analyzed: DaterAnalysis[] = [];
  for (let r = 0; r < 5; r++) analyzed = daters.map((d) => analyzeDater(d.about, d.seek));
  const analysesPerSecond = (5 * daters.length) / ((performance.now() - t0) / 1000);
  let pairs = 0;
  t0 = performance.now();
  for (let r = 0; r < rounds; r++) {
    for (let i = 0; i < analyzed.length; i++) {
      const x = analyzed[i];
      const y = analyzed[(i * 7 + r) % analyzed.length];
      if (x && y) scoreAnalyzed(x, y);
      pairs += 1;
    }
  }
  return { pairsPerSecond: pairs / ((performance.now() - t0) / 1000), analysesPerSecond };
}
