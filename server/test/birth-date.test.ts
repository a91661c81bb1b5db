import crypto from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalizeCountry, apiErrorSchema, birthDateStateSchema, meResponseSchema, ownProfileSchema } from '@kindred/contract';
import * as birthDateMigration from '../src/db/migrations/017-birth-date.js';
import * as vectorFilterColumnsMigration from '../src/db/migrations/020-vector-filter-columns.js';
import { createDater, finishProfile } from './support/daters.js';
import { TestClient, uniqueEmail } from './support/http-client.js';
import { listMatches, runSearch, signedInSearcher } from './support/searching.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let today: string;
beforeAll(async () => {
  t = await startTestApp();
  // The server judges ages by the database's calendar; the test uses the same one.
  today = (await sql<{ d: string }>`select current_date::text as d`.execute(t.database.db)).rows[0]!.d;
});
afterAll(async () => {
  await t.close();
});

/** The same day and month, `years` earlier; 29 February falls back to the 28th. */
function yearsBefore(iso: string, years: number, extraDays = 0): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y - years, m - 1, d));
  if (date.getUTCMonth() !== m - 1) date.setUTCDate(0);
  date.setUTCDate(date.getUTCDate() + extraDays);
  return date.toISOString().slice(0, 10);
}

async function newDater(): Promise<TestClient> {
  const client = new TestClient(t.baseUrl);
  await client.signUp(uniqueEmail('born'));
  return client;
}

async function put(client: TestClient, body: unknown) {
  const response = await client.request('PUT', '/api/profile/birth-date', body);
  return { status: response.status, body: (await response.json()) as unknown };
}

async function stateOf(client: TestClient) {
  return birthDateStateSchema.parse(await (await client.get('/api/profile/birth-date')).json());
}

function codeOf(body: unknown): string | undefined {
  return apiErrorSchema.parse(body).code;
}

