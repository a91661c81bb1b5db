import type { DaterAnalysis, SideProfile } from './analyze.js';
import { CONCEPTS } from './concepts.js';

/**
 * Fixed width of the concept vectors, as stored in pgvector (vector(128)). Slot 0 is a small
 * constant so no vector is ever all zeros (cosine distance is undefined there); slot 1 + i holds
 * concept i's signed stance. The lexicon has room to grow up to 127 concepts before this changes.
 */
export const CONCEPT_VECTOR_DIM = 128;

/** Bump whenever the lexicon's order or the encoding changes: stored vectors must be recomputed. */
export const CONCEPT_VECTOR_VERSION = 3;

const BIAS = 0.1;
const HARD_WEIGHT = 1.5;

if (CONCEPTS.length + 1 > CONCEPT_VECTOR_DIM) throw new Error(`CONCEPT_VECTOR_DIM ${CONCEPT_VECTOR_DIM} is too small for ${CONCEPTS.length} concepts`);

/**
 * One side as a unit vector: each concept's slot is stance × strength × weight, so the inner
 * product of a "seek" vector with an "about" vector rewards agreement and goes negative on a
 * conflict ("no smokers" against "I smoke"), just as the scorer does.
 */
export function conceptVector(side: SideProfile, emphasiseHard = false): number[] {
  const v = new Array<number>(CONCEPT_VECTOR_DIM).fill(0);
  v[0] = BIAS;
  for (const e of side.entries) {
    const weight = CONCEPTS[e.index]?.weight ?? 1;
    v[e.index + 1] = e.stance * e.strength * weight * (emphasiseHard && e.hard ? HARD_WEIGHT : 1);
  }
  const norm = Math.sqrt(v.reduce((sum, x) => sum + x * x, 0));
  return v.map((x) => x / norm);
}

/** "Who I am" and "who I seek", ready for retrieval by cosine or inner product. */
export function daterVectors(analysis: DaterAnalysis): { about: number[]; seek: number[] } {
  return { about: conceptVector(analysis.about), seek: conceptVector(analysis.seek, true) };
}

/** Cosine of two unit vectors: the retrieval stage's notion of fit, for tests and tools. */
export function cosine(a: readonly number[], b: readonly number[]): number {
  let dot = 0;
  for (let i = 0; i < Math.min(a.length, b.length); i++) dot += (a[i] ?? 0) * (b[i] ?? 0);
  return dot;
}
