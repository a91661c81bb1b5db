/**
 * The local match scorer: the embedded default and the fallback when no language model is
 * configured or it fails. Pure, deterministic and fast. See docs/matching/local-scorer.md.
 */
export { analyzeDater, type DaterAnalysis, type SideProfile, type StanceEntry } from './analyze.js';
export { CONCEPT_VECTOR_DIM, CONCEPT_VECTOR_VERSION, conceptVector, cosine, daterVectors } from './concept-vector.js';
export { CONCEPTS, CONCEPT_BY_ID, type Concept, type ConceptCategory, type Stance } from './concepts.js';
export { MATCH_THRESHOLD, MAX_THEMES, scoreAnalyzed, scorePair, type DaterText, type MatchScore } from './score.js';
