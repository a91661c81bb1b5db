import { sql, type Kysely } from 'kysely';
import { GENDER_STEP_MAX_AGE, PREFERENCE_AGE, type DaterTexts, type MatchGender } from '@kindred/contract';
import type { DB } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';

export interface StoredAnswers {
  q1: string | null;
  q2: string | null;
  q3: string | null;
}

export function createOnboardingRepository(db: Kysely<DB>) {
  return {
    /**
     * The gender step: the dater's fields start over with their own gender set, and their match
     * preferences are replaced, all in one transaction so a failure leaves nothing half-done.
     */
    async applyGenderChoice(userId: string, ownGender: MatchGender, lookingFor: MatchGender): Promise<void> {
      await inTransaction(db, async (trx) => {
        await trx
          .insertInto('profiles')
          .values({ user_id: userId })
          .onConflict((oc) => oc.column('user_id').doNothing())
          .execute();
        await trx
          .updateTable('profiles')
          .set({
            gender: ownGender,
            name: '',
            bio: '',
            country: '',
            lifestyle: null,
            instagram: '',
            linkedin: '',
            calendly: '',
            image_path: null,
            cover_image_path: null,
            about_me: '',
            hope_to_meet: '',
            updated_at: new Date(),
          })
          .where('user_id', '=', userId)
          .execute();
        await trx.deleteFrom('profile_cultural_backgrounds').where('user_id', '=', userId).execute();
        await trx.deleteFrom('profile_interests').where('user_id', '=', userId).execute();
        await trx.deleteFrom('match_preferences').where('user_id', '=', userId).execute();
        await trx
          .insertInto('match_preferences')
          .values({ user_id: userId, min_age: PREFERENCE_AGE.min, max_age: GENDER_STEP_MAX_AGE, looking_for: lookingFor })
          .execute();
      });
    },

    /** Answers belong to a profile; a dater who skipped the callback still gets one. */
    async saveAnswer(userId: string, question: number, answer: string): Promise<void> {
      await db.insertInto('profiles').values({ user_id: userId }).onConflict((oc) => oc.column('user_id').doNothing()).execute();
      await db
        .insertInto('onboarding_answers')
        .values({ user_id: userId, question, answer })
        .onConflict((oc) => oc.columns(['user_id', 'question']).doUpdateSet({ answer, updated_at: new Date() }))
        .execute();
    },

    async answers(userId: string): Promise<StoredAnswers> {
      const rows = await db.selectFrom('onboarding_answers').select(['question', 'answer']).where('user_id', '=', userId).execute();
      const byQuestion = new Map(rows.map((r) => [r.question, r.answer]));
      return { q1: byQuestion.get(1) ?? null, q2: byQuestion.get(2) ?? null, q3: byQuestion.get(3) ?? null };
    },

    async profileFacts(userId: string) {
      return db
        .selectFrom('profiles')
        .select(['onboarding_completed', 'gender', sql<number | null>`dater_age(birth_date)`.as('age'), 'name', 'about_me', 'hope_to_meet'])
        .where('user_id', '=', userId)
        .executeTakeFirst();
    },

    /**
     * The "About me" answer also becomes the bio the profile shows, at the first finish and only
     * while the bio is empty: a bio the dater wrote, or emptied later, is never replaced.
     */
    async complete(userId: string, name: string, texts: DaterTexts, bio: string): Promise<void> {
      await db
        .updateTable('profiles')
        .set({
          onboarding_completed: true,
          name,
          about_me: texts.aboutMe,
          hope_to_meet: texts.hopeToMeet,
          // Only the first finish starts the bio (the row's values before this update): a dater who
          // later empties their bio and finishes again is not handed their answer back.
          bio: sql<string>`case when btrim(bio) = '' and not onboarding_completed then ${bio} else bio end`,
          updated_at: new Date(),
        })
        .where('user_id', '=', userId)
        .execute();
    },

    /** Replaces the name only if it is still `expected`: a name the dater set since wins. */
    async replaceNameIfUnchanged(userId: string, expected: string, name: string): Promise<boolean> {
      const result = await db.updateTable('profiles').set({ name, updated_at: new Date() }).where('user_id', '=', userId).where('name', '=', expected).executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /**
     * The orb's new "who I hope to meet": answer 3 and the profile's text change together, so the
     * matcher never reads one without the other.
     */
    async replaceHopeToMeet(userId: string, hopeToMeet: string): Promise<void> {
      await inTransaction(db, async (trx) => {
        await trx.insertInto('profiles').values({ user_id: userId }).onConflict((oc) => oc.column('user_id').doNothing()).execute();
        await trx
          .insertInto('onboarding_answers')
          .values({ user_id: userId, question: 3, answer: hopeToMeet })
          .onConflict((oc) => oc.columns(['user_id', 'question']).doUpdateSet({ answer: hopeToMeet, updated_at: new Date() }))
          .execute();
        await trx.updateTable('profiles').set({ hope_to_meet: hopeToMeet, updated_at: new Date() }).where('user_id', '=', userId).execute();
      });
    },
  };
}

export type OnboardingRepository = ReturnType<typeof createOnboardingRepository>;
