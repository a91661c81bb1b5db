import type { Kysely } from 'kysely';
import type { EssentialKey } from '@kindred/contract';
import type { DB } from '../../src/db/schema.js';

export interface EssentialSpec {
  self?: string | null;
  selfSource?: 'extracted' | 'confirmed';
  need?: string[];
  strength?: 'must' | 'nice';
  needSource?: 'extracted' | 'confirmed';
  /** The words an extracted value was read from. */
  quote?: string;
}

/** Writes one essential of a dater straight to the database, as a reading or a confirmation would. */
export async function setEssential(db: Kysely<DB>, userId: string, key: EssentialKey, spec: EssentialSpec): Promise<void> {
  const row = {
    user_id: userId,
    essential: key,
    self_value: spec.self ?? null,
    self_source: spec.self ? (spec.selfSource ?? 'confirmed') : null,
    self_quote: spec.self && spec.selfSource === 'extracted' ? (spec.quote ?? 'as they put it') : null,
    need_values: spec.need ?? [],
    need_strength: spec.strength ?? 'nice',
    need_source: spec.need?.length ? (spec.needSource ?? 'confirmed') : null,
    need_quote: null,
  };
  const { user_id: _u, essential: _e, ...changes } = row;
  await db.insertInto('dater_essentials').values(row).onConflict((oc) => oc.columns(['user_id', 'essential']).doUpdateSet(changes)).execute();
}
