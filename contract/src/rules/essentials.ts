/**
 * Essentials: the facts of a life that decide a match more than taste does (decision 019). Each
 * has two sides: what I am, and what I need in a partner, either a must (a dealbreaker) or a
 * nice-to-have. Values are pre-filled from the dater's own words and confirmed by the dater.
 */
export const ESSENTIALS = {
  intent: {
    label: 'Relationship intent',
    options: {
      long_term: { label: 'Long-term relationship', both: 'You both want something long-term' },
      marriage: { label: 'Marriage', both: 'You both hope to marry' },
      casual: { label: 'Something casual', both: 'You both want something casual' },
      not_sure: { label: 'Still figuring it out', both: 'You are both still figuring it out' },
    },
  },
  children: {
    label: 'Children',
    options: {
      have: { label: 'Have children', both: 'You both have children' },
      want: { label: 'Want children', both: 'You both want children' },
      dont_want: { label: "Don't want children", both: 'Neither of you wants children' },
      open: { label: 'Open to children', both: 'You are both open to children' },
    },
  },
  smoking: {
    label: 'Smoking',
    options: {
      no: { label: "Don't smoke", both: 'Neither of you smokes' },
      sometimes: { label: 'Smoke sometimes', both: 'You both smoke now and then' },
      yes: { label: 'Smoke', both: 'You both smoke' },
    },
  },
  drinking: {
    label: 'Drinking',
    options: {
      no: { label: "Don't drink", both: 'Neither of you drinks' },
      socially: { label: 'Drink socially', both: 'You both drink socially' },
      often: { label: 'Drink often', both: 'You both enjoy a drink' },
    },
  },
  faith: {
    label: 'Faith',
    options: {
      none: { label: 'Not religious', both: 'Neither of you is religious' },
      spiritual: { label: 'Spiritual', both: 'You are both spiritual' },
      christian: { label: 'Christian', both: 'You are both Christian' },
      muslim: { label: 'Muslim', both: 'You are both Muslim' },
      jewish: { label: 'Jewish', both: 'You are both Jewish' },
      hindu: { label: 'Hindu', both: 'You are both Hindu' },
      buddhist: { label: 'Buddhist', both: 'You are both Buddhist' },
      sikh: { label: 'Sikh', both: 'You are both Sikh' },
      other: { label: 'Another faith', both: 'Faith matters to you both' },
    },
  },
  diet: {
    label: 'Diet',
    options: {
      anything: { label: 'Eat anything', both: 'You both eat anything' },
      vegetarian: { label: 'Vegetarian', both: 'You are both vegetarian' },
      vegan: { label: 'Vegan', both: 'You are both vegan' },
      halal: { label: 'Halal', both: 'You both keep halal' },
      kosher: { label: 'Kosher', both: 'You both keep kosher' },
    },
  },
  pets: {
    label: 'Pets and allergies',
    options: {
      has_pets: { label: 'Have pets', both: 'You both have pets' },
      likes_pets: { label: 'Love pets, none now', both: 'You both love animals' },
      no_pets: { label: 'No pets', both: 'Neither of you keeps pets' },
      allergic: { label: 'Allergic to pets', both: 'You both need a pet-free home' },
    },
  },
  settling: {
    label: 'Where you will live',
    options: {
      staying: { label: 'Staying where I am', both: 'You both plan to stay where you are' },
      open: { label: 'Open to moving', both: 'You are both open to moving' },
      abroad: { label: 'Moving abroad', both: 'You are both planning a move abroad' },
    },
  },
} as const;

export type EssentialKey = keyof typeof ESSENTIALS;
export const ESSENTIAL_KEYS = Object.keys(ESSENTIALS) as EssentialKey[];

/** The faith values that name one religion: not none, spiritual or another faith. Two of them never share a home's faith. */
export const RELIGIONS: ReadonlySet<string> = new Set(['christian', 'muslim', 'jewish', 'hindu', 'buddhist', 'sikh']);

export function essentialOptions(key: EssentialKey): string[] {
  return Object.keys(ESSENTIALS[key].options);
}

export function essentialLabel(key: EssentialKey, value: string): string {
  return (ESSENTIALS[key].options as Record<string, { label: string }>)[value]?.label ?? value;
}

/** "You both …" for a value two daters share: the only way the other dater's essential is told. */
export function sharedEssentialLine(key: EssentialKey, value: string): string | null {
  return (ESSENTIALS[key].options as Record<string, { both: string }>)[value]?.both ?? null;
}

/** Who said a value: read from the dater's words (and shown with them), or set by the dater. */
export type EssentialSource = 'extracted' | 'confirmed';
export type EssentialStrength = 'must' | 'nice';

/** How far a need that an extracted value breaks moves a candidate down (on the 0 to 10 rank). */
export const EXTRACTED_CONFLICT_PENALTY = 3;
/** How far a fitting nice-to-have or a shared value moves a candidate up. */
export const ESSENTIAL_FIT_BONUS = 0.5;

/** The essential a "why you matched" line speaks of, so "That's not me" can open it; null for other reasons. */
export function essentialOfLine(line: string): EssentialKey | null {
  for (const key of ESSENTIAL_KEYS) {
    for (const option of Object.values(ESSENTIALS[key].options) as Array<{ both: string }>) if (option.both === line) return key;
  }
  return null;
}
