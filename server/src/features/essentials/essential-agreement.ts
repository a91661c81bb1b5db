import { ESSENTIAL_KEYS, RELIGIONS, type EssentialKey } from '@kindred/contract';
import { sameSide, type EssentialSides } from './essential-fit.js';

/**
 * What two daters' essentials say of each other, counted both ways: the evidence the pair model
 * weighs beside the texts (server/src/features/matching/pair-model.ts, decision 070).
 */
export interface EssentialAgreement {
  /** Needs (must or nice-to-have) that the other's value meets. */
  needsMet: number;
  /**
   * Needs the dater confirmed that the other's confirmed value does not meet (decision 072). A
   * confirmed must has already filtered in SQL, so in practice these are nice-to-haves: they lower
   * the score, as the check screen says. A need the reader proposed that the dater has not yet
   * seen, or a value read from the other's words that they have not confirmed, costs nothing
   * (decision 048).
   */
  needsUnmet: number;
  /** Values both daters hold (two smokers are both smokers, however often they light up). */
  sharedValues: number;
  /** Values that pull two lives apart even when neither asked anything of a partner. */
  clashes: number;
  /** Essentials on which both daters' values are known: how much the three counts above could have said. */
  comparable: number;
}

/**
 * Pairs of values that rarely make one household, whatever either asked for: someone casual and
 * someone who wants to marry, a parent-to-be and someone child-free, a move abroad and a life
 * rooted where it is. Faith clashes between two different religions, and is handled apart.
 */
const CLASHING: Partial<Record<EssentialKey, ReadonlyArray<readonly [string, string]>>> = {
  intent: [['casual', 'long_term'], ['casual', 'marriage']],
  children: [['want', 'dont_want'], ['have', 'dont_want']],
  smoking: [['no', 'yes']],
  drinking: [['no', 'often']],
  diet: [['vegan', 'anything'], ['vegetarian', 'anything']],
  pets: [['allergic', 'has_pets']],
  settling: [['staying', 'abroad']],
};

function clash(key: EssentialKey, a: string, b: string): boolean {
  if (a === b) return false;
  if (key === 'faith') return RELIGIONS.has(a) && RELIGIONS.has(b);
  return (CLASHING[key] ?? []).some(([x, y]) => (x === a && y === b) || (x === b && y === a));
}

const meets = (wanting: EssentialSides | undefined, other: EssentialSides | undefined) => Boolean(wanting && other?.self && wanting.need.includes(other.self));
// As with a must's filter, only a confirmed need against a confirmed value: a misreading on either side costs nothing.
const misses = (wanting: EssentialSides | undefined, other: EssentialSides | undefined) =>
  Boolean(wanting?.needSource === 'confirmed' && wanting.need.length > 0 && other?.self && other.selfSource === 'confirmed' && !wanting.need.includes(other.self));

export function essentialAgreement(mine: readonly EssentialSides[], theirs: readonly EssentialSides[]): EssentialAgreement {
  const out: EssentialAgreement = { needsMet: 0, needsUnmet: 0, sharedValues: 0, clashes: 0, comparable: 0 };
  const own = new Map(mine.map((e) => [e.key, e]));
  const their = new Map(theirs.map((e) => [e.key, e]));
  for (const key of ESSENTIAL_KEYS) {
    const a = own.get(key);
    const b = their.get(key);
    out.needsMet += Number(meets(a, b)) + Number(meets(b, a));
    out.needsUnmet += Number(misses(a, b)) + Number(misses(b, a));
    if (!a?.self || !b?.self) continue;
    out.comparable += 1;
    if (sameSide(key, a.self, b.self)) out.sharedValues += 1;
    else if (clash(key, a.self, b.self)) out.clashes += 1;
  }
  return out;
}
