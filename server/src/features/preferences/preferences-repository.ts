import { sql, type Kysely } from 'kysely';
import { coercePreference, DEFAULT_MATCH_PREFERENCE, type MatchPreferenceInput } from '@kindred/contract';
import type { DB } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { readEssentialSides } from '../essentials/essentials-repository.js';
import { readDaterFacts, readDaterWishes } from '../matching/candidate-repository.js';
import type { FilterSubject } from '../matching/hard-filters.js';
import { hardFilters } from '../matching/hard-filters-repository.js';

export function createPreferencesRepository(db: Kysely<DB>) {
  return {
    async read(userId: string): Promise<MatchPreferenceInput> {
      const row = await db.selectFrom('match_preferences').selectAll().where('user_id', '=', userId).executeTakeFirst();
      if (!row) return { ...DEFAULT_MATCH_PREFERENCE };
      const [cultural, interests] = await Promise.all([
        db.selectFrom('match_preference_cultural_backgrounds').select('background').where('user_id', '=', userId).execute(),
        db.selectFrom('match_preference_interests').select('interest').where('user_id', '=', userId).orderBy('position').execute(),
      ]);
      return coercePreference({
        minAge: row.min_age,
        maxAge: row.max_age,
        lookingFor: row.looking_for,
        country: row.country,
        lifestyle: row.lifestyle,
        showVerifiedOnly: row.show_verified_only,
        voiceMatching: row.voice_matching,
        mustMatch: { culture: row.culture_must_match, interests: row.interests_must_match, lifestyle: row.lifestyle_must_match },
        culturalBackground: cultural.map((c) => c.background),
        interests: interests.map((i) => i.interest),
        maxDistanceKm: row.max_distance_km,
      });
    },

    /** Replaces the preferences and their lists in one transaction. */
    async write(userId: string, p: MatchPreferenceInput): Promise<void> {
      await inTransaction(db, async (trx) => {
        await trx.insertInto('profiles').values({ user_id: userId }).onConflict((oc) => oc.column('user_id').doNothing()).execute();
        const values = {
          min_age: p.minAge,
          max_age: p.maxAge,
          looking_for: p.lookingFor,
          country: p.country,
          lifestyle: p.lifestyle,
          show_verified_only: p.showVerifiedOnly,
          voice_matching: p.voiceMatching,
          culture_must_match: p.mustMatch.culture,
          interests_must_match: p.mustMatch.interests,
          lifestyle_must_match: p.mustMatch.lifestyle,
          max_distance_km: p.maxDistanceKm,
          updated_at: new Date(),
        };
        await trx.insertInto('match_preferences').values({ user_id: userId, ...values }).onConflict((oc) => oc.column('user_id').doUpdateSet(values)).execute();
        await trx.deleteFrom('match_preference_cultural_backgrounds').where('user_id', '=', userId).execute();
        await trx.deleteFrom('match_preference_interests').where('user_id', '=', userId).execute();
        if (p.culturalBackground.length) {
          await trx.insertInto('match_preference_cultural_backgrounds').values(p.culturalBackground.map((background) => ({ user_id: userId, background }))).execute();
        }
        if (p.interests.length) {
          await trx.insertInto('match_preference_interests').values(p.interests.map((interest, position) => ({ user_id: userId, interest, position }))).execute();
        }
      });
    },

    /**
     * How many daters would pass the search's reciprocal hard filters under a draft: the same
     * filters a search applies, with the draft in place of the saved wishes.
     */
    async countFitting(userId: string, draft: MatchPreferenceInput): Promise<number> {
      const essentials = await readEssentialSides(db, userId);
      const [facts, saved] = await Promise.all([readDaterFacts(db, userId, essentials), readDaterWishes(db, userId, essentials)]);
      const subject: FilterSubject = {
        facts: facts ?? { userId, gender: null, age: null, country: '', cultures: [], interests: [], lifestyle: null, confirmedEssentials: {}, selfieVerified: false, home: null },
        wishes: {
          lookingFor: draft.lookingFor,
          minAge: draft.minAge,
          maxAge: draft.maxAge,
          country: draft.country,
          cultures: draft.culturalBackground,
          interests: draft.interests,
          lifestyle: draft.lifestyle,
          mustMatch: draft.mustMatch,
          // Essentials are not on the sheet; their musts filter as they do in a search.
          essentialMusts: saved?.essentialMusts ?? {},
          selfieVerifiedOnly: draft.showVerifiedOnly,
          maxDistanceKm: draft.maxDistanceKm,
        },
      };
      const result = await sql<{ n: number }>`
        select count(*)::int as n
        from profiles p join match_preferences mp on mp.user_id = p.user_id
        where ${hardFilters(subject)}
          -- A search never finds a dater it has already matched; neither does the count.
          and not exists (select 1 from matches m where m.viewer_id = ${userId} and m.other_id = p.user_id)`.execute(db);
      return result.rows[0]?.n ?? 0;
    },
  };
}

export type PreferencesRepository = ReturnType<typeof createPreferencesRepository>;
