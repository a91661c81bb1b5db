import { ESSENTIAL_KEYS } from '@kindred/contract';
import type { ReadEssentials, ScoredPair } from './metrics.js';

/**
 * The essentials as a dater leaves them on the check screen, and what they do to a pair. A must
 * filters both ways against the other dater's confirmed value (docs/product.md, "Essentials");
 * a nice-to-have only moves a candidate on the list, so it never decides whether a pair matches.
 */

/**
 * A hasty dater's "Looks good": every value confirmed as it was read, and every proposed must left
 * a nice-to-have, since a must takes the dater's own tap (decision 048).
 */
export function hastyConfirm(read: ReadEssentials): ReadEssentials {
  const out: ReadEssentials = {};
  for (const key of ESSENTIAL_KEYS) {
    const found = read[key];
    if (!found) continue;
    out[key] = { ...found, ...(found.need ? { need: { ...found.need, strength: 'nice' as const } } : {}) };
  }
  return out;
}

/** Whether one dater's confirmed musts shut the other out. */
function mustShutsOut(wanting: ReadEssentials, other: ReadEssentials): boolean {
  return ESSENTIAL_KEYS.some((key) => {
    const need = wanting[key]?.need;
    const self = other[key]?.self;
    return need?.strength === 'must' && need.values.length > 0 && self !== undefined && !need.values.includes(self);
  });
}

/** Whether two daters, with essentials confirmed as given, can find each other at all. */
export function mustsAllow(a: ReadEssentials, b: ReadEssentials): boolean {
  return !mustShutsOut(a, b) && !mustShutsOut(b, a);
}

/**
 * The scored pairs as the search would treat them with these confirmed essentials: a pair the
 * musts shut out is never matched, and ranks below every pair that can be.
 */
export function gateByMusts(scored: readonly ScoredPair[], essentialsOf: (daterId: string) => ReadEssentials): ScoredPair[] {
  return scored.map((s) => mustsAllow(essentialsOf(s.pair.a), essentialsOf(s.pair.b)) ? s : { ...s, score: 0, raw: -1, dealbreaker: s.dealbreaker ?? 'a confirmed must' });
}
