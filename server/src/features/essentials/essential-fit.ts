import { ESSENTIAL_FIT_BONUS, EXTRACTED_CONFLICT_PENALTY, sharedEssentialLine, type EssentialKey, type EssentialSource, type EssentialStrength } from '@kindred/contract';

/** One essential of one dater as matching reads it. */
export interface EssentialSides {
  key: EssentialKey;
  self: string | null;
  selfSource: EssentialSource | null;
  need: readonly string[];
  strength: EssentialStrength;
  /** Whether the dater has seen and confirmed the partner side: only then does an unmet need weigh on a pair. */
  needSource: EssentialSource | null;
}

/** How far a nice-to-have that the other dater does not fit moves them down. */
const NICE_MISS_PENALTY = 0.5;
const MAX_ESSENTIAL_REASONS = 2;

export interface EssentialFit {
  /** Added to the candidate's rank, never to the compatibility score. */
  bonus: number;
  /** "You both …" lines for "why you matched": the only way one dater learns another's essential. */
  reasons: string[];
}

/** Values on the same side of the line: two smokers are both smokers, however often they light up. */
const KIN: Partial<Record<EssentialKey, ReadonlyArray<readonly string[]>>> = {
  smoking: [['sometimes', 'yes']],
  drinking: [['socially', 'often']],
};

export function sameSide(key: EssentialKey, a: string, b: string): boolean {
  return a === b || (KIN[key] ?? []).some((group) => group.includes(a) && group.includes(b));
}

/** Essentials where people seek what they are: someone who asks for a Muslim partner is most likely Muslim. */
const SEEK_WHAT_THEY_ARE: ReadonlySet<EssentialKey> = new Set(['faith', 'intent']);

/**
 * A breach that is more likely a misreading of a stance the two share. `wanting` needs something
 * their own life contradicts while `other` lives as they do (two smokers, one read as needing a
 * non-smoker), or `other` asks for exactly what `wanting` asks for while their own value was read
 * otherwise (two who each ask for a Muslim partner). Either way the two agree, and nothing is
 * held against them.
 */
function sharedStance(key: EssentialKey, wanting: EssentialSides, other: EssentialSides): boolean {
  if (!other.self) return false;
  if (wanting.self && !wanting.need.includes(wanting.self) && sameSide(key, wanting.self, other.self)) return true;
  return SEEK_WHAT_THEY_ARE.has(key) && other.need.length > 0 && other.need.every((v) => wanting.need.includes(v)) && wanting.need.every((v) => other.need.includes(v));
}

/** One direction: what `wanting` needs against what `other` is. A confirmed breach never gets here: SQL filtered it. */
function needAgainst(wanting: EssentialSides, other: EssentialSides | undefined): number {
  if (wanting.need.length === 0 || !other?.self) return 0;
  if (wanting.need.includes(other.self)) return wanting.strength === 'nice' ? ESSENTIAL_FIT_BONUS : 0;
  if (sharedStance(wanting.key, wanting, other)) return 0;
  // A must against a value read from their words, not confirmed: a misread costs rank, not the match.
  return wanting.strength === 'must' ? -EXTRACTED_CONFLICT_PENALTY : -NICE_MISS_PENALTY;
}

/**
 * The essentials in the local rerank, both ways: a nice-to-have that fits moves a candidate up,
 * one that does not moves them down a little, and a must that their unconfirmed value breaks
 * moves them down strongly, unless the two share the stance the need was read against. A value
 * both daters share is a reason. Unknown values do nothing.
 */
export function essentialFit(mine: readonly EssentialSides[], theirs: readonly EssentialSides[]): EssentialFit {
  const their = new Map(theirs.map((e) => [e.key, e]));
  let bonus = 0;
  const reasons: string[] = [];
  for (const own of mine) {
    const other = their.get(own.key);
    bonus += needAgainst(own, other);
    if (other) bonus += needAgainst(other, own);
    if (own.self && other?.self === own.self) {
      const line = sharedEssentialLine(own.key, own.self);
      if (line) {
        bonus += ESSENTIAL_FIT_BONUS;
        reasons.push(line);
      }
    }
  }
  // Their needs against essentials I have no row for yet are unknown on my side: nothing to do.
  return { bonus, reasons: reasons.slice(0, MAX_ESSENTIAL_REASONS) };
}
