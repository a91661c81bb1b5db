import { sql, type Kysely } from 'kysely';
import { ageStatus, type AgeStatus } from '@kindred/contract';
import type { DB } from '../../db/schema.js';

export interface ProfileStatus {
  onboardingCompleted: boolean;
  /** The first name the dater gave in onboarding; empty before that. */
  name: string;
  ageStatus: AgeStatus;
}

/** The slice of the profiles table that sign-in needs. */
export function createProfileStatusRepository(db: Kysely<DB>) {
  return {
    async find(userId: string): Promise<ProfileStatus | null> {
      const row = await db
        .selectFrom('profiles')
        .select(['onboarding_completed', 'name', sql<string | null>`birth_date::text`.as('birth_date'), sql<string>`current_date::text`.as('today')])
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row ? { onboardingCompleted: row.onboarding_completed, name: row.name, ageStatus: ageStatus(row.birth_date, row.today) } : null;
    },

    /** Creates the row if it is missing; true when this call created it. */
    async createIfMissing(userId: string): Promise<boolean> {
      const inserted = await db
        .insertInto('profiles')
        .values({ user_id: userId, onboarding_completed: false })
        .onConflict((oc) => oc.column('user_id').doNothing())
        .returning('user_id')
        .executeTakeFirst();
      return inserted !== undefined;
    },
  };
}

export type ProfileStatusRepository = ReturnType<typeof createProfileStatusRepository>;
