import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { DataDirLockedError, processStartTime } from '../src/db/data-dir-lock.js';
import { openDatabase } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { DatabaseMoveError, moveToPostgres } from '../src/db/move/move-database.js';
import { createDemoCommunityRepository } from '../src/features/demo-community/demo-community-repository.js';
import { seedDemoCommunity } from '../src/features/demo-community/seed-demo-community.js';
import { withDatabase } from './support/global-setup.js';
import { TestClient } from './support/http-client.js';
import { imageForm, jpegWithGps } from './support/images.js';
import { unlock } from './support/meeting-feedback.js';
import { signedInDater, type SignedInDater } from './support/moderation.js';
import { eventually, payWithSandbox, subscriptionOf } from './support/payments.js';
import { listMatches, runSearch } from './support/searching.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { createTestDatabase, type TestDatabaseLocation } from './support/test-database.js';

/**
 * `npm run db:move` (docs/operations/move-to-postgresql.md): daters who used the embedded
 * database sign in on PostgreSQL after the move and see exactly what they saw. The embedded
 * database is always the source, so on the PGlite-only run there is no PostgreSQL to move into,
 * and the test checks that an unreachable target is refused plainly instead.
 */
const postgres = inject('postgres');
const SEEN = ['/api/matches', '/api/unlocks', '/api/profile', '/api/subscription', '/api/cards/mine'];
let source: TestDatabaseLocation;
let embedded: TestApp | undefined;
const daters: { dater: SignedInDater; seen: Record<string, unknown> }[] = [];
const targets: string[] = [];

async function whatTheySee(client: TestClient): Promise<Record<string, unknown>> {
  const seen: Record<string, unknown> = {};
  for (const route of SEEN) {
    const response = await client.get(route);
    expect(response.status, `${route}: ${await response.clone().text()}`).toBe(200);
    // Links carry the server's public address, which differs between the two test servers.
    seen[route] = JSON.parse((await response.text()).replaceAll(client.baseUrl, 'PUBLIC_URL'));
  }
  const photo = (seen['/api/profile'] as { imageUrl?: string | null }).imageUrl;
  if (photo) seen.photo = crypto.createHash('sha256').update(Buffer.from(await (await client.get(new URL(photo, client.baseUrl).pathname)).arrayBuffer())).digest('hex');
  return seen;
}

