import { essentialLabel, essentialOptions, type EssentialKey } from '../rules/essentials.js';

/**
 * The daters an option of an essential describes, as a plural a sentence can use ("smokers"),
 * for the consequence of a must. An essential or option missing here (one added later) falls back
 * to the option's own label, so a sentence is always there and always true.
 */
const PEOPLE: Partial<Record<EssentialKey, Record<string, string>>> = {
  intent: {
    long_term: 'people looking for something long-term',
    marriage: 'people hoping to marry',
    casual: 'people looking for something casual',
    not_sure: 'people still figuring it out',
  },
  children: {
    have: 'people who have children',
    want: 'people who want children',
    dont_want: "people who don't want children",
    open: 'people open to children',
  },
  smoking: { no: 'non-smokers', sometimes: 'people who smoke now and then', yes: 'smokers' },
  drinking: { no: "people who don't drink", socially: 'social drinkers', often: 'people who drink often' },
  faith: {
    none: "people who aren't religious",
    spiritual: 'spiritual people',
    christian: 'Christians',
    muslim: 'Muslims',
    jewish: 'Jewish people',
    hindu: 'Hindus',
    buddhist: 'Buddhists',
    sikh: 'Sikhs',
    other: 'people of another faith',
  },
  diet: {
    anything: 'people who eat anything',
    vegetarian: 'vegetarians',
    vegan: 'vegans',
    halal: 'people who keep halal',
    kosher: 'people who keep kosher',
  },
  pets: {
    has_pets: 'people with pets',
    likes_pets: 'pet lovers with no pets now',
    no_pets: 'people without pets',
    allergic: 'people allergic to pets',
  },
};

/** More groups left out than this, and the sentence names who is kept instead. */
const MOST_NAMED = 3;

export function essentialPeople(key: EssentialKey, value: string): string {
  return PEOPLE[key]?.[value] ?? `people whose answer is “${essentialLabel(key, value)}”`;
}

function orList(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;
}

/**
 * What a must does, in plain words: "You won't see smokers, and smokers won't see you." A must
 * filters both ways, so the sentence says both. `accepted` are the partner options the must
 * keeps; options outside the essential are ignored.
 */
export function mustConsequence(key: EssentialKey, accepted: readonly string[]): string {
  const options = essentialOptions(key);
  const kept = options.filter((option) => accepted.includes(option));
  // The options furthest from the kept ones come last in each list, and read best first:
  // "smokers or people who smoke now and then".
  const left = options.filter((option) => !accepted.includes(option)).reverse();
  if (kept.length === 0 || left.length === 0) return 'This must leaves nobody out.';
  if (left.length === 1) {
    const group = essentialPeople(key, left[0] as string);
    return `You won't see ${group}, and ${group} won't see you.`;
  }
  if (left.length <= MOST_NAMED) return `You won't see ${orList(left.map((option) => essentialPeople(key, option)))}, and they won't see you.`;
  const only = orList(kept.map((option) => essentialPeople(key, option)));
  return `You'll see only ${only}, and only ${only} will see you.`;
}

/** The essentials check and the profile's Essentials card. */
export const ESSENTIALS_TEXTS = {
  /** Beside a must the reader proposed: the dater's own tap makes it one. */
  keepMust: 'Keep this must',
  keepMustLabel: (label: string) => `Keep this must: ${label}`,
  proposedMust: 'Proposed as a must',
  /** Under a proposed must, while the switch is off. */
  mustLeftOpen: "Left off, this stays a nice-to-have: daters who fit score higher with you, and daters who don't score lower.",
  /** Under a proposed must the dater keeps. */
  mustKept: 'Kept: a dealbreaker both ways.',
  checkLead: 'Check the essentials before your first search. A must counts only when you keep it.',
  /** The confirm answered 409: what was shown changed on the server since. */
  changed: 'Your essentials changed while you were looking. Check them again.',
} as const;
