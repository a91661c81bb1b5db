import { getMigrations } from 'better-auth/db/migration';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuth } from '../src/auth/auth.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('migrations', () => {
  it('can be applied twice: the second run applies nothing and changes nothing', async () => {
    const tablesBefore = await sql<{ n: number }>`select count(*)::int as n from information_schema.tables where table_schema = 'public'`.execute(t.database.db);
    expect(await migrateToLatest(t.database.db)).toEqual([]);
    expect(await migrateToLatest(t.database.db)).toEqual([]);
    const tablesAfter = await sql<{ n: number }>`select count(*)::int as n from information_schema.tables where table_schema = 'public'`.execute(t.database.db);
    expect(tablesAfter.rows[0]?.n).toBe(tablesBefore.rows[0]?.n);
  });

  it('installs pgvector', async () => {
    const result = await sql<{ v: string }>`select '[1,2,3]'::vector <-> '[1,2,4]'::vector as v`.execute(t.database.db);
    expect(Number(result.rows[0]?.v)).toBe(1);
  });

  it('leaves the auth library nothing to create or add', async () => {
    const auth = createAuth({ config: t.config, pool: t.database.pool, secret: 'x'.repeat(32) });
    const { toBeCreated, toBeAdded } = await getMigrations(auth.options);
    expect(toBeCreated).toEqual([]);
    expect(toBeAdded).toEqual([]);
  });

  it('enforces enums and ranges with CHECK constraints', async () => {
    const userId = 'check-constraint-user';
    await t.database.db.insertInto('user').values({ id: userId, name: 'c', email: 'check@example.test' }).execute();
    await t.database.db.insertInto('profiles').values({ user_id: userId }).execute();
    const attempts = [
      t.database.db.updateTable('profiles').set({ birth_date: '1899-12-31' }).where('user_id', '=', userId).execute(),
      t.database.db.updateTable('profiles').set({ gender: 'robot' }).where('user_id', '=', userId).execute(),
      t.database.db.insertInto('match_preferences').values({ user_id: userId, looking_for: 'everyone' }).execute(),
      t.database.db.insertInto('subscription_usage').values({ user_id: userId, month_year: '2026-13' }).execute(),
      t.database.db.insertInto('subscriptions').values({ user_id: userId, status: 'forever' }).execute(),
    ];
    const results = await Promise.allSettled(attempts);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected', 'rejected', 'rejected']);
  });

  it('keeps one unlock per dater, match and month', async () => {
    const db = t.database.db;
    for (const id of ['unlock-a', 'unlock-b']) {
      await db.insertInto('user').values({ id, name: id, email: `${id}@example.test` }).execute();
      await db.insertInto('profiles').values({ user_id: id }).execute();
    }
    const match = await db
      .insertInto('matches')
      .values({ pair_id: crypto.randomUUID(), viewer_id: 'unlock-a', other_id: 'unlock-b', compatibility_score: 80 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const unlock = { user_id: 'unlock-a', match_id: match.id, month_year: '2026-11' };
    await db.insertInto('monthly_unlocks').values(unlock).execute();
    await expect(db.insertInto('monthly_unlocks').values(unlock).execute()).rejects.toThrow(/unique|duplicate/i);
  });
});
