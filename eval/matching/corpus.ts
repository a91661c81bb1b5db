import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { ESSENTIAL_KEYS, type EssentialKey, type EssentialStrength } from '@kindred/contract';

/**
 * The labelled matching corpus: invented daters in one file, labelled pairs of them in another.
 * It is evaluation data, not production code, so it lives outside server/src (docs/matching/local-scorer-evaluation.md,
 * "The labelled corpus").
 */

export type Voice =
  | 'terse'
  | 'rambling'
  | 'filler'
  | 'slang'
  | 'non-native'
  | 'list'
  | 'indirect'
  | 'conditional'
  | 'sarcasm'
  | 'dealbreaker-in-about';

/** The truth about one essential: what the dater is, and what they need in a partner. */
export interface EssentialLabel {
  readonly self?: string;
  readonly need?: { readonly values: readonly string[]; readonly strength: EssentialStrength };
}

/**
 * The first batch whose writers' brief listed the settling essential (where a dater will live).
 * Earlier batches never label it, so a settling read on their daters cannot be judged either way.
 */
export const FIRST_BATCH_WITH_SETTLING = 9;

/** The essentials a dater's labels can speak to: all of them, less settling before its brief had it. */
export function labelledKeysOf(dater: CorpusDater): readonly EssentialKey[] {
  return dater.batch >= FIRST_BATCH_WITH_SETTLING ? ESSENTIAL_KEYS : ESSENTIAL_KEYS.filter((key) => key !== 'settling');
}

export interface CorpusDater {
  readonly id: string;
  readonly batch: number;
  readonly name: string;
  readonly voice: readonly Voice[];
  readonly about: string;
  readonly seek: string;
  /** Absent for the first, unlabelled batch: those daters are left out of the essentials figures. */
  readonly essentials?: Partial<Record<EssentialKey, EssentialLabel>>;
}

/**
 * strong: a thoughtful matchmaker would introduce them; dealbreaker: one side states a
 * requirement the other breaks; weak: nothing broken, but little in common.
 */
export type PairLabel = 'strong' | 'dealbreaker' | 'weak';
export type Split = 'dev' | 'test';

export interface CorpusPair {
  readonly id: string;
  readonly split: Split;
  readonly a: string;
  readonly b: string;
  readonly label: PairLabel;
  readonly kinds: readonly string[];
  readonly why: string;
}

export interface Corpus {
  readonly daters: ReadonlyMap<string, CorpusDater>;
  readonly pairs: readonly CorpusPair[];
}

const read = <T>(name: string): T => JSON.parse(readFileSync(new URL(name, import.meta.url), 'utf8')) as T;

export function loadCorpus(): Corpus {
  const daters = read<CorpusDater[]>('./daters.json');
  const pairs = read<CorpusPair[]>('./pairs.json');
  return { daters: new Map(daters.map((d) => [d.id, d])), pairs };
}

/** The daters a set of pairs uses, in id order. */
export function daterIdsOf(pairs: readonly CorpusPair[]): string[] {
  return [...new Set(pairs.flatMap((p) => [p.a, p.b]))].sort();
}

/**
 * A fingerprint of one split: its pairs and every dater they use, as canonical JSON. The test
 * half's fingerprint is written in docs/matching/local-scorer-evaluation.md and pinned by a test, so any edit to the
 * frozen half shows.
 */
export function splitHash(corpus: Corpus, split: Split): string {
  const pairs = corpus.pairs.filter((p) => p.split === split).sort((x, y) => x.id.localeCompare(y.id));
  const daters = daterIdsOf(pairs).map((id) => corpus.daters.get(id));
  return createHash('sha256').update(JSON.stringify({ pairs, daters })).digest('hex');
}
