import { fileURLToPath } from 'node:url';
import { analyzeDater, type DaterAnalysis } from './analyze.js';
import { EVAL_SET, FRESH_IDS, type EvalPair } from './eval-set.js';
import { DEFAULT_PARAMS, MATCH_THRESHOLD, scoreAnalyzedWith, type ScorerParams } from './score.js';

export interface EvalMetrics {
  readonly pairs: number;
  readonly strong: number;
  readonly dealbreaker: number;
  readonly weak: number;
  /** P(a strong pair's raw score > a weak or dealbreaker pair's), ties counting half. */
  readonly auc: number;
  /** Share of dealbreaker pairs scored 7 or more. */
  readonly leakRate: number;
  /** Share of strong pairs scored 7 or more. */
  readonly strongRecall: number;
  /** Share of weak pairs scored 7 or more. */
  readonly weakFalsePositiveRate: number;
}

export interface ScoredPair {
  readonly pair: EvalPair;
  readonly score: number;
  readonly raw: number;
  readonly themes: readonly string[];
  readonly dealbreaker: string | null;
}

/** Mann–Whitney AUC of positives over negatives. */
export function auc(positives: readonly number[], negatives: readonly number[]): number {
  if (positives.length === 0 || negatives.length === 0) return Number.NaN;
  let wins = 0;
  for (const p of positives) for (const n of negatives) wins += p > n ? 1 : p === n ? 0.5 : 0;
  return wins / (positives.length * negatives.length);
}

const share = (xs: readonly ScoredPair[], pred: (s: ScoredPair) => boolean) => (xs.length ? xs.filter(pred).length / xs.length : Number.NaN);

export function scoreEvalPairs(pairs: readonly EvalPair[], params: ScorerParams = DEFAULT_PARAMS): ScoredPair[] {
  return pairs.map((pair) => {
    const r = scoreAnalyzedWith(analyzeDater(pair.a.about, pair.a.seek), analyzeDater(pair.b.about, pair.b.seek), params);
    return { pair, score: r.score, raw: r.raw, themes: r.themes, dealbreaker: r.dealbreaker };
  });
}

export function metrics(scored: readonly ScoredPair[]): EvalMetrics {
  const of = (label: string) => scored.filter((s) => s.pair.label === label);
  const strong = of('strong');
  const dealbreaker = of('dealbreaker');
  const weak = of('weak');
  const matched = (s: ScoredPair) => s.score >= MATCH_THRESHOLD;
  return {
    pairs: scored.length,
    strong: strong.length,
    dealbreaker: dealbreaker.length,
    weak: weak.length,
    auc: auc(strong.map((s) => s.raw), [...weak, ...dealbreaker].map((s) => s.raw)),
    leakRate: share(dealbreaker, matched),
    strongRecall: share(strong, matched),
    weakFalsePositiveRate: share(weak, matched),
  };
}

export function evaluateSplit(split: 'dev' | 'test', params: ScorerParams = DEFAULT_PARAMS): EvalMetrics {
  return metrics(scoreEvalPairs(EVAL_SET.filter((p) => p.split === split), params));
}

/** Pairs per second through the fast path (precomputed daters), and daters analysed per second. */
export function measureThroughput(rounds = 200): { pairsPerSecond: number; analysesPerSecond: number } {
  const sides = EVAL_SET.flatMap((p) => [p.a, p.b]);
  let t0 = performance.now();
  let analyzed: DaterAnalysis[] = [];
  for (let r = 0; r < 5; r++) analyzed = sides.map((s) => analyzeDater(s.about, s.seek));
  const analysesPerSecond = (5 * sides.length) / ((performance.now() - t0) / 1000);
  let pairs = 0;
  t0 = performance.now();
  for (let r = 0; r < rounds; r++) {
    for (let i = 0; i < analyzed.length; i++) {
      const x = analyzed[i];
      const y = analyzed[(i * 7 + r) % analyzed.length];
      if (x && y) scoreAnalyzedWith(x, y, DEFAULT_PARAMS);
      pairs += 1;
    }
  }
  return { pairsPerSecond: pairs / ((performance.now() - t0) / 1000), analysesPerSecond };
}

function format(name: string, m: EvalMetrics): string {
  const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
  return `${name}: ${m.pairs} pairs (${m.strong} strong, ${m.dealbreaker} dealbreaker, ${m.weak} weak) · AUC ${m.auc.toFixed(3)} · leak ${pct(m.leakRate)} · strong recall ${pct(m.strongRecall)} · weak ≥7 ${pct(m.weakFalsePositiveRate)}`;
}

/** The splits the script reports: tuning data, the whole held-out set, and its two batches. */
export const REPORTED_SPLITS: ReadonlyArray<readonly [string, (p: EvalPair) => boolean]> = [
  ['dev', (p) => p.split === 'dev'],
  ['test', (p) => p.split === 'test'],
  ['  test, first batch', (p) => p.split === 'test' && !FRESH_IDS.has(p.id)],
  ['  test, fresh batch', (p) => FRESH_IDS.has(p.id)],
];

function main(): void {
  const out = process.stdout;
  const verbose = process.argv.includes('--verbose');
  for (const [name, keep] of REPORTED_SPLITS) {
    const scored = scoreEvalPairs(EVAL_SET.filter(keep));
    out.write(`${format(name, metrics(scored))}\n`);
    if (verbose && name === 'dev') for (const s of scored) out.write(`  ${s.pair.id} ${s.pair.label.padEnd(11)} ${s.score} (${s.raw.toFixed(2)}) ${s.dealbreaker ? `[dealbreaker: ${s.dealbreaker}] ` : ''}${s.themes.join(', ')}\n`);
  }
  const t = measureThroughput();
  out.write(`speed: ${Math.round(t.pairsPerSecond).toLocaleString('en')} pairs/s scored from precomputed daters (${(1e6 / t.pairsPerSecond).toFixed(2)} µs each); ${Math.round(t.analysesPerSecond).toLocaleString('en')} daters analysed/s\n`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
