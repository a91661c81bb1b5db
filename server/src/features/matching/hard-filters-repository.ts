import { sql, type RawBuilder } from 'kysely';
import { LIFESTYLE_FITS, MIN_DATER_TEXT_LENGTH, PREFERENCE_LIFESTYLES } from '@kindred/contract';
import { column, notBlocked, profileShown, value } from '../../db/dater-shown.js';
import { myDistanceHolds, theirDistanceHolds } from './distance-filter-repository.js';
import { lifestyleFits, type DaterFacts, type DaterWishes, type FilterSubject } from './hard-filters.js';

// The SQL half of the hard filters (hard-filters.ts): one predicate, shared by the candidate and preferences repositories.

const lower = (items: readonly string[]) => items.map((i) => i.toLowerCase());

/** The same table as LIFESTYLE_FITS, for the candidate's own wish read from `mp.lifestyle`. */
function candidateLifestyleFits(): RawBuilder<string[] | null> {
  const arms = PREFERENCE_LIFESTYLES.flatMap((wish) => {
    const fits = LIFESTYLE_FITS[wish];
    return fits ? [sql`when ${wish} then ${[...fits]}::text[]`] : [];
  });
  return sql<string[] | null>`(case mp.lifestyle ${sql.join(arms, sql` `)} else null end)`;
}

/** My wishes against the candidate `p`: each clause exists only when the wish filters. */
function myWishesHold(w: DaterWishes, home: DaterFacts['home']): RawBuilder<boolean>[] {
  const clauses: RawBuilder<boolean>[] = [
    sql<boolean>`(${w.lookingFor} = 'both' or p.gender = ${w.lookingFor})`,
    sql<boolean>`dater_age(p.birth_date) between ${w.minAge} and ${w.maxAge}`,
  ];
  if (w.country) clauses.push(sql<boolean>`p.country = ${w.country}`);
  if (w.mustMatch.culture && w.cultures.length > 0) {
    clauses.push(sql<boolean>`exists (select 1 from profile_cultural_backgrounds c where c.user_id = p.user_id and c.background = any(${[...w.cultures]}::text[]))`);
  }
  if (w.mustMatch.interests && w.interests.length > 0) {
    clauses.push(sql<boolean>`exists (select 1 from profile_interests i where i.user_id = p.user_id and lower(i.interest) = any(${lower(w.interests)}::text[]))`);
  }
  const fits = lifestyleFits(w.lifestyle);
  if (w.mustMatch.lifestyle && fits) clauses.push(sql<boolean>`p.lifestyle = any(${[...fits]}::text[])`);
  if (w.selfieVerifiedOnly) clauses.push(sql<boolean>`p.selfie_verified_at is not null`);
  clauses.push(...myDistanceHolds(home, w.maxDistanceKm));
  // A must against a value the candidate confirmed; unconfirmed values are left to the rank.
  for (const [key, values] of Object.entries(w.essentialMusts)) {
    if (!values?.length) continue;
    clauses.push(sql<boolean>`not exists (select 1 from dater_essentials e where e.user_id = p.user_id and e.essential = ${key}
      and e.self_source = 'confirmed' and e.self_value is not null and e.self_value <> all(${[...values]}::text[]))`);
  }
  return clauses;
}

/** The candidate's confirmed musts against what I confirmed about myself: a must they did not keep is no filter. */
function theirEssentialMustsHold(me: DaterFacts): RawBuilder<boolean>[] {
  const mine = Object.entries(me.confirmedEssentials).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  if (mine.length === 0) return [];
  const values = sql.join(mine.map(([key, value]) => sql`(${key}::text, ${value}::text)`));
  return [
    sql<boolean>`not exists (select 1 from dater_essentials ce, (values ${values}) as mine(essential, value)
      where ce.user_id = p.user_id and ce.essential = mine.essential and ce.need_strength = 'must' and ce.need_source = 'confirmed'
        and cardinality(ce.need_values) > 0 and mine.value <> all(ce.need_values))`,
  ];
}

/** The candidate's wishes (`mp`, with their lists) against my facts. */
function theirWishesHold(me: DaterFacts): RawBuilder<boolean>[] {
  return [
    sql<boolean>`(mp.looking_for = 'both' or mp.looking_for = ${me.gender ?? ''})`,
    sql<boolean>`${me.age}::int between mp.min_age and mp.max_age`,
    sql<boolean>`(mp.country = '' or mp.country = ${me.country})`,
    sql<boolean>`(not mp.culture_must_match
      or not exists (select 1 from match_preference_cultural_backgrounds wc where wc.user_id = p.user_id)
      or exists (select 1 from match_preference_cultural_backgrounds wc where wc.user_id = p.user_id and wc.background = any(${[...me.cultures]}::text[])))`,
    sql<boolean>`(not mp.interests_must_match
      or not exists (select 1 from match_preference_interests wi where wi.user_id = p.user_id)
      or exists (select 1 from match_preference_interests wi where wi.user_id = p.user_id and lower(wi.interest) = any(${lower(me.interests)}::text[])))`,
    sql<boolean>`(not mp.lifestyle_must_match or ${candidateLifestyleFits()} is null or ${me.lifestyle ?? ''} = any(${candidateLifestyleFits()}))`,
    // A dater who asked for selfie-verified daters only is never shown to an unverified one.
    ...(me.selfieVerified ? [] : [sql<boolean>`not mp.show_verified_only`]),
    theirDistanceHolds(me.home),
    ...theirEssentialMustsHold(me),
  ];
}

/**
 * The search's hard filters over a candidate profile `p` and its preferences `mp`, all
 * reciprocal: not deleted, finished onboarding, a real description, no block either way, and
 * each side's wishes that filter (looking-for, age range, preferred country, and the sections
 * marked "Must match", each essential needed as a must against a value the other confirmed,
 * "Only selfie-verified daters", and "within N km" of each other's home city)
 * held by the other side's facts. Both must be adults with a known date
 * of birth: a searcher without one matches nobody. A fact a dater has not given fails a wish
 * that filters on it. Shared by retrieval and the preferences sheet's count, so "About N daters
 * fit" means exactly who a search could find.
 */
export function hardFilters(me: FilterSubject): RawBuilder<boolean> {
  const meId = me.facts.userId;
  const clauses = [
    sql<boolean>`p.user_id <> ${meId}`,
    // The rule of who may be shown to anyone (db/dater-shown.ts): not deleted, onboarded, an adult
    // with a known date of birth, and under no suspension, ban or automatic hold.
    profileShown('p'),
    sql<boolean>`length(btrim(p.about_me)) + length(btrim(p.hope_to_meet)) >= ${MIN_DATER_TEXT_LENGTH}`,
    ...myWishesHold(me.wishes, me.facts.home),
    ...theirWishesHold(me.facts),
    notBlocked(value(meId), column('p.user_id')),
  ];
  return sql<boolean>`(${sql.join(clauses, sql` and `)})`;
}
