import { ESSENTIAL_KEYS, RELIGIONS, type EssentialKey } from '@kindred/contract';
import { sameSide, type EssentialSides } from './essential-fit.js';

/**
 * What two daters' essentials say of each other, counted both ways: the evidence the pair model
 * weighs beside the texts (server/src/features/matching/pair-model.ts, decision 070).
 */
export interface EssentialAgreement {
  /**
   * Needs (must or nice-to-have) that the other's value meets. A need the other does not meet is
   * not counted: a nice-to-have only moves a candidate down the list and filters nobody out, as the
   * check screen promises, and a confirmed must has already filtered in SQL.
   */
  needsMet: number;
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

export function essentialAgreement(mine: readonly EssentialSides[], theirs: readonly EssentialSides[]): EssentialAgreement {
  const out: EssentialAgreement = { needsMet: 0, sharedValues: 0, clashes: 0, comparable: 0 };
  const own = new Map(mine.map((e) => [e.key, e]));
  const their = new Map(theirs.map((e) => [e.key, e]));
  for (const key of ESSENTIAL_KEYS) {
    const a = own.get(key);
    const b = their.get(key);
    out.needsMet += Number(meets(a, b)) + Number(meets(b, a));
    if (!a?.self || !b?.self) continue;
    out.comparable += 1;
    if (sameSide(key, a.self, b.self)) out.sharedValues += 1;
    else if (clash(key, a.self, b.self)) out.clashes += 1;
  }
  return out;
}
