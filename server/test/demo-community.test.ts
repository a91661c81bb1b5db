import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateDemoDaters } from '../src/features/demo-community/generate-demo-daters.js';
import { createDemoCommunityRepository } from '../src/features/demo-community/demo-community-repository.js';
import { seedDemoCommunity } from '../src/features/demo-community/seed-demo-community.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const SEED = 20240611;

let t: TestApp;
let firstRun: number;
beforeAll(async () => {
  // The test seeds by hand, so a start-up seeding (if the composition root does one) stays out of the way.
  t = await startTestApp({ DEMO_COMMUNITY: 'off' });
  const started = performance.now();
  firstRun = await seedDemoCommunity({ community: createDemoCommunityRepository(t.database.db), dataDir: t.config.dataDir, seed: SEED });
  console.log(`seeded ${firstRun} demo daters in ${Math.round(performance.now() - started)} ms (${t.database.kind})`);
}, 120_000);
afterAll(async () => {
  await t.close();
});

async function demoProfiles() {
  return t.database.db.selectFrom('profiles').selectAll().select(sql<number | null>`dater_age(birth_date)`.as('age')).where('is_demo', '=', true).orderBy('user_id').execute();
}

describe('seeding the demo community', () => {
  it('creates at least 300 completed demo daters of both genders aged 20–60', async () => {
    const profiles = await demoProfiles();
    expect(firstRun).toBe(profiles.length);
    expect(profiles.length).toBeGreaterThanOrEqual(300);
    expect(new Set(profiles.map((p) => p.gender))).toEqual(new Set(['female', 'male']));
    for (const p of profiles) {
      expect(p.onboarding_completed).toBe(true);
      expect(p.age).toBeGreaterThanOrEqual(20);
      expect(p.age).toBeLessThanOrEqual(60);
      expect(p.name.length).toBeGreaterThan(1);
      expect(p.bio.length).toBeGreaterThan(20);
      expect(p.about_me.trim().length).toBeGreaterThanOrEqual(20);
      expect(p.hope_to_meet.trim().length).toBeGreaterThanOrEqual(20);
      expect(p.image_path).toBe(`avatars/${p.user_id}.webp`);
      // No social accounts: a made-up handle could be a real stranger's (decision 047).
      expect([p.instagram, p.linkedin, p.calendly]).toEqual(['', '', '']);
    }
  });

  it('stores three answers per dater, with every "about me" unique', async () => {
    const answers = await t.database.db
      .selectFrom('onboarding_answers')
      .innerJoin('profiles', 'profiles.user_id', 'onboarding_answers.user_id')
      .select(['onboarding_answers.user_id', 'question', 'answer'])
      .where('profiles.is_demo', '=', true)
      .execute();
    expect(answers).toHaveLength(firstRun * 3);
    const aboutMe = answers.filter((a) => a.question === 2).map((a) => a.answer);
    expect(new Set(aboutMe).size).toBe(firstRun);
    for (const a of answers.filter((x) => x.question > 1)) expect(a.answer.length).toBeGreaterThanOrEqual(20);
  });

  it('gives each dater interests, a background and preferences for the other gender', async () => {
    const db = t.database.db;
    const [prefs, interests, backgrounds, profiles] = await Promise.all([
      db.selectFrom('match_preferences').selectAll().where('user_id', 'like', 'demo-%').execute(),
      db.selectFrom('profile_interests').select('user_id').where('user_id', 'like', 'demo-%').execute(),
      db.selectFrom('profile_cultural_backgrounds').select('user_id').where('user_id', 'like', 'demo-%').execute(),
      demoProfiles(),
    ]);
    const genderOf = new Map(profiles.map((p) => [p.user_id, p.gender]));
    expect(prefs).toHaveLength(firstRun);
    for (const p of prefs) expect(p.looking_for).not.toBe(genderOf.get(p.user_id));
    expect(new Set(interests.map((i) => i.user_id)).size).toBe(firstRun);
    expect(new Set(backgrounds.map((b) => b.user_id)).size).toBe(firstRun);
  });

  it('writes a valid WebP avatar for every dater', async () => {
    for (const p of await demoProfiles()) {
      const file = path.join(t.config.dataDir, 'media', p.image_path ?? '');
      const header = Buffer.alloc(12);
      const fd = fs.openSync(file, 'r');
      fs.readSync(fd, header, 0, 12, 0);
      fs.closeSync(fd);
      expect(header.subarray(0, 4).toString('ascii')).toBe('RIFF');
      expect(header.subarray(8, 12).toString('ascii')).toBe('WEBP');
      expect(fs.statSync(file).size).toBeGreaterThan(1000);
    }
  });

  it('is idempotent: a second run inserts nothing', async () => {
    const before = (await demoProfiles()).length;
    expect(await seedDemoCommunity({ community: createDemoCommunityRepository(t.database.db), dataDir: t.config.dataDir, seed: SEED })).toBe(0);
    expect((await demoProfiles()).length).toBe(before);
  });

  it('stores exactly what the generator produces for the seed', async () => {
    const expected = generateDemoDaters(firstRun, SEED);
    const profiles = await demoProfiles();
    expect(profiles.map((p) => [p.user_id, p.name, p.age, p.country])).toEqual(expected.map((d) => [d.id, d.name, d.age, d.country]));
    const stored = await t.database.db.selectFrom('onboarding_answers').select(['user_id', 'answer']).where('question', '=', 2).where('user_id', 'like', 'demo-%').orderBy('user_id').execute();
    expect(stored.map((a) => a.answer)).toEqual(expected.map((d) => d.answers.q2));
  });
});

describe('seeding from several processes at once', () => {
  it('inserts the community exactly once', async () => {
    const fresh = await startTestApp({ DEMO_COMMUNITY: 'off' });
    try {
      const options = { community: createDemoCommunityRepository(fresh.database.db), dataDir: fresh.config.dataDir, count: 40, seed: SEED };
      const results = await Promise.all([seedDemoCommunity(options), seedDemoCommunity(options)]);
      expect(results.reduce((a, b) => a + b, 0)).toBe(40);
      const rows = await fresh.database.db.selectFrom('profiles').select('user_id').where('is_demo', '=', true).execute();
      expect(rows).toHaveLength(40);
    } finally {
      await fresh.close();
    }
  }, 60_000);
});
