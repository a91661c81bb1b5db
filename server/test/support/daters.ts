import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../src/db/schema.js';
import { createDaterVectors } from '../../src/features/matching/dater-vectors.js';
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
  await db.insertInto('user').values({ id, name, email: `${id}@example.test` }).execute();
  await db
    .insertInto('profiles')
    .values({
      user_id: id,
      name,
      gender: spec.gender,
      age: spec.age === undefined ? 30 : spec.age,
      onboarding_completed: spec.onboardingCompleted ?? true,
      ...textColumns(spec),
    })
    .execute();
  await db
    .insertInto('match_preferences')
    .values({
      user_id: id,
      looking_for: spec.lookingFor ?? (spec.gender === 'male' ? 'female' : 'male'),
      min_age: spec.minAge ?? 18,
      max_age: spec.maxAge ?? 85,
    })
    .execute();
  await createDaterVectors(db).refresh(id);
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
      age: spec.age === undefined ? 30 : spec.age,
      onboarding_completed: true,
      ...textColumns(spec),
    })
    .where('user_id', '=', userId)
    .execute();
  await db.deleteFrom('match_preferences').where('user_id', '=', userId).execute();
  await db
    .insertInto('match_preferences')
    .values({ user_id: userId, looking_for: spec.lookingFor ?? (spec.gender === 'male' ? 'female' : 'male'), min_age: spec.minAge ?? 18, max_age: spec.maxAge ?? 85 })
    .execute();
}
