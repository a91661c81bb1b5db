import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

/** One pair's model score, kept per prompt version with the hash of the texts it read. */
export interface PairScore {
  low: string;
  high: string;
  promptVersion: number;
  sourceHash: string;
  score: number;
}

/** The cache of language-model scores per pair (ids ordered low, high), so a pair is asked about once. */
export function createPairScoreRepository(db: Kysely<DB>) {
  return {
    async find(low: string, high: string, promptVersion: number): Promise<{ score: number; sourceHash: string } | undefined> {
      const row = await db
        .selectFrom('pair_score_cache')
        .select(['score', 'source_hash'])
        .where('user_low', '=', low)
        .where('user_high', '=', high)
        .where('prompt_version', '=', promptVersion)
        .executeTakeFirst();
      return row && { score: row.score, sourceHash: row.source_hash };
    },

    async save({ low, high, promptVersion, sourceHash, score }: PairScore): Promise<void> {
      await db
        .insertInto('pair_score_cache')
        .values({ user_low: low, user_high: high, prompt_version: promptVersion, source_hash: sourceHash, score })
        .onConflict((oc) => oc.columns(['user_low', 'user_high', 'prompt_version']).doUpdateSet({ score, source_hash: sourceHash, created_at: new Date() }))
        .execute();
    },
  };
}

export type PairScoreRepository = ReturnType<typeof createPairScoreRepository>;
