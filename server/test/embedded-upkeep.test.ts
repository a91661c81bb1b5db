import pino from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedUpkeep } from '../src/db/embedded-upkeep.js';
import { createDater } from './support/daters.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/**
 * PGlite runs no autovacuum, so the server tidies it itself (decision 035): without it, the
 * index-only reads of retrieval would visit the table for every row, and the planner would keep
 * the statistics of an empty database.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const log = pino({ level: 'silent' }) as FastifyBaseLogger;

const vectorTable = async () =>
  (
    await sql<{ visible: number; analysed: boolean }>`
      select relallvisible::int as visible, (select last_analyze is not null from pg_stat_user_tables where relname = 'dater_vectors') as analysed
      from pg_class where relname = 'dater_vectors'`.execute(t.database.db)
  ).rows[0];

describe('embedded database upkeep', () => {
  it('vacuums and analyses PGlite at start, and leaves PostgreSQL to its autovacuum', async () => {
    for (let i = 0; i < 20; i++) await createDater(t.database.db, { gender: i % 2 ? 'male' : 'female', age: 30 + i });
    const upkeep = startEmbeddedUpkeep(t.database, log, 60_000);
    if (t.database.kind === 'postgres') {
      expect(upkeep).toBeNull();
      return;
    }
    expect(upkeep).not.toBeNull();
    await upkeep?.stop();
    const after = await vectorTable();
    expect(after?.visible).toBeGreaterThan(0);
    expect(after?.analysed).toBe(true);
  });
});
