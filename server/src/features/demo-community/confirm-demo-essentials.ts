import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

/**
 * A third of the demo daters confirm what was read from their texts, so a newcomer meets both
 * kinds of essentials: confirmed ones, which a must filters on, and read ones, which only move
 * a candidate down. The choice hangs on the dater's id, so it is the same on every start, and a
 * confirmed value is left as it is. Run after the essentials have been read.
 */
export async function confirmDemoEssentials(db: Kysely<DB>): Promise<number> {
  const result = await sql`
    update dater_essentials e
    set self_source = case when e.self_value is not null then 'confirmed' end,
        self_quote = null,
        need_source = case when cardinality(e.need_values) > 0 then 'confirmed' end,
        need_quote = null,
        updated_at = now()
    from profiles p
    where p.user_id = e.user_id and p.is_demo and abs(hashtext(e.user_id)) % 3 = 0
      and (e.self_source = 'extracted' or e.need_source = 'extracted')`.execute(db);
  return Number(result.numAffectedRows ?? 0n);
}
