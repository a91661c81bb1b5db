import type { DaterTexts, EssentialKey } from '@kindred/contract';
import type { ReadNeed } from './local-essentials.js';

/**
 * A trained second reading of each partner-side need the rule reader proposes: from the words of
 * the sentence it came from, is it a must, a nice-to-have, or nothing the dater asked of a partner?
 * A small multinomial logistic regression over the sentence's words (with the words after a
 * negation marked), its pairs of words, the essential, and the strength the rules read. Trained by
 * `eval/essentials/train-need-verifier.ts` on the labelled corpus written by writers who never saw
 * the reader (decision 067); the weights are committed and deterministic.
 */
export const NEED_CLASSES = ['must', 'nice', 'none'] as const;
export type NeedClass = (typeof NEED_CLASSES)[number];

export interface NeedVerifierModel {
  /** One bias per class, in NEED_CLASSES order. */
  bias: number[];
  /** Feature → one weight per class; features a model never saw weigh nothing. */
  weights: Record<string, number[]>;
}

const NEGATORS = new Set([
  'no',
  'not',
  'never',
  'nobody',
  'none',
  'without',
  'cannot',
  'nor',
  'neither',
  'nothing',
  'dont',
  'wont',
  'cant',
  'isnt',
  'arent',
  'wasnt',
  'werent',
  'wouldnt',
  'couldnt',
  'shouldnt',
  'doesnt',
  'didnt',
  'havent',
  'hasnt',
  'aint',
]);
/** How many words after a negation read as negated. */
const NEGATION_REACH = 3;

function words(text: string): string[] {
  return (
    text
      .toLowerCase()
      .replace(/[’']/g, '')
      .match(/[a-z0-9]+/g) ?? []
  );
}

/** Whether the need was read from "About me" or from "Who I hope to meet". */
function homeOf(quote: string, texts: DaterTexts): 'about' | 'seek' {
  const probe = quote.replace(/…$/, '').slice(0, 60);
  return texts.hopeToMeet.includes(probe) && !texts.aboutMe.includes(probe) ? 'seek' : 'about';
}

/** The features of one proposed need: what the model weighs. */
export function needFeatures(key: EssentialKey, need: Pick<ReadNeed, 'strength' | 'quote'>, texts: DaterTexts): string[] {
  const home = homeOf(need.quote, texts);
  const features = ['bias', `k:${key}`, `s:${need.strength}`, `ks:${key}:${need.strength}`, `h:${home}`, `hs:${home}:${need.strength}`];
  const marked: string[] = [];
  let negatedFor = 0;
  for (const word of words(need.quote)) {
    if (NEGATORS.has(word)) {
      marked.push(word);
      negatedFor = NEGATION_REACH;
      continue;
    }
    marked.push(negatedFor > 0 ? `~${word}` : word);
    negatedFor = Math.max(0, negatedFor - 1);
  }
  for (const [index, word] of marked.entries()) {
    features.push(`w:${word}`);
    const next = marked[index + 1];
    if (next) features.push(`b:${word}_${next}`);
  }
  return [...new Set(features)];
}

/** The probability of each class, in NEED_CLASSES order. */
export function classProbabilities(model: NeedVerifierModel, features: readonly string[]): number[] {
  const scores = [...model.bias];
  for (const feature of features) {
    const weights = model.weights[feature];
    if (!weights) continue;
    for (let c = 0; c < scores.length; c += 1) scores[c] = (scores[c] ?? 0) + (weights[c] ?? 0);
  }
  const top = Math.max(...scores);
  const exps = scores.map((s) => Math.exp(s - top));
  const sum = exps.reduce((a, b) => a + b, 0);
  return exps.map((e) => e / sum);
}
