import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bornWithin, createCandidateRepository } from '../src/features/matching/candidate-repository.js';
import { createDaterVectorsRepository } from '../src/features/matching/dater-vectors-repository.js';
import { birthDateFor, createDater } from './support/daters.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/**
 * Retrieval filters on copies of each dater's gender and whom they look for, kept in the vector
 * rows by triggers (migration 020, decision 035). A copy that lagged behind its source would
 * show a dater to people they no longer want, or hide them from people they now do.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const copies = (userId: string) => t.database.db.selectFrom('dater_vectors').select(['gender', 'looking_for']).where('user_id', '=', userId).executeTakeFirstOrThrow();
const ageCopies = (userId: string) =>
  t.database.db.selectFrom('dater_vectors').select([sql<string | null>`birth_date::text`.as('born'), 'min_age', 'max_age']).where('user_id', '=', userId).executeTakeFirstOrThrow();

/** Exact reads (the default at these sizes), or, with `exactUpTo: 0`, HNSW graph walks. */
let exactUpTo: number | undefined;

async function retrievedBy(searcherId: string, limit = 300): Promise<string[]> {
  const repository = createCandidateRepository(t.database.db, { exactUpTo });
  const searcher = await repository.searcher(searcherId);
  const vector = await createDaterVectorsRepository(t.database.db).read(searcherId);
  if (!searcher || !vector) throw new Error('the searcher is not ready to search');
  return (await repository.retrieve(searcher, vector.seek, limit)).map((candidate) => candidate.userId);
}

describe.each([
  { walk: 'read exactly', upTo: undefined },
  { walk: 'walked in the HNSW graph', upTo: 0 },
])('the filter copies in the vector rows, the neighbourhood $walk', ({ upTo }) => {
  beforeAll(() => {
    exactUpTo = upTo;
  });
  afterAll(() => {
    exactUpTo = undefined;
  });

  it('are written with the vectors, and follow a change of gender or of whom a dater looks for at once', async () => {
    const searcher = await createDater(t.database.db, { gender: 'male', lookingFor: 'female', age: 33 });
    const her = await createDater(t.database.db, { gender: 'female', lookingFor: 'male', age: 33 });
    expect(await copies(her)).toEqual({ gender: 'female', looking_for: 'male' });
    expect(await retrievedBy(searcher)).toContain(her);

    await t.database.db.updateTable('match_preferences').set({ looking_for: 'female' }).where('user_id', '=', her).execute();
    expect(await copies(her)).toEqual({ gender: 'female', looking_for: 'female' });
    expect(await retrievedBy(searcher)).not.toContain(her);

    await t.database.db.updateTable('match_preferences').set({ looking_for: 'both' }).where('user_id', '=', her).execute();
    expect(await retrievedBy(searcher)).toContain(her);

    await t.database.db.updateTable('profiles').set({ gender: 'non-binary' }).where('user_id', '=', her).execute();
    expect(await copies(her)).toEqual({ gender: 'non-binary', looking_for: 'both' });
    expect(await retrievedBy(searcher)).not.toContain(her);

    await t.database.db.deleteFrom('match_preferences').where('user_id', '=', her).execute();
    expect((await copies(her)).looking_for).toBeNull();
  });

  it('follow a change of date of birth or of the ages a dater accepts, both ways', async () => {
    const searcher = await createDater(t.database.db, { gender: 'female', lookingFor: 'male', age: 36, minAge: 30, maxAge: 40 });
    const him = await createDater(t.database.db, { gender: 'male', lookingFor: 'female', age: 36, minAge: 30, maxAge: 40 });
    expect(await retrievedBy(searcher)).toContain(him);

    // He is now 50: outside the ages she accepts.
    await t.database.db.updateTable('profiles').set({ birth_date: birthDateFor(50) }).where('user_id', '=', him).execute();
    expect((await ageCopies(him)).born).toBe(birthDateFor(50));
    expect(await retrievedBy(searcher)).not.toContain(him);

    // Back to 36, but he now accepts only 40 and over: she, at 36, is outside his range.
    await t.database.db.updateTable('profiles').set({ birth_date: birthDateFor(36) }).where('user_id', '=', him).execute();
    await t.database.db.updateTable('match_preferences').set({ min_age: 40, max_age: 60 }).where('user_id', '=', him).execute();
    expect(await ageCopies(him)).toMatchObject({ min_age: 40, max_age: 60 });
    expect(await retrievedBy(searcher)).not.toContain(him);
  });

  it('let a dater who looks for both genders find both', async () => {
    const searcher = await createDater(t.database.db, { gender: 'female', lookingFor: 'both', age: 41 });
    const him = await createDater(t.database.db, { gender: 'male', lookingFor: 'female', age: 41 });
    const her = await createDater(t.database.db, { gender: 'female', lookingFor: 'both', age: 41 });
    const retrieved = await retrievedBy(searcher);
    expect(retrieved).toEqual(expect.arrayContaining([him, her]));
  });
});

describe('retrieval', () => {
  it('turn an age range into a range of dates of birth that agrees with dater_age on every day', async () => {
    // Every date of birth from 102 years ago to 17 years ago, leap days included.
    for (const [minAge, maxAge] of [[18, 18], [18, 30], [25, 25], [30, 45], [54, 67], [99, 100]] as const) {
      const { rows } = await sql<{ disagreements: number; inside: number }>`
        select count(*) filter (where (dater_age(v.birth_date) between ${minAge} and ${maxAge}) is distinct from (${bornWithin(minAge, maxAge)}))::int as disagreements,
               count(*) filter (where ${bornWithin(minAge, maxAge)})::int as inside
        from (select d::date as birth_date from generate_series(current_date - interval '102 years', current_date - interval '17 years', interval '1 day') d) v`.execute(t.database.db);
      expect(rows[0]).toMatchObject({ disagreements: 0 });
      // About 365 days per year of age in the range.
      expect(rows[0]?.inside).toBeGreaterThanOrEqual(365 * (maxAge - minAge + 1));
    }
  });

  it('search a small community exactly: the nearest daters, nearest first, every time', async () => {
    const topics = ['hiking in the hills', 'baking sourdough', 'jazz records', 'chess in the park', 'sea swimming', 'old films', 'gardening', 'salsa dancing'];
    const searcher = await createDater(t.database.db, { gender: 'female', lookingFor: 'male', age: 71, minAge: 70, maxAge: 72, seek: `Someone who loves ${topics[0]} and ${topics[5]}.` });
    const community: string[] = [];
    for (let i = 0; i < 40; i++) {
      const about = `I love ${topics[i % topics.length]}, ${topics[(i * 3 + 1) % topics.length]} and ${topics[(i * 5 + 2) % topics.length]}; weekends are for friends number ${i}.`;
      community.push(await createDater(t.database.db, { gender: 'male', lookingFor: 'female', age: 71, minAge: 65, maxAge: 75, about }));
    }
    const seek = (await createDaterVectorsRepository(t.database.db).read(searcher))?.seek;
    const exact = await sql<{ user_id: string }>`
      select user_id from dater_vectors where user_id in (${sql.join(community)}) order by about <=> ${seek}::vector, user_id limit 10`.execute(t.database.db);
    const nearest = exact.rows.map((row) => row.user_id);
    expect(nearest).toHaveLength(10);
    for (let run = 0; run < 3; run++) expect(await retrievedBy(searcher, 10)).toEqual(nearest);
  });
});
