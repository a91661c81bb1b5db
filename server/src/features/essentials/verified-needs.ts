import type { DaterTexts, EssentialKey } from '@kindred/contract';
import type { ReadEssentials } from './local-essentials.js';
import { classProbabilities, NEED_CLASSES, needFeatures, type NeedVerifierModel } from './need-verifier.js';

const MUST = NEED_CLASSES.indexOf('must');
const NICE = NEED_CLASSES.indexOf('nice');
const NONE = NEED_CLASSES.indexOf('none');

/**
 * The rule reader's musts, each read a second time by the trained verifier: a must the verifier
 * finds likelier to be a nice-to-have than either a must or no need at all becomes a
 * nice-to-have (decision 067 says why it never drops one). It never adds or drops a
 * need, and never makes one firmer: what a need asks for stays the rules' reading, and a must
 * still comes only from the rules' explicit words, confirmed by the model.
 */
export function verifyNeeds(texts: DaterTexts, read: ReadEssentials, model: NeedVerifierModel): ReadEssentials {
  const verified: ReadEssentials = {};
  for (const [key, entry] of Object.entries(read) as [EssentialKey, NonNullable<ReadEssentials[EssentialKey]>][]) {
    const need = entry.need;
    if (need?.strength !== 'must') {
      verified[key] = entry;
      continue;
    }
    const p = classProbabilities(model, needFeatures(key, need, texts));
    verified[key] = (p[NICE] ?? 0) > Math.max(p[MUST] ?? 0, p[NONE] ?? 0) ? { ...entry, need: { ...need, strength: 'nice' } } : entry;
  }
  return verified;
}
