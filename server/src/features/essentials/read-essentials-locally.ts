import type { DaterTexts } from '@kindred/contract';
import { readEssentialsByRules, type ReadEssentials } from './local-essentials.js';
import type { NeedVerifierModel } from './need-verifier.js';
import weights from './need-verifier-weights.json' with { type: 'json' };
import { verifyNeeds } from './verified-needs.js';

const NEED_VERIFIER = weights as NeedVerifierModel;

/**
 * The local essentials reader: the rules read each sentence's scope and topic
 * (local-essentials.ts), and the trained verifier reads each need they propose a second time
 * (decision 067), so a must is kept only where both find it.
 */
export function readEssentialsLocally(texts: DaterTexts): ReadEssentials {
  return verifyNeeds(texts, readEssentialsByRules(texts), NEED_VERIFIER);
}
