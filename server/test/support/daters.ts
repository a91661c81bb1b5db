import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../src/db/schema.js';
import { createDaterVectors } from '../../src/features/matching/dater-vectors.js';
import { createDaterVectorsRepository } from '../../src/features/matching/dater-vectors-repository.js';
import { daterTextsFromAnswers } from '../../src/features/onboarding/onboarding-service.js';

export interface DaterSpec {
  name?: string;
  gender: 'male' | 'female';
  lookingFor?: 'male' | 'female' | 'both';
  age?: number | null;
  minAge?: number;
  maxAge?: number;
  about?: string;
  seek?: string;
  onboardingCompleted?: boolean;
  /** What the dater says of themselves on the profile. */
  country?: string;
  cultures?: string[];
  interests?: string[];
  lifestyle?: string | null;
  /** What they ask for on the preferences sheet. */
  wants?: {
    country?: string;
    cultures?: string[];
    interests?: string[];
    lifestyle?: string;
    mustMatch?: Partial<{ culture: boolean; interests: boolean; lifestyle: boolean }>;
  };
}

/** Writes the profile lists and the wished-for lists of a spec. */
async function writeFactsAndWishes(db: Kysely<DB>, id: string, spec: DaterSpec): Promise<void> {
  if (spec.cultures?.length) await db.insertInto('profile_cultural_backgrounds').values(spec.cultures.map((background) => ({ user_id: id, background }))).execute();
  if (spec.interests?.length) await db.insertInto('profile_interests').values(spec.interests.map((interest, position) => ({ user_id: id, interest, position }))).execute();
  const wants = spec.wants ?? {};
  if (wants.cultures?.length) await db.insertInto('match_preference_cultural_backgrounds').values(wants.cultures.map((background) => ({ user_id: id, background }))).execute();
  if (wants.interests?.length) await db.insertInto('match_preference_interests').values(wants.interests.map((interest, position) => ({ user_id: id, interest, position }))).execute();
}

function wishColumns(spec: DaterSpec) {
  const wants = spec.wants ?? {};
  return {
    looking_for: spec.lookingFor ?? (spec.gender === 'male' ? 'female' : 'male'),
    min_age: spec.minAge ?? 18,
    max_age: spec.maxAge ?? 85,
    country: wants.country ?? '',
    lifestyle: wants.lifestyle ?? 'flexible',
    culture_must_match: wants.mustMatch?.culture ?? false,
    interests_must_match: wants.mustMatch?.interests ?? false,
    lifestyle_must_match: wants.mustMatch?.lifestyle ?? false,
  };
}

/** A date of birth that makes a dater `age` today and for the next few months; null stays unknown. */
export function birthDateFor(age: number | null, today = new Date()): string | null {
  if (age === null) return null;
  const born = new Date(Date.UTC(today.getUTCFullYear() - age - 1, today.getUTCMonth(), today.getUTCDate()));
  born.setUTCDate(born.getUTCDate() + 120);
  return born.toISOString().slice(0, 10);
}

/** The profile columns of a dater's two texts, as onboarding stores them. */
function textColumns(spec: Pick<DaterSpec, 'about' | 'seek'>) {
  const texts = daterTextsFromAnswers(spec.about ?? OUTDOORSY.about, spec.seek ?? OUTDOORSY.seek);
  return { about_me: texts.aboutMe, hope_to_meet: texts.hopeToMeet };
}

export const OUTDOORSY = {
  about: 'I spend most weekends on mountain trails, cook big dinners for friends and read a novel a week.',
  seek: 'Someone kind and curious who loves the outdoors, good food and honest conversation.',
};

/** A finished dater written straight to the database, vectors included, for matching tests. */
export async function createDater(db: Kysely<DB>, spec: DaterSpec): Promise<string> {
  const id = `dater-${crypto.randomBytes(6).toString('hex')}`;
  const name = spec.name ?? `Dater ${id.slice(-4)}`;
  // Written straight into the tables, as a dater who verified their address long ago (decision 054).
  await db.insertInto('user').values({ id, name, email: `${id}@example.test`, emailVerified: true }).execute();
  await db
    .insertInto('profiles')
    .values({
      user_id: id,
      name,
      gender: spec.gender,
      birth_date: birthDateFor(spec.age === undefined ? 30 : spec.age),
      onboarding_completed: spec.onboardingCompleted ?? true,
      country: spec.country ?? '',
      lifestyle: spec.lifestyle ?? null,
      ...textColumns(spec),
    })
    .execute();
  await db.insertInto('match_preferences').values({ user_id: id, ...wishColumns(spec) }).execute();
  await writeFactsAndWishes(db, id, spec);
  await createDaterVectors(createDaterVectorsRepository(db)).refresh(id);
  return id;
}

/** Turns a signed-up test account into a finished dater, as onboarding would. */
export async function finishProfile(db: Kysely<DB>, userId: string, spec: DaterSpec): Promise<void> {
  await db.insertInto('profiles').values({ user_id: userId }).onConflict((oc) => oc.column('user_id').doNothing()).execute();
  await db
    .updateTable('profiles')
    .set({
      name: spec.name ?? 'Searcher',
      gender: spec.gender,
      birth_date: birthDateFor(spec.age === undefined ? 30 : spec.age),
      onboarding_completed: true,
      country: spec.country ?? '',
      lifestyle: spec.lifestyle ?? null,
      ...textColumns(spec),
    })
    .where('user_id', '=', userId)
    .execute();
  await db.deleteFrom('match_preferences').where('user_id', '=', userId).execute();
  for (const table of ['profile_cultural_backgrounds', 'profile_interests', 'match_preference_cultural_backgrounds', 'match_preference_interests'] as const) {
    await db.deleteFrom(table).where('user_id', '=', userId).execute();
  }
  await db.insertInto('match_preferences').values({ user_id: userId, ...wishColumns(spec) }).execute();
  await writeFactsAndWishes(db, userId, spec);
}