describe('date of birth', () => {
  it('is asked once: unknown at first, then the age follows from it on every tier', async () => {
    const client = await newDater();
    expect(await stateOf(client)).toEqual({ birthDate: null, age: null, status: 'unknown', changesLeft: 1 });
    expect(meResponseSchema.parse(await (await client.get('/api/me')).json()).ageStatus).toBe('unknown');

    const born = yearsBefore(today, 31, 10);
    const saved = await put(client, { birthDate: born });
    expect(saved.status).toBe(200);
    expect(birthDateStateSchema.parse(saved.body)).toEqual({ birthDate: born, age: 30, status: 'adult', changesLeft: 1 });
    expect(meResponseSchema.parse(await (await client.get('/api/me')).json()).ageStatus).toBe('adult');
    expect(ownProfileSchema.parse(await (await client.get('/api/profile')).json()).age).toBe(30);
  });

  it('turns 18 on the birthday itself, not a day before', async () => {
    const eighteenToday = await newDater();
    expect((await put(eighteenToday, { birthDate: yearsBefore(today, 18) })).status).toBe(200);

    const eighteenTomorrow = await newDater();
    const refused = await put(eighteenTomorrow, { birthDate: yearsBefore(today, 18, 1) });
    expect(refused.status).toBe(403);
    expect(codeOf(refused.body)).toBe('UNDER_AGE');
  });

  it('refuses under 18 for good: the dater cannot search, cannot change the date, and is told why', async () => {
    const client = await newDater();
    const refused = await put(client, { birthDate: yearsBefore(today, 16) });
    expect(refused.status).toBe(403);
    expect(codeOf(refused.body)).toBe('UNDER_AGE');
    expect(await stateOf(client)).toMatchObject({ status: 'under_age', age: 16, changesLeft: 0 });
    expect(meResponseSchema.parse(await (await client.get('/api/me')).json()).ageStatus).toBe('under_age');

    const moved = await put(client, { birthDate: yearsBefore(today, 25), reason: 'I picked the wrong year' });
    expect(moved.status).toBe(403);
    expect(codeOf(moved.body)).toBe('UNDER_AGE');
    expect((await stateOf(client)).age).toBe(16);

    const me = meResponseSchema.parse(await (await client.get('/api/me')).json());
    const row = await t.database.db.selectFrom('profiles').select(sql<string>`birth_date::text`.as('born')).where('user_id', '=', me.user.id).executeTakeFirstOrThrow();
    await finishProfile(t.database.db, me.user.id, { gender: 'male', age: 16 });
    const search = await client.post('/api/matches/searches');
    expect(search.status).toBe(403);
    expect(codeOf(await search.json())).toBe('UNDER_AGE');
    expect(row.born).toBe(yearsBefore(today, 16));
  });

  it('may change once, with a reason; then it is kept', async () => {
    const client = await newDater();
    const first = yearsBefore(today, 40, 3);
    expect((await put(client, { birthDate: first })).status).toBe(200);
    // Saving the same date again is no change at all.
    expect((await put(client, { birthDate: first })).status).toBe(200);

    const noReason = await put(client, { birthDate: yearsBefore(today, 35, 3) });
    expect(noReason.status).toBe(400);
    expect(codeOf(noReason.body)).toBe('BIRTH_DATE_REASON_REQUIRED');
    expect((await stateOf(client)).birthDate).toBe(first);

    const changed = await put(client, { birthDate: yearsBefore(today, 35, 3), reason: 'I picked the wrong year' });
    expect(changed.status).toBe(200);
    expect(birthDateStateSchema.parse(changed.body)).toMatchObject({ age: 34, changesLeft: 0 });

    const again = await put(client, { birthDate: yearsBefore(today, 30, 3), reason: 'Actually it was this one' });
    expect(again.status).toBe(409);
    expect(codeOf(again.body)).toBe('BIRTH_DATE_CHANGE_USED');
    expect((await stateOf(client)).age).toBe(34);
  });

  it('answers bad dates with a 400 and writes nothing', async () => {
    const client = await newDater();
    const bad: unknown[] = [
      { birthDate: yearsBefore(today, -1) },
      { birthDate: '2001-02-30' },
      { birthDate: '1850-01-01' },
      { birthDate: '12/05/1990' },
      { birthDate: 'yesterday' },
      { birthDate: 19900512 },
      { birthDate: null },
      {},
      { birthDate: '1990-05-12', reason: 'x'.repeat(301) },
      { birthDate: '1990-05-12', age: 36 },
    ];
    for (const body of bad) {
      const answer = await put(client, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(apiErrorSchema.parse(answer.body).message.length).toBeGreaterThan(0);
    }
    expect((await stateOf(client)).status).toBe('unknown');
  });

  it('keeps ages 18 to 100: exactly 101 years back is refused, 100 years and 364 days is kept', async () => {
    const hundredAndOne = yearsBefore(today, 101);
    const refusedClient = await newDater();
    const refused = await put(refusedClient, { birthDate: hundredAndOne });
    expect(refused.status).toBe(400);
    expect(codeOf(refused.body)).toBe('BIRTH_DATE_INVALID');
    expect((await stateOf(refusedClient)).status).toBe('unknown');

    const keptClient = await newDater();
    const kept = await put(keptClient, { birthDate: yearsBefore(today, 101, 1) });
    expect(kept.status).toBe(200);
    expect((await stateOf(keptClient)).age).toBe(100);
  });

  it('is gone from the profile update: age is never typed', async () => {
    const client = await newDater();
    const response = await client.request('PATCH', '/api/profile', { age: 30 });
    expect(response.status).toBe(400);
  });
});

describe('age in matching', () => {
  function placeOfOwn(): string {
    // In the one spelling every save writes, so the sheet's count and the search compare alike.
    return normalizeCountry(`Agetown ${crypto.randomBytes(3).toString('hex')}`);
  }

  it('a searcher without a date of birth is asked for it before searching', async () => {
    const { client } = await signedInSearcher(t, { gender: 'male', age: null });
    const search = await client.post('/api/matches/searches');
    expect(search.status).toBe(409);
    expect(codeOf(await search.json())).toBe('BIRTH_DATE_REQUIRED');
  });

  it('shows nobody without a known adult age, whatever the age range allows', async () => {
    const here = placeOfOwn();
    await createDater(t.database.db, { gender: 'female', name: 'Adult', country: here, age: 30 });
    await createDater(t.database.db, { gender: 'female', name: 'NoDate', country: here, age: null });
    await createDater(t.database.db, { gender: 'female', name: 'Minor', country: here, age: 17, minAge: 18 });
    const { client } = await signedInSearcher(t, { gender: 'male', country: here, minAge: 18, maxAge: 85, wants: { country: here } });
    expect((await runSearch(client)).status).toBe('succeeded');
    expect((await listMatches(client)).map((m) => m.name)).toEqual(['Adult']);
  });

  it('an age range holds both ways on the ages derived from dates of birth', async () => {
    const here = placeOfOwn();
    await createDater(t.database.db, { gender: 'female', name: 'InRange', country: here, age: 33 });
    await createDater(t.database.db, { gender: 'female', name: 'TooOld', country: here, age: 50 });
    await createDater(t.database.db, { gender: 'female', name: 'WantsOlder', country: here, age: 33, minAge: 45 });
    const { client } = await signedInSearcher(t, { gender: 'male', country: here, age: 35, minAge: 25, maxAge: 40, wants: { country: here } });
    expect((await runSearch(client)).status).toBe('succeeded');
    expect((await listMatches(client)).map((m) => m.name)).toEqual(['InRange']);
  });
});

describe('migration 017: age becomes a date of birth', () => {
  it('gives demo daters a date that keeps their age, and asks real daters again', async () => {
    const db = t.database.db;
    const old = db as unknown as Kysely<unknown>;
    for (const [id, demo] of [['demo', true], ['real', false], ['demo-no-age', true]] as const) {
      await db.insertInto('user').values({ id: `m017-${id}`, name: id, email: `m017-${id}@example.test` }).execute();
      await db.insertInto('profiles').values({ user_id: `m017-${id}`, is_demo: demo }).execute();
    }
    // A later migration copies the date of birth (020): it is undone first and done again last, as a real rollback would.
    await vectorFilterColumnsMigration.down(old);
    await birthDateMigration.down(old);
    await sql`update profiles set age = 27 where user_id in ('m017-demo', 'm017-real')`.execute(db);
    await birthDateMigration.up(old);
    await vectorFilterColumnsMigration.up(old);

    const rows = await db
      .selectFrom('profiles')
      .select(['user_id', sql<string | null>`birth_date::text`.as('born'), sql<number | null>`dater_age(birth_date)`.as('age')])
      .where('user_id', 'like', 'm017-%')
      .execute();
    const byId = new Map(rows.map((r) => [r.user_id, r]));
    expect(byId.get('m017-demo')?.age).toBe(27);
    expect(byId.get('m017-real')).toMatchObject({ born: null, age: null });
    expect(byId.get('m017-demo-no-age')).toMatchObject({ born: null, age: null });
    const columns = await sql<{ name: string }>`select column_name as name from information_schema.columns where table_name = 'profiles'`.execute(db);
    expect(columns.rows.map((c) => c.name)).not.toContain('age');
  });
});
