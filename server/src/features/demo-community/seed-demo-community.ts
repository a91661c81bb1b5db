import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { daterTextsFromAnswers } from '../onboarding/onboarding-service.js';
import { avatarImagePath, renderAvatars } from './avatar-renderer.js';
import type { DemoCommunityRepository, DemoDaterRows } from './demo-community-repository.js';
import type { DemoDater } from './demo-dater.js';
import { DEFAULT_DEMO_SEED, generateDemoDaters } from './generate-demo-daters.js';
import { syntheticMeetingAnswers } from './synthetic-meeting-answers.js';

/** The profile columns of a demo dater's two texts, stored as onboarding stores a real dater's. */
function daterTextColumns(aboutMe: string, hopeToMeet: string) {
  const texts = daterTextsFromAnswers(aboutMe, hopeToMeet);
  return { about_me: texts.aboutMe, hope_to_meet: texts.hopeToMeet };
}

export const DEFAULT_DEMO_COUNT = 320;

/** Daters per multi-row insert: ~100 keeps every statement far below PostgreSQL's 65,535 parameters. */
const BATCH_SIZE = 100;

export interface SeedDemoCommunityOptions {
  community: DemoCommunityRepository;
  /** Avatars go to `${dataDir}/media/avatars/`. */
  dataDir: string;
  count?: number;
  seed?: number;
  log?: Pick<FastifyBaseLogger, 'info'>;
}

/**
 * Fills an empty community with demo daters so a newcomer's first search finds real matches.
 * Idempotent: once any demo dater exists it inserts nothing, so it is safe on every start; it only
 * takes away handles an earlier version gave them. Returns how many daters it inserted.
 */
export async function seedDemoCommunity(options: SeedDemoCommunityOptions): Promise<number> {
  const { community, dataDir, count = DEFAULT_DEMO_COUNT, seed = DEFAULT_DEMO_SEED, log } = options;
  if (await community.hasDemoDaters()) {
    const cleared = await community.clearHandles();
    if (cleared > 0) log?.info({ cleared }, 'demo daters no longer carry social handles');
    return 0;
  }

  const started = performance.now();
  const daters = generateDemoDaters(count, seed);
  // Files first: a crash between the two leaves unused images, never profiles without them.
  await renderAvatars(daters, path.join(dataDir, 'media'));
  const today = new Date();
  const batches: DemoDaterRows[] = [];
  for (let i = 0; i < daters.length; i += BATCH_SIZE) batches.push(demoDaterRows(daters.slice(i, i + BATCH_SIZE), today));
  const inserted = (await community.insertOnce(batches, syntheticMeetingAnswers(daters, seed))) ? daters.length : 0;
  log?.info({ inserted, ms: Math.round(performance.now() - started) }, 'demo community seeded');
  return inserted;
}

/**
 * A date of birth that gives the demo dater their generated age today: their last birthday falls
 * on a day between a year ago and today, spread by their id so the community has birthdays all
 * year. The same dater gets the same date on every seed of the same day.
 */
export function birthDateForAge(age: number, id: string, today: Date): string {
  let spread = 0;
  for (const ch of id) spread = (spread * 31 + ch.charCodeAt(0)) % 300;
  const lastBirthday = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - spread));
  // 29 February exists only in leap years; the day before keeps the age exact in every year.
  if (lastBirthday.getUTCMonth() === 1 && lastBirthday.getUTCDate() === 29) lastBirthday.setUTCDate(28);
  return new Date(Date.UTC(lastBirthday.getUTCFullYear() - age, lastBirthday.getUTCMonth(), lastBirthday.getUTCDate())).toISOString().slice(0, 10);
}

/** A batch of demo daters as the rows a real dater's sign-up and onboarding would store. */
function demoDaterRows(daters: readonly DemoDater[], today: Date): DemoDaterRows {
  return {
    users: daters.map((d) => ({ id: d.id, name: d.name, email: `${d.id}@demo.kindred.invalid`, emailVerified: true })),
    profiles: daters.map((d) => ({
      user_id: d.id,
      is_demo: true,
      onboarding_completed: true,
      app_onboard: true,
      name: d.name,
      bio: d.bio,
      birth_date: birthDateForAge(d.age, d.id, today),
      gender: d.gender,
      country: d.country,
      lifestyle: d.lifestyle,
      image_path: avatarImagePath(d.id),
      ...daterTextColumns(d.answers.q2, d.answers.q3),
    })),
    culturalBackgrounds: daters.flatMap((d) => d.culturalBackgrounds.map((background) => ({ user_id: d.id, background }))),
    interests: daters.flatMap((d) => d.interests.map((interest, position) => ({ user_id: d.id, interest, position }))),
    answers: daters.flatMap((d) => [
      { user_id: d.id, question: 1, answer: d.answers.q1 },
      { user_id: d.id, question: 2, answer: d.answers.q2 },
      { user_id: d.id, question: 3, answer: d.answers.q3 },
    ]),
    preferences: daters.map((d) => ({
      user_id: d.id,
      looking_for: d.preferences.lookingFor,
      min_age: d.preferences.minAge,
      max_age: d.preferences.maxAge,
      // Demo daters exist to welcome newcomers, who are not verified yet.
      show_verified_only: false,
    })),
  };
}
