import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { MATCH_THRESHOLD } from '../../server/src/features/matching/local-scorer/index.js';
import { PAIR_SIGNALS, pairScore, type PairModel, type PairSignals } from '../../server/src/features/matching/pair-model.js';
import { loadCorpus, type CorpusPair } from './corpus.js';
import { auc } from './metrics.js';
import { pairSignalsOf } from './score-corpus.js';

/**
 * Fits the pair model (server/src/features/matching/pair-model.ts, decision 070) on the corpus's
 * dev half, and first measures it by leaving one batch out at a time: each batch is a different
 * writer, scored by a model fitted on the other batches only, so the figure is what the model
 * does for people it never learned from. The frozen test half is never read here.
 *
 *   node --import tsx eval/matching/fit-pair-model.ts           # cross-validation only
 *   node --import tsx eval/matching/fit-pair-model.ts --write   # then fit on all of dev, write the weights
 */
const SETTINGS = { iterations: 2000, rate: 0.5, l2: 1 };
/**
 * Where the match threshold sits: a pair on which the essentials say nothing (no value known on
 * both sides, no need met) reaches 7 exactly when its text score alone does, as before the pair
 * model. What the essentials say then moves a pair across the threshold, one way or the other
 * (decision 070, "The threshold").
 */
export const TEXT_AT_THRESHOLD = MATCH_THRESHOLD - 0.5;
const WEIGHTS_FILE = new URL('../../server/src/features/matching/pair-model-weights.json', import.meta.url);

export interface Example {
  readonly pair: CorpusPair;
  readonly signals: PairSignals;
}

const batchOf = (pair: CorpusPair) => Number(/^b(\d+)-/.exec(pair.id)?.[1] ?? -1);
const isStrong = (e: Example) => e.pair.label === 'strong';

/** Logistic regression, strong against the rest, by full-batch gradient descent: the same pairs give the same weights. */
export function fitPairModel(examples: readonly Example[]): PairModel {
  const n = examples.length;
  const column = (name: keyof PairSignals) => examples.map((e) => e.signals[name]);
  const mean = PAIR_SIGNALS.map((name) => column(name).reduce((s, x) => s + x, 0) / n);
  const sd = PAIR_SIGNALS.map((name, j) => Math.sqrt(column(name).reduce((s, x) => s + (x - (mean[j] ?? 0)) ** 2, 0) / n) || 1);
  const z = examples.map((e) => PAIR_SIGNALS.map((name, j) => (e.signals[name] - (mean[j] ?? 0)) / (sd[j] ?? 1)));
  let bias = 0;
  const w = PAIR_SIGNALS.map(() => 0);
  for (let it = 0; it < SETTINGS.iterations; it += 1) {
    let gBias = 0;
    const g = w.map(() => 0);
    z.forEach((row, i) => {
      const p = 1 / (1 + Math.exp(-(bias + row.reduce((s, x, j) => s + x * (w[j] ?? 0), 0))));
      const err = p - (isStrong(examples[i] as Example) ? 1 : 0);
      gBias += err;
      row.forEach((x, j) => (g[j] = (g[j] ?? 0) + err * x));
    });
    bias -= (SETTINGS.rate * gBias) / n;
    for (let j = 0; j < w.length; j += 1) w[j] = (w[j] ?? 0) - (SETTINGS.rate * ((g[j] ?? 0) + SETTINGS.l2 * (w[j] ?? 0))) / n;
  }
  // Back to the signals' own units, so the server multiplies plain numbers. The fitted intercept
  // only served the fit: the threshold is placed by calibrate.
  return calibrate(Object.fromEntries(PAIR_SIGNALS.map((name, j) => [name, (w[j] ?? 0) / (sd[j] ?? 1)])) as PairModel['weights']);
}

/** Sets the bias at TEXT_AT_THRESHOLD. The weights are rounded first, as the server reads them. */
function calibrate(fitted: PairModel['weights']): PairModel {
  const weights = Object.fromEntries(PAIR_SIGNALS.map((name) => [name, round(fitted[name])])) as PairModel['weights'];
  // A rounded score reaches the threshold from half a point below it.
  const atThreshold = (MATCH_THRESHOLD - 0.5) / 10;
  return { bias: round(Math.log(atThreshold / (1 - atThreshold)) - weights.text * TEXT_AT_THRESHOLD), weights };
}

const round = (x: number) => Math.round(x * 1e4) / 1e4;

interface Outcome {
  readonly label: CorpusPair['label'];
  readonly text: number;
  readonly model: number;
  readonly matched: boolean;
  readonly textMatched: boolean;
}

function share(outcomes: readonly Outcome[], label: CorpusPair['label'], key: 'matched' | 'textMatched'): string {
  const of = outcomes.filter((o) => o.label === label);
  return `${((100 * of.filter((o) => o[key]).length) / of.length).toFixed(1)}%`;
}

function aucOf(outcomes: readonly Outcome[], key: 'text' | 'model'): number {
  return auc(outcomes.filter((o) => o.label === 'strong').map((o) => o[key]), outcomes.filter((o) => o.label !== 'strong').map((o) => o[key]));
}

function main(): void {
  const corpus = loadCorpus();
  const examples: Example[] = pairSignalsOf(corpus, corpus.pairs.filter((p) => p.split === 'dev')).map(({ pair, signals }) => ({ pair, signals }));
  const batches = [...new Set(examples.map((e) => batchOf(e.pair)))].sort((a, b) => a - b);
  const pooled: Outcome[] = [];
  const lines: string[] = [];
  for (const batch of batches) {
    const held = examples.filter((e) => batchOf(e.pair) === batch);
    const model = fitPairModel(examples.filter((e) => batchOf(e.pair) !== batch));
    const outcomes = held.map((e): Outcome => {
      // Scored as the server scores: the same function, the same rounding at the threshold.
      const { score, raw } = pairScore(e.signals, model);
      return { label: e.pair.label, text: e.signals.text, model: raw, matched: score >= MATCH_THRESHOLD, textMatched: Math.round(e.signals.text) >= MATCH_THRESHOLD };
    });
    pooled.push(...outcomes);
    lines.push(`batch ${batch}: AUC ${aucOf(outcomes, 'text').toFixed(3)} → ${aucOf(outcomes, 'model').toFixed(3)}`);
  }
  const out = process.stdout;
  out.write(`${examples.length} dev pairs; each batch scored by a model fitted on the others\n${lines.join('\n')}\n`);
  for (const [name, auc_, key] of [['text score alone', aucOf(pooled, 'text'), 'textMatched'], ['pair model', aucOf(pooled, 'model'), 'matched']] as const) {
    out.write(`${name}: AUC ${auc_.toFixed(3)} · leak ${share(pooled, 'dealbreaker', key)} · strong recall ${share(pooled, 'strong', key)} · weak ≥7 ${share(pooled, 'weak', key)}\n`);
  }
  if (!process.argv.includes('--write')) return;
  const model = fitPairModel(examples);
  writeFileSync(WEIGHTS_FILE, `${JSON.stringify(model)}\n`);
  out.write(`wrote ${fileURLToPath(WEIGHTS_FILE)}: ${JSON.stringify(model)}\n`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
