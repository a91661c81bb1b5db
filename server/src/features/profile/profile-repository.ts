import { sql, type Kysely } from 'kysely';
import type { ProfileUpdate } from '@kindred/contract';
import { column, pairShown } from '../../db/dater-shown.js';
import type { DB } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { homeCityColumns, type HomeCityColumns } from '../home-city/home-city-columns.js';

export function createProfileRepository(db: Kysely<DB>) {
  return {
    async read(userId: string) {
      const row = await db.selectFrom('profiles').selectAll().select(sql<number | null>`dater_age(birth_date)`.as('age')).where('user_id', '=', userId).executeTakeFirst();
      if (!row) return null;
      const [cultural, interests, matches] = await Promise.all([
        db.selectFrom('profile_cultural_backgrounds').select('background').where('user_id', '=', userId).execute(),
        db.selectFrom('profile_interests').select('interest').where('user_id', '=', userId).orderBy('position').execute(),
        // The matches the dater's own list shows (db/dater-shown.ts): a count of hidden ones would
        // tell them that someone was sanctioned.
        db
          .selectFrom('matches as m')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('m.viewer_id', '=', userId)
          .where(pairShown(column('m.viewer_id'), column('m.other_id')))
          .executeTakeFirstOrThrow(),
      ]);
      return { row, culturalBackground: cultural.map((c) => c.background), interests: interests.map((i) => i.interest), matchCount: Number(matches.n) };
    },

    /**
     * Writes the given fields, and replaces a list only when it is given, in one transaction. A
     * home city, when given, replaces the stored one; null clears it.
     */
    async update(userId: string, update: Omit<ProfileUpdate, 'homeCityId'>, home?: HomeCityColumns | null): Promise<void> {
      const { culturalBackground, interests, ...scalars } = update;
      const homeColumns = home === undefined ? {} : homeCityColumns(home);
      await inTransaction(db, async (trx) => {
        await trx.insertInto('profiles').values({ user_id: userId }).onConflict((oc) => oc.column('user_id').doNothing()).execute();
        if (Object.keys(scalars).length > 0 || home !== undefined) {
          await trx.updateTable('profiles').set({ ...scalars, ...homeColumns, updated_at: new Date() }).where('user_id', '=', userId).execute();
        }
        if (culturalBackground) {
          await trx.deleteFrom('profile_cultural_backgrounds').where('user_id', '=', userId).execute();
          if (culturalBackground.length) {
            await trx.insertInto('profile_cultural_backgrounds').values(culturalBackground.map((background) => ({ user_id: userId, background }))).execute();
          }
        }
        if (interests) {
          // Already a set: the contract merges repeated items (distinct-items.ts).
          await trx.deleteFrom('profile_interests').where('user_id', '=', userId).execute();
          if (interests.length) {
            await trx.insertInto('profile_interests').values(interests.map((interest, position) => ({ user_id: userId, interest, position }))).execute();
          }
        }
      });
    },
  };
}

export type ProfileRepository = ReturnType<typeof createProfileRepository>;
