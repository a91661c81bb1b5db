import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

/**
 * Each dater's daily allowance of language-model calls (AI_DAILY_CALLS_PER_DATER), so that one
 * account cannot run up the provider bill (security invariant 5). Match scores, first-name
 * extraction and the embeddings made when a dater changes their text all draw on it. Counted in
 * the database with one conditional upsert, so it holds across processes and concurrent requests.
 */
export function createAiQuota(db: Kysely<DB>, dailyCalls: number) {
  return {
    /** Takes one call from today's allowance; false, and nothing taken, once it is used up. */
    async take(userId: string): Promise<boolean> {
      const day = new Date().toISOString().slice(0, 10);
      const row = await db
        .insertInto('ai_usage')
        .values({ user_id: userId, day, calls: 1 })
        .onConflict((oc) => oc.columns(['user_id', 'day']).doUpdateSet({ calls: sql`ai_usage.calls + 1` }).where('ai_usage.calls', '<', dailyCalls))
        .returning('calls')
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}

export type AiQuota = ReturnType<typeof createAiQuota>;
