import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';

export interface StoredBirthDate {
  birthDate: string | null;
  changes: number;
  /** Today in the database's calendar, so age is reckoned on the same day as every filter. */
  today: string;
}

export function createBirthDateRepository(db: Kysely<DB>) {
  return {
    /** A dater whose profile row does not exist yet (just signed up) has no date and no changes. */
    async read(userId: string): Promise<StoredBirthDate> {
      const { rows } = await sql<{ birth_date: string | null; birth_date_changes: number | null; today: string }>`
        select p.birth_date::text as birth_date, p.birth_date_changes, current_date::text as today
        from (select 1) as one left join profiles p on p.user_id = ${userId}`.execute(db);
      const row = rows[0]!;
      return { birthDate: row.birth_date, changes: row.birth_date_changes ?? 0, today: row.today };
    },

    /** The first entry: only when none is stored, so two tabs cannot both take the free one. */
    async setFirst(userId: string, birthDate: string): Promise<boolean> {
      return inTransaction(db, async (trx) => {
        await trx.insertInto('profiles').values({ user_id: userId }).onConflict((oc) => oc.column('user_id').doNothing()).execute();
        const result = await trx
          .updateTable('profiles')
          .set({ birth_date: birthDate, updated_at: new Date() })
          .where('user_id', '=', userId)
          .where('birth_date', 'is', null)
          .executeTakeFirst();
        return result.numUpdatedRows > 0n;
      });
    },

    /** A later change, only while changes are left; counted and its reason kept in the same write. */
    async change(userId: string, birthDate: string, reason: string, allowed: number): Promise<boolean> {
      const result = await db
        .updateTable('profiles')
        .set((eb) => ({
          birth_date: birthDate,
          birth_date_changes: eb('birth_date_changes', '+', 1),
          birth_date_change_reason: reason,
          birth_date_changed_at: new Date(),
          updated_at: new Date(),
        }))
        .where('user_id', '=', userId)
        .where('birth_date', 'is not', null)
        .where('birth_date_changes', '<', allowed)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
  };
}

export type BirthDateRepository = ReturnType<typeof createBirthDateRepository>;
