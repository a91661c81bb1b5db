/**
 * One engine's bench data, made the way production makes it: the real server creates and
 * migrates a fresh database and seeds its demo community, the bench daters sign up and search
 * over HTTP, and only what the API cannot do on its own (Premium without a payment, thousands
 * of matches to unlock) is written to the database directly, with the server stopped.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import type { Engine } from '../engines.js';
import { openDatabase } from '../../server/src/db/database.js';
import type { DB } from '../../server/src/db/schema.js';
import { createFeedDater, createUnlockDaters, type BenchDater } from './http-daters.js';
import { productEnv, startProduct, type ProductSettings } from './processes.js';
import { recordPlans, type Recording } from './record-queries.js';
import { freePort } from '../../server/test/support/free-port.js';
import { runAdminStatement } from '../shared/with-postgres.js';

/** Feed cards that are unlocked (and so carry handles), within a free dater's 7. */
const UNLOCKED_FEED_CARDS = 5;

export interface EngineSetup {
  engine: Engine;
  product: ProductSettings;
  /** Where the bare side reads the same data: a copy of the PGlite directory, or the same database. */
  bareTarget: { pgliteDir: string } | { databaseUrl: string };
  plansFile: string;
  recording: Recording;
  feedDater: BenchDater & { matches: number };
  /** The daters who unlock, each with their locked matches in the order the runs spend them. */
  unlockDaters: (BenchDater & { matchIds: string[] })[];
  serverVersion: string;
  dispose(): Promise<void>;
}

/** A new database on the TEST_DATABASE_URL server, for PostgreSQL runs. */
async function freshPostgres(): Promise<{ url: string; name: string }> {
  const name = `kindred_bench_api_${crypto.randomBytes(4).toString('hex')}`;
  await runAdminStatement(`create database ${name}`);
  const url = new URL(process.env.TEST_DATABASE_URL ?? '');
  url.pathname = `/${name}`;
  return { url: url.toString(), name };
}

/**
 * Gives every unlock dater a locked match with each of `perDater` daters made for the purpose
 * (a pair matches once, so the daters share them). Returns each dater's match ids.
 */
async function insertUnlockSupply(db: Kysely<DB>, viewerIds: readonly string[], perDater: number): Promise<string[][]> {
  await sql`insert into "user" (id, name, email)
    select 'bench-other-' || g, 'Other ' || g, 'bench-other-' || g || '@bench.kindred.invalid' from generate_series(1, ${perDater}::int) g`.execute(db);
  // Not onboarded, so matching never considers them and the server's start-up skips their vectors.
  await sql`insert into profiles (user_id, name, birth_date, gender, country, bio, instagram, linkedin, calendly)
    select 'bench-other-' || g, 'Other ' || g, (current_date - make_interval(years => 20 + g % 40))::date, 'male', 'Portugal',
      'Trail runner and amateur baker who reads on the train, number ' || g, 'other.' || g, 'other-' || g, 'other-' || g
    from generate_series(1, ${perDater}::int) g`.execute(db);
  await sql`insert into matches (pair_id, viewer_id, other_id, compatibility_score, match_note, shared_themes)
    select gen_random_uuid(), v.id, 'bench-other-' || g, 70 + g % 30,
      'You both love early mornings outdoors and long dinners with friends.', '{outdoors,cooking}'
    from unnest(${[...viewerIds]}::text[]) as v(id) cross join generate_series(1, ${perDater}::int) g`.execute(db);
  // As autovacuum would after a load, so the planner sees the tables as they are.
  await sql`analyze`.execute(db);
  const ids: string[][] = [];
  for (const viewerId of viewerIds) {
    const rows = await db.selectFrom('matches').select('id').where('viewer_id', '=', viewerId).orderBy('id').execute();
    ids.push(rows.map((r) => r.id));
  }
  return ids;
}

export interface SetupOptions {
  unlockDaters: number;
  /** Locked matches per unlock dater. */
  unlockMatches: number;
}

export async function prepareEngine(engine: Engine, options: SetupOptions, say: (line: string) => void): Promise<EngineSetup> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), `kindred-bench-api-${engine}-`));
  const dataDir = path.join(work, 'product');
  fs.mkdirSync(dataDir);
  const postgres = engine === 'postgres' ? await freshPostgres() : undefined;
  const product: ProductSettings = { dataDir, databaseUrl: postgres?.url, port: await freePort() };
  const dispose = async () => {
    if (postgres) await runAdminStatement(`drop database if exists ${postgres.name} with (force)`);
    fs.rmSync(work, { recursive: true, force: true });
  };
  try {
    say(`${engine}: starting the server on a fresh database (migrations, demo community)…`);
    const server = await startProduct(product);
    let feedDater: BenchDater & { matches: number; cookie: string };
    let unlockers: BenchDater[];
    try {
      say(`${engine}: signing up the bench daters and running their match search over HTTP…`);
      feedDater = await createFeedDater(server.url, UNLOCKED_FEED_CARDS);
      unlockers = await createUnlockDaters(server.url, options.unlockDaters);
    } finally {
      await server.stop();
    }

    say(`${engine}: Premium for the bench daters, ${options.unlockDaters} × ${options.unlockMatches} matches to unlock, recording the product's SQL…`);
    const database = await openDatabase({ databaseUrl: product.databaseUrl, dataDir, poolSize: 10 });
    let recording: Recording;
    let unlockDaters: EngineSetup['unlockDaters'];
    let serverVersion: string;
    try {
      const db = database.db;
      await db.insertInto('subscriptions').values([feedDater, ...unlockers].map((d) => ({ user_id: d.userId, subscription_type: 'premium', status: 'active' }))).execute();
      const matchIds = await insertUnlockSupply(db, unlockers.map((d) => d.userId), options.unlockMatches + 1);
      unlockDaters = unlockers.map((d, i) => ({ ...d, matchIds: matchIds[i] ?? [] }));
      const recorded = unlockDaters[0];
      if (!recorded) throw new Error('no unlock daters');
      recording = await recordPlans({
        database,
        productEnv: productEnv(product),
        feedDater: { id: feedDater.userId, email: feedDater.email, name: '' },
        unlockDater: { id: recorded.userId, email: recorded.email, name: '' },
        unlockMatchId: recorded.matchIds.pop() ?? '',
        feedCookie: feedDater.cookie,
      });
      const version = await sql<{ v: string; vec: string | null }>`
        select current_setting('server_version') as v, (select extversion from pg_extension where extname = 'vector') as vec`.execute(db);
      serverVersion = `PostgreSQL ${version.rows[0]?.v ?? '?'}, pgvector ${version.rows[0]?.vec ?? '?'}`;
    } finally {
      await database.close();
    }

    const plansFile = path.join(work, 'plans.json');
    fs.writeFileSync(plansFile, JSON.stringify(recording));
    let bareTarget: EngineSetup['bareTarget'];
    if (postgres) {
      bareTarget = { databaseUrl: postgres.url };
    } else {
      // PGlite cannot open one directory twice, so the bare side gets an identical copy.
      const bareDir = path.join(work, 'bare');
      fs.cpSync(path.join(dataDir, 'pgdata'), path.join(bareDir, 'pgdata'), { recursive: true });
      bareTarget = { pgliteDir: bareDir };
    }
    return { engine, product, bareTarget, plansFile, recording, feedDater, unlockDaters, serverVersion, dispose };
  } catch (error) {
    await dispose();
    throw error;
  }
}
