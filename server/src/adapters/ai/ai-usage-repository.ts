import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

/** The count of language-model calls each dater made each day, behind the daily AI quota. */
export function createAiUsageRepository(db: Kysely<DB>) {
  return {
    /**
     * Counts one call for the dater on `day` unless `limit` calls are counted already. One
     * conditional upsert, so it holds across processes and concurrent requests; false, and
     * nothing counted, once the limit is reached.
     */
    async takeCall(userId: string, day: string, limit: number): Promise<boolean> {
      const row = await db
        .insertInto('ai_usage')
        .values({ user_id: userId, day, calls: 1 })
        .onConflict((oc) => oc.columns(['user_id', 'day']).doUpdateSet({ calls: sql`ai_usage.calls + 1` }).where('ai_usage.calls', '<', limit))
        .returning('calls')
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}

export type AiUsageRepository = ReturnType<typeof createAiUsageRepository>;
