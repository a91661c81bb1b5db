import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/database.js';
import { migrateToLatest } from '../../src/db/migrate.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data directory that each test file copies. */
    pgliteTemplateDir: string;
    /** Set when the run targets a PostgreSQL server: the URL and the migrated template's name. */
    postgres: { adminUrl: string; templateDb: string } | null;
  }
}

export const TEMPLATE_DB = 'kindred_test_template';

/**
 * Migrating a fresh database costs seconds (PGlite's initdb alone is ~7 s), so it is done once
 * here and every test file starts from a copy.
 */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${TEMPLATE_DB} with (force)`);
    await admin.query(`create database ${TEMPLATE_DB}`);
    await admin.end();
    const database = await openDatabase({ databaseUrl: withDatabase(adminUrl, TEMPLATE_DB), dataDir: '', poolSize: 2 });
    await migrateToLatest(database.db);
    await database.close();
    project.provide('postgres', { adminUrl, templateDb: TEMPLATE_DB });
    project.provide('pgliteTemplateDir', '');
    return;
  }

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kindred-template-'));
  const database = await openDatabase({ databaseUrl: undefined, dataDir: dir, poolSize: 1 });
  await migrateToLatest(database.db);
  await database.close();
  project.provide('pgliteTemplateDir', dir);
  project.provide('postgres', null);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
