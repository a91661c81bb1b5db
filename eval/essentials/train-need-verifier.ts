import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ESSENTIAL_KEYS, type DaterTexts } from '@kindred/contract';
import { readEssentialsByRules, type ReadEssentials } from '../../server/src/features/essentials/local-essentials.js';
import { NEED_CLASSES, needFeatures, type NeedClass, type NeedVerifierModel } from '../../server/src/features/essentials/need-verifier.js';
import { verifyNeeds } from '../../server/src/features/essentials/verified-needs.js';
import { corpusLine, loadCorpus, scoreCorpus, type CorpusBatch, type CorpusScore } from './corpus.js';
import type { SentenceCase } from './sentences.js';

/**
 * Trains the need verifier (server/src/features/essentials/need-verifier.ts) on the labelled
 * corpus, and measures it first by leaving one writer out at a time: each writer's two batches
 * are read by a model trained on the other five writers only, so the figure is what the verifier
 * does for words by someone it never learned from.
 *
 *   node --import tsx eval/essentials/train-need-verifier.ts          # cross-validation only
 *   node --import tsx eval/essentials/train-need-verifier.ts --write  # then train on all, write the weights
 */
interface Example {
  features: string[];
  label: number;
}

const SETTINGS = { epochs: 30, rate: 0.1, l2: 1e-4, minCount: 2 };
const WEIGHTS_FILE = new URL('../../server/src/features/essentials/need-verifier-weights.json', import.meta.url);

/**
 * What the label says of a need the rules proposed: the strength the label gives that essential's
 * need, or none when the label asks nothing of a partner there. The values are the rules' reading
 * and are not judged here: the verifier only weighs how firm the need is.
 */
function labelOf(want: string): NeedClass {
  return want === '-' ? 'none' : (want.split('/')[1] as NeedClass);
}

function examplesOf(cases: readonly SentenceCase[]): Example[] {
  const examples: Example[] = [];
  for (const c of cases) {
    const texts: DaterTexts = { aboutMe: c.about, hopeToMeet: c.seek };
    const read = readEssentialsByRules(texts);
    for (const key of ESSENTIAL_KEYS) {
      const need = read[key]?.need;
      if (!need) continue;
      examples.push({ features: needFeatures(key, need, texts), label: NEED_CLASSES.indexOf(labelOf(c.expect[`${key}.need`] ?? '-')) });
    }
  }
  return examples;
}

/** Multinomial logistic regression by stochastic gradient descent in a fixed order: the same corpus gives the same weights. */
function train(examples: readonly Example[]): NeedVerifierModel {
  const counts = new Map<string, number>();
  for (const e of examples) for (const f of e.features) counts.set(f, (counts.get(f) ?? 0) + 1);
  const classes = NEED_CLASSES.length;
  const weights: Record<string, number[]> = {};
  for (const [feature, count] of counts) if (count >= SETTINGS.minCount) weights[feature] = new Array<number>(classes).fill(0);
  const bias = new Array<number>(classes).fill(0);
  for (let epoch = 0; epoch < SETTINGS.epochs; epoch += 1) {
    const rate = SETTINGS.rate / (1 + epoch * 0.2);
    for (const e of examples) {
      const known = e.features.filter((f) => weights[f]);
      const scores = bias.map((b, c) => b + known.reduce((sum, f) => sum + (weights[f]?.[c] ?? 0), 0));
      const top = Math.max(...scores);
      const exps = scores.map((s) => Math.exp(s - top));
      const total = exps.reduce((a, b) => a + b, 0);
      for (let c = 0; c < classes; c += 1) {
        const gradient = (exps[c] ?? 0) / total - (c === e.label ? 1 : 0);
        bias[c] = (bias[c] ?? 0) - rate * gradient;
        for (const f of known) {
          const w = weights[f] as number[];
          w[c] = (w[c] ?? 0) - rate * (gradient + SETTINGS.l2 * (w[c] ?? 0));
        }
      }
    }
  }
  return { bias, weights };
}

/** Small and stable on disk: weights rounded to 3 places, features that weigh nothing left out. */
function compact(model: NeedVerifierModel): NeedVerifierModel {
  const round = (v: number) => Math.round(v * 1000) / 1000;
  const weights: Record<string, number[]> = {};
  for (const feature of Object.keys(model.weights).sort()) {
    const w = (model.weights[feature] ?? []).map(round);
    if (w.some((v) => Math.abs(v) >= 0.01)) weights[feature] = w;
  }
  return { bias: model.bias.map(round), weights };
}

const withVerifier = (model: NeedVerifierModel) => (texts: DaterTexts): ReadEssentials => verifyNeeds(texts, readEssentialsByRules(texts), model);

function add(total: CorpusScore | undefined, s: CorpusScore): CorpusScore {
  if (!total) return s;
  const sum = { ...total };
  for (const key of Object.keys(s) as (keyof CorpusScore)[]) {
    if (key === 'misses') sum.misses = [...total.misses, ...s.misses];
    else sum[key] = total[key] + s[key];
  }
  return sum;
}

/** Writers wrote two batches each, in order: 01–02, 03–04, and so on. */
function writers(batches: readonly CorpusBatch[]): CorpusBatch[][] {
  const groups: CorpusBatch[][] = [];
  for (let i = 0; i < batches.length; i += 2) groups.push(batches.slice(i, i + 2));
  return groups;
}

export interface CrossValidation {
  /** Per writer: the rules alone and the rules with a verifier trained without that writer. */
  writers: { batches: string[]; rules: CorpusScore; verified: CorpusScore }[];
  rules: CorpusScore;
  verified: CorpusScore;
}

/** Leaves one writer out at a time: their batches are read by a verifier trained on the others. */
export function crossValidate(batches: readonly CorpusBatch[] = loadCorpus()): CrossValidation {
  const result: CrossValidation['writers'] = [];
  for (const held of writers(batches)) {
    const heldNames = new Set(held.map((b) => b.name));
    const model = train(examplesOf(batches.filter((b) => !heldNames.has(b.name)).flatMap((b) => b.cases)));
    const cases = held.flatMap((b) => b.cases);
    result.push({ batches: [...heldNames], rules: scoreCorpus(cases, readEssentialsByRules), verified: scoreCorpus(cases, withVerifier(model)) });
  }
  const sum = (pick: (w: CrossValidation['writers'][number]) => CorpusScore) => result.map(pick).reduce<CorpusScore | undefined>(add, undefined) as CorpusScore;
  return { writers: result, rules: sum((w) => w.rules), verified: sum((w) => w.verified) };
}

/** The verifier as committed: trained on every batch, rounded. */
export function trainOnCorpus(batches: readonly CorpusBatch[] = loadCorpus()): NeedVerifierModel {
  return compact(train(examplesOf(batches.flatMap((b) => b.cases))));
}

function main(): void {
  const cv = crossValidate();
  for (const w of cv.writers) process.stdout.write(`writer of ${w.batches.join('+')}\n  ${corpusLine('rules', w.rules)}\n  ${corpusLine('rules + verifier', w.verified)}\n`);
  process.stdout.write(`\nleave one writer out, all six:\n  ${corpusLine('rules', cv.rules)}\n  ${corpusLine('rules + verifier', cv.verified)}\n`);
  if (process.argv.includes('--write')) {
    const model = trainOnCorpus();
    writeFileSync(WEIGHTS_FILE, `${JSON.stringify(model)}\n`);
    process.stdout.write(`\nwrote ${fileURLToPath(WEIGHTS_FILE)}: ${Object.keys(model.weights).length} features\n`);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
