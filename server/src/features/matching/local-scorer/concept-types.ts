/** +1: likes, has, wants, is. -1: rejects, does not have, does not want, is not. */
export type Stance = 1 | -1;

export type ConceptCategory =
  | 'values'
  | 'personality'
  | 'social'
  | 'faith'
  | 'children'
  | 'smoking'
  | 'drinking'
  | 'drugs'
  | 'pets'
  | 'diet'
  | 'relocation'
  | 'relationship'
  | 'activity'
  | 'interest'
  | 'family'
  | 'career'
  | 'politics'
  | 'lifestyle';

/**
 * Mirroring: what a dater seeks in a concept usually matches what they are, and the reverse.
 * 'both' for shared-life concepts (faith, children, monogamy); 'negative' where only a refusal
 * carries over (a non-smoker mostly prefers non-smokers, a smoker needn't seek a smoker).
 */
export type Mirror = 'both' | 'negative';

export interface Concept {
  readonly id: string;
  /** Shown on the match card as "why you matched" when both share the +1 stance. */
  readonly theme: string;
  /** Shown when both share the -1 stance; without it a shared refusal is not a theme. */
  readonly negativeTheme?: string;
  readonly category: ConceptCategory;
  /** A disagreement is a real conflict of lives (smoking, children), not a difference in taste. */
  readonly polar: boolean;
  readonly mirror?: Mirror;
  /** Relative importance to a matchmaker; generic virtues everybody claims weigh less. */
  readonly weight: number;
  /** Mentions meaning stance +1 unless negated. One global regex over lowercased text. */
  readonly positive: RegExp;
  /** Mentions that themselves mean -1 ("non-smoker", "childfree"); negating them gives +1. */
  readonly negative?: RegExp;
  /** Stances a +1 here lends to broader or related concepts (hiking → outdoors, hunting → not vegan). */
  readonly implies: ReadonlyArray<readonly [string, Stance]>;
  /** Stances a -1 here lends ("sober" → not a heavy drinker). */
  readonly negativeImplies: ReadonlyArray<readonly [string, Stance]>;
  /** Mutually exclusive concepts: a +1 on one is a -1 on the others (homebody vs nights out). */
  readonly exclusive?: string;
}

export interface ConceptSpec {
  readonly theme: string;
  readonly negativeTheme?: string;
  readonly polar?: boolean;
  readonly mirror?: Mirror;
  readonly weight?: number;
  readonly pos: readonly string[];
  readonly neg?: readonly string[];
  readonly implies?: ReadonlyArray<string | readonly [string, Stance]>;
  readonly negImplies?: ReadonlyArray<readonly [string, Stance]>;
  readonly exclusive?: string;
}

/**
 * Alternatives become one whole-word regex, so each concept costs one scan per text. Hyphens
 * count as word breaks ("kind-hearted" names kindness); compounds that mean something else
 * ("non-smoker", "child-free") are listed as longer patterns, and the longest mention wins.
 */
function wordRegex(alternatives: readonly string[]): RegExp {
  // An alternation takes the first alternative that fits, not the longest, so longer patterns go
  // first: "meat-eaters" must not stop at "meat", nor "pet person" at "pet".
  const longestFirst = [...alternatives].sort((a, b) => b.length - a.length);
  return new RegExp(`\\b(?:${longestFirst.join('|')})\\b`, 'g');
}

/** Builds a concept from a compact spec; the lexicon files stay readable tables of words. */
export function concept(id: string, category: ConceptCategory, spec: ConceptSpec): Concept {
  return {
    id,
    theme: spec.theme,
    ...(spec.negativeTheme ? { negativeTheme: spec.negativeTheme } : {}),
    category,
    polar: spec.polar ?? false,
    ...(spec.mirror ? { mirror: spec.mirror } : {}),
    weight: spec.weight ?? 1,
    positive: wordRegex(spec.pos),
    ...(spec.neg?.length ? { negative: wordRegex(spec.neg) } : {}),
    implies: (spec.implies ?? []).map((i) => (typeof i === 'string' ? ([i, 1] as const) : i)),
    negativeImplies: spec.negImplies ?? [],
    ...(spec.exclusive ? { exclusive: spec.exclusive } : {}),
  };
}
