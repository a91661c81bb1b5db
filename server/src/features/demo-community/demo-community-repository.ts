import { sql, type Insertable, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';

/** One batch of demo daters as rows of the tables a real dater's sign-up and onboarding fill. */
export interface DemoDaterRows {
  users: Insertable<DB['user']>[];
  profiles: Insertable<DB['profiles']>[];
  culturalBackgrounds: Insertable<DB['profile_cultural_backgrounds']>[];
  interests: Insertable<DB['profile_interests']>[];
  answers: Insertable<DB['onboarding_answers']>[];
  preferences: Insertable<DB['match_preferences']>[];
}

/** The demo community's rows: whether it exists, seeding it once, and its confirmed essentials. */
export function createDemoCommunityRepository(db: Kysely<DB>) {
  async function hasDemoDaters(executor: Kysely<DB>): Promise<boolean> {
    const row = await executor.selectFrom('profiles').select('user_id').where('is_demo', '=', true).limit(1).executeTakeFirst();
    return row !== undefined;
  }

  return {
    hasDemoDaters: () => hasDemoDaters(db),

    /**
     * Demo daters have no social accounts (decision 047). A community seeded when they still had
     * made-up handles, which could name a real stranger's account, loses them here; once cleared,
     * the update finds no row. Returns how many daters it cleared.
     */
    async clearHandles(): Promise<number> {
      const result = await db
        .updateTable('profiles')
        .set({ instagram: '', linkedin: '', calendly: '' })
        .where('is_demo', '=', true)
        .where((eb) => eb.or([eb('instagram', '<>', ''), eb('linkedin', '<>', ''), eb('calendly', '<>', '')]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /**
     * Inserts the batches in one transaction, unless a demo dater exists by then: several processes
     * may start together on one database, and the lock lets exactly one of them seed. False when
     * another got there first. `meetingAnswers` are the community's synthetic "Did you meet?"
     * answers (decision 041), written with the daters they are about.
     */
    async insertOnce(batches: readonly DemoDaterRows[], meetingAnswers: readonly Insertable<DB['meeting_feedback']>[] = []): Promise<boolean> {
      return inTransaction(db, async (trx) => {
        await sql`select pg_advisory_xact_lock(hashtext('kindred:demo-community'))`.execute(trx);
        if (await hasDemoDaters(trx)) return false;
        for (const batch of batches) {
          // Demo daters never sign in, so they get a user row (profiles reference it) but no account.
          await trx.insertInto('user').values(batch.users).execute();
          await trx.insertInto('profiles').values(batch.profiles).execute();
          await trx.insertInto('profile_cultural_backgrounds').values(batch.culturalBackgrounds).execute();
          await trx.insertInto('profile_interests').values(batch.interests).execute();
          await trx.insertInto('onboarding_answers').values(batch.answers).execute();
          await trx.insertInto('match_preferences').values(batch.preferences).execute();
        }
        if (meetingAnswers.length > 0) await trx.insertInto('meeting_feedback').values(meetingAnswers.map((row) => ({ ...row, synthetic: true }))).execute();
        return true;
      });
    },

    /**
     * A third of the demo daters confirm what was read from their texts, so a newcomer meets both
     * kinds of essentials: confirmed ones, which a must filters on, and read ones, which only move
     * a candidate down. The choice hangs on the dater's id, so it is the same on every start, and a
     * confirmed value is left as it is. Run after the essentials have been read.
     */
    async confirmEssentials(): Promise<number> {
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
    },
  };
}

export type DemoCommunityRepository = ReturnType<typeof createDemoCommunityRepository>;