async function newDatabase(): Promise<string> {
  if (!postgres) throw new Error('no PostgreSQL');
  const name = `kindred_move_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgres.adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  targets.push(name);
  return withDatabase(postgres.adminUrl, name);
}

async function tablesIn(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ n: number }>("select count(*)::int as n from pg_tables where schemaname = 'public'");
  await client.end();
  return rows[0]?.n ?? -1;
}

/** Two daters who searched the demo community; the first also unlocked, paid, reported, made a card and a photo. */
async function seed(t: TestApp): Promise<void> {
  await seedDemoCommunity({ community: createDemoCommunityRepository(t.database.db), dataDir: t.config.dataDir, count: 40, seed: 7 });
  const busy = await signedInDater(t, { gender: 'female', name: 'Ada Mover', age: 34 }, 'mover');
  const quiet = await signedInDater(t, { gender: 'male', name: 'Ben Mover', age: 36 }, 'mover');
  await signedInDater(t, { gender: 'male', name: 'Cal Mover', age: 35 }, 'mover');
  expect((await runSearch(busy.client)).newMatches).toBeGreaterThanOrEqual(2);
  // Ben was found by Ada's search, so his own finds nothing new; it is kept as a search he made.
  await runSearch(quiet.client);
  expect((await listMatches(quiet.client)).length).toBeGreaterThanOrEqual(1);
  const [first, second] = await listMatches(busy.client);
  await unlock(busy.client, first!.id);
  const reported = await busy.client.post(`/api/matches/${second!.id}/report`, { reason: 'harassment', comment: 'Rude messages after the unlock.' });
  expect(reported.status).toBe(200);
  const { params } = await payWithSandbox(busy.client);
  expect((await busy.client.post('/api/subscription/verify-return', params)).status).toBe(200);
  expect((await eventually(() => subscriptionOf(busy.client), (s) => s.premium)).premium).toBe(true);
  expect((await busy.client.post('/api/cards', { name: 'Ada', emoji: '🌶️', preferences: ['deep-chats'], ratingId: 'heart', vibeId: 'soft-launch' })).status).toBe(201);
  expect((await busy.client.upload('/api/profile/images/profile', imageForm(await jpegWithGps(), 'photo.jpg'))).status).toBe(200);
  for (const dater of [busy, quiet]) daters.push({ dater, seen: await whatTheySee(dater.client) });
}

beforeAll(async () => {
  source = await createTestDatabase();
  if (!postgres) return;
  // The embedded database, even on the PostgreSQL run: DATABASE_URL emptied, DATA_DIR our own.
  embedded = await startTestApp({ DATA_DIR: source.dataDir, DATABASE_URL: '' });
  await seed(embedded);
}, 150_000);
afterAll(async () => {
  await embedded?.close();
  if (postgres && targets.length > 0) {
    const admin = new pg.Client({ connectionString: postgres.adminUrl });
    await admin.connect();
    for (const name of targets) await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
  await source.drop();
});

describe('moving the embedded database to PostgreSQL', () => {
  it('refuses a PostgreSQL it cannot reach, naming it without its password', async () => {
    const refusal = moveToPostgres({ dataDir: source.dataDir, targetUrl: 'postgres://kindred:secret@127.0.0.1:1/kindred' });
    await expect(refusal).rejects.toBeInstanceOf(DatabaseMoveError);
    await expect(refusal).rejects.toThrow(/^Could not reach PostgreSQL at 127\.0\.0\.1:1\/kindred: .*Nothing was changed\.$/);
    await expect(refusal).rejects.not.toThrow(/secret/);
  });

  it('copies every dater into PostgreSQL: each signs in and sees exactly what they saw', async () => {
    if (!postgres || !embedded) return expect(postgres).toBeNull();
    const targetUrl = await newDatabase();
    await embedded.close();
    embedded = undefined;
    // While a server holds the data directory (here the test runner's parent stands in for it:
    // the lock lets its own process in), the move refuses before touching the target.
    const lockFile = path.join(source.dataDir, 'kindred.lock');
    fs.writeFileSync(lockFile, `${process.ppid} ${processStartTime(process.ppid) ?? ''}`.trim());
    await expect(moveToPostgres({ dataDir: source.dataDir, targetUrl })).rejects.toBeInstanceOf(DataDirLockedError);
    fs.rmSync(lockFile);
    expect(await tablesIn(targetUrl)).toBe(0);

    const outcome = await moveToPostgres({ dataDir: source.dataDir, targetUrl });
    expect(outcome.tables.every((t) => t.ok && t.sourceRows === t.targetRows)).toBe(true);
    const rows = Object.fromEntries(outcome.tables.map((t) => [t.table, t.targetRows]));
    expect(rows.user).toBeGreaterThanOrEqual(42);
    for (const table of ['dater_vectors', 'matches', 'monthly_unlocks', 'reports', 'subscriptions', 'insta_cards', 'session']) expect(rows[table], table).toBeGreaterThan(0);

    const moved = await startTestApp({ DATABASE_URL: targetUrl, DATA_DIR: source.dataDir });
    try {
      expect(moved.database.kind).toBe('postgres');
      for (const { dater, seen } of daters) {
        const client = new TestClient(moved.baseUrl);
        expect((await client.signIn(dater.email, dater.password)).status).toBe(200);
        expect(await whatTheySee(client)).toEqual(seen);
      }
    } finally {
      await moved.close();
    }

    const again = moveToPostgres({ dataDir: source.dataDir, targetUrl });
    await expect(again).rejects.toThrow(/already holds data .*nothing was changed/);
  }, 150_000);

  it('accepts a database that holds only the schema, as a failed attempt leaves it', async () => {
    if (!postgres || embedded) return expect(postgres).toBeNull();
    const targetUrl = await newDatabase();
    const schemaOnly = await openDatabase({ databaseUrl: targetUrl, dataDir: '', poolSize: 1 });
    await migrateToLatest(schemaOnly.db);
    await schemaOnly.close();
    const outcome = await moveToPostgres({ dataDir: source.dataDir, targetUrl });
    expect(outcome.tables.length).toBeGreaterThan(40);
    expect(outcome.tables.filter((t) => !t.ok)).toEqual([]);
  }, 90_000);
});
