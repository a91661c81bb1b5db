import type { Concept } from './concept-types.js';
import { ACTIVITY_CONCEPTS } from './lexicon-activity.js';
import { CHARACTER_CONCEPTS } from './lexicon-character.js';
import { CULTURE_CONCEPTS } from './lexicon-culture.js';
import { LIFE_CONCEPTS } from './lexicon-life.js';
import { LIFESTYLE_CONCEPTS } from './lexicon-lifestyle.js';

export type { Concept, ConceptCategory, Mirror, Stance } from './concept-types.js';

/**
 * The whole concept lexicon. Its order fixes each concept's slot in the concept vectors, so new
 * concepts go at the end of a file's list only together with a CONCEPT_VECTOR_VERSION bump.
 */
export const CONCEPTS: readonly Concept[] = [
  ...LIFE_CONCEPTS,
  ...LIFESTYLE_CONCEPTS,
  ...ACTIVITY_CONCEPTS,
  ...CULTURE_CONCEPTS,
  ...CHARACTER_CONCEPTS,
];

export const CONCEPT_BY_ID: ReadonlyMap<string, Concept> = new Map(CONCEPTS.map((c) => [c.id, c]));

/** Each concept's position, used for vectors and for dense per-dater arrays. */
export const CONCEPT_INDEX: ReadonlyMap<string, number> = new Map(CONCEPTS.map((c, i) => [c.id, i]));

/** Concepts sharing an exclusive group: a +1 on one lends a -1 to each of the others. */
export const EXCLUSIVE_PEERS: ReadonlyMap<string, readonly string[]> = new Map(
  CONCEPTS.map((c) => [c.id, c.exclusive ? CONCEPTS.filter((o) => o.exclusive === c.exclusive && o.id !== c.id).map((o) => o.id) : []]),
);
