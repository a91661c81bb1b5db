/** Held-out figures for a way of scoring pairs: 2-fold cross-validation, a paired bootstrap, and leaks at equal recall. */
import { aucOf, fmtRates, isPos, keepScore, rates, type Method, type Rates, type Row } from './pair-blend.js';
import { f3, mean, pct, quantile, rng } from './statistics.js';

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

export function reportCv(rows: readonly Row[], method: Method): void {
  const cv = crossValidate(rows, method, 1);
  const held = (r: Row) => cv.heldOut.get(r) ?? r.raw;
  const [lo, hi] = bootstrapDelta(rows, held);
  const same = leakAtSameRecall(rows, held);
  const sameRaw = leakAtSameRecall(rows, (r) => r.raw);
  console.log(
    `   2-fold CV (seed 1; fitted: ${cv.labels.join(' / ')}): held-out AUC blend ${f3(cv.blendAuc)} vs raw ${f3(cv.rawAuc)} (Δ ${cv.blendAuc - cv.rawAuc >= 0 ? '+' : ''}${
      f3(cv.blendAuc - cv.rawAuc)
    }; pooled held-out scores Δ ${f3(aucOf(rows, held) - aucOf(rows, (r) => r.raw))}, paired bootstrap 95% ${f3(lo)} to ${f3(hi)})`,
  );
  console.log(`   held-out ≥7: ${fmtRates(cv.rates)}; at the raw score's strong share, dealbreaker ${pct(same.leak)} (raw ${pct(sameRaw.leak)}), weak ${pct(same.weak)} (raw ${pct(sameRaw.weak)})`);
  const reps = Array.from({ length: 100 }, (_, i) => crossValidate(rows, method, i + 1));
  const deltas = reps.map((c) => c.blendAuc - c.rawAuc);
  console.log(
    `   2-fold CV over 100 splits: mean held-out AUC blend ${f3(mean(reps.map((c) => c.blendAuc)))} vs raw ${f3(mean(reps.map((c) => c.rawAuc)))}; Δ mean ${f3(mean(deltas))}, 5th–95th pct ${
      f3(quantile(deltas, 0.05))
    } to ${f3(quantile(deltas, 0.95))}, better in ${deltas.filter((d) => d > 1e-9).length}/100, worse in ${deltas.filter((d) => d < -1e-9).length}/100; mean held-out dealbreaker ≥7 ${
      pct(mean(reps.map((c) => c.rates.leak)))
    }, strong ≥7 ${pct(mean(reps.map((c) => c.rates.strong)))}, weak ≥7 ${pct(mean(reps.map((c) => c.rates.weak)))}`,
  );
}
