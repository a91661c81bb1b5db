import { sql, type Kysely } from 'kysely';
import type { DaterTexts, EssentialKey } from '@kindred/contract';
import type { DB } from '../../db/schema.js';
import type { EssentialSides } from '../essentials/essential-fit.js';
import { readEssentialSides } from '../essentials/essentials-repository.js';
import { homePositionOf } from '../home-city/home-position.js';
import type { DaterFacts, DaterWishes } from './hard-filters.js';

// What a dater is and wishes for, as the hard filters read them: the searcher's side of a search,
// and the preferences sheet's count of who fits.

/** The confirmed "what I am" values, which another dater's must may filter on. */
function confirmedEssentials(sides: readonly EssentialSides[]): Partial<Record<EssentialKey, string>> {
  return Object.fromEntries(sides.flatMap((e) => (e.self && e.selfSource === 'confirmed' ? [[e.key, e.self]] : [])));
}

/** The needs marked must, with the values they accept. */
function essentialMusts(sides: readonly EssentialSides[]): Partial<Record<EssentialKey, readonly string[]>> {
  return Object.fromEntries(sides.flatMap((e) => (e.strength === 'must' && e.need.length > 0 ? [[e.key, e.need]] : [])));
}

/**
 * A dater's own facts: profile, backgrounds, interests and confirmed essentials. Null when they
 * have no profile. `sides` spares the read when the caller already has the dater's essentials.
 */
export async function readDaterFacts(db: Kysely<DB>, userId: string, sides?: EssentialSides[]): Promise<(DaterFacts & { name: string; texts: DaterTexts }) | null> {
  const [row, cultures, interests, essentials] = await Promise.all([
    db.selectFrom('profiles').select(['user_id', 'gender', sql<number | null>`dater_age(birth_date)`.as('age'), 'country', 'lifestyle', 'name', 'about_me', 'hope_to_meet', 'selfie_verified_at',
      'home_lat_tenths', 'home_lon_tenths']).where('user_id', '=', userId).executeTakeFirst(),
    db.selectFrom('profile_cultural_backgrounds').select('background').where('user_id', '=', userId).execute(),
    db.selectFrom('profile_interests').select('interest').where('user_id', '=', userId).orderBy('position').execute(),
    sides ?? readEssentialSides(db, userId),
  ]);
  if (!row) return null;
  return {
    userId: row.user_id,
    gender: row.gender,
    age: row.age,
    country: row.country,
    lifestyle: row.lifestyle,
    cultures: cultures.map((c) => c.background),
    interests: interests.map((i) => i.interest),
    confirmedEssentials: confirmedEssentials(essentials),
    selfieVerified: row.selfie_verified_at !== null,
    home: homePositionOf(row.home_lat_tenths, row.home_lon_tenths),
    name: row.name,
    texts: { aboutMe: row.about_me, hopeToMeet: row.hope_to_meet },
  };
}

/** A dater's saved wishes with their essential musts, or null before they have any preferences. */
export async function readDaterWishes(db: Kysely<DB>, userId: string, sides?: EssentialSides[]): Promise<DaterWishes | null> {
  const [row, cultures, interests, essentials] = await Promise.all([
    db.selectFrom('match_preferences').selectAll().where('user_id', '=', userId).executeTakeFirst(),
    db.selectFrom('match_preference_cultural_backgrounds').select('background').where('user_id', '=', userId).execute(),
    db.selectFrom('match_preference_interests').select('interest').where('user_id', '=', userId).orderBy('position').execute(),
    sides ?? readEssentialSides(db, userId),
  ]);
  if (!row) return null;
  return {
    lookingFor: row.looking_for,
    minAge: row.min_age,
    maxAge: row.max_age,
    country: row.country,
    lifestyle: row.lifestyle,
    cultures: cultures.map((c) => c.background),
    interests: interests.map((i) => i.interest),
    mustMatch: { culture: row.culture_must_match, interests: row.interests_must_match, lifestyle: row.lifestyle_must_match },
    essentialMusts: essentialMusts(essentials),
    selfieVerifiedOnly: row.show_verified_only,
    maxDistanceKm: row.max_distance_km,
  };
}
