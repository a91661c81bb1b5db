/**
 * A fresh, migrated database per benchmark size, on either engine: embedded PGlite in a
 * temporary data directory, or a new database on the PostgreSQL server of TEST_DATABASE_URL.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { openDatabase, type Database, type DatabaseKind } from '../server/src/db/database.js';
import { migrateToLatest } from '../server/src/db/migrate.js';
import { runAdminStatement } from './shared/with-postgres.js';

export type Engine = DatabaseKind;

export interface BenchDatabase {
  engine: Engine;
  database: Database;
  /** Where the data lives: a directory for PGlite, a database name for PostgreSQL. */
  location: string;
  /** Closes the connection and removes the data. */
  dispose(): Promise<void>;
}

/** The same pool size the server uses by default, so the pipeline sees production settings. */
const POOL_SIZE = 10;

export async function openFreshDatabase(engine: Engine, label: string): Promise<BenchDatabase> {
  return engine === 'pglite' ? openPglite(label) : openPostgres(label);
}

async function openPglite(label: string): Promise<BenchDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `kindred-bench-${label}-`));
  const database = await openDatabase({ databaseUrl: undefined, dataDir, poolSize: POOL_SIZE });
  await migrateToLatest(database.db);
  return {
    engine: 'pglite',
    database,
    location: dataDir,
    async dispose() {
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function adminUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('PostgreSQL runs need TEST_DATABASE_URL (npm run bench:matching starts a server when it is unset)');
  return url;
}

async function openPostgres(label: string): Promise<BenchDatabase> {
  const name = `kindred_bench_${label}_${crypto.randomBytes(4).toString('hex')}`;
  await runAdminStatement(`create database ${name}`);
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: os.tmpdir(), poolSize: POOL_SIZE });
  try {
    await migrateToLatest(database.db);
  } catch (error) {
    await database.close();
    await runAdminStatement(`drop database if exists ${name} with (force)`);
    throw error;
  }
  return {
    engine: 'postgres',
    database,
    location: name,
    async dispose() {
      await database.close();
      await runAdminStatement(`drop database if exists ${name} with (force)`);
    },
  };
}

/** The database's size on disk, tables and indexes together, in MB. */
export async function databaseSizeMb(bench: BenchDatabase): Promise<number> {
  const result = await sql<{ bytes: number }>`select pg_database_size(current_database())::bigint as bytes`.execute(bench.database.db);
  return Number(result.rows[0]?.bytes ?? 0) / (1024 * 1024);
}

/** The server's version string, for the report. */
export async function serverVersion(bench: BenchDatabase): Promise<string> {
  const result = await sql<{ v: string; vec: string | null }>`
    select current_setting('server_version') as v, (select extversion from pg_extension where extname = 'vector') as vec`.execute(bench.database.db);
  const row = result.rows[0];
  return row ? `PostgreSQL ${row.v}, pgvector ${row.vec ?? '?'}` : 'unknown';
}
