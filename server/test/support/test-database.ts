import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { withDatabase } from './global-setup.js';

export interface TestDatabaseLocation {
  kind: 'pglite' | 'postgres';
  /** Set for PostgreSQL. */
  databaseUrl: string | undefined;
  /** A private data directory (the embedded database lives here for PGlite). */
  dataDir: string;
  drop(): Promise<void>;
}

/** A fresh, migrated database for one test file: a copy of the template made in global setup. */
export async function createTestDatabase(): Promise<TestDatabaseLocation> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kindred-test-'));
  const postgres = inject('postgres');
  if (postgres) {
    const name = `kindred_test_${crypto.randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: postgres.adminUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${postgres.templateDb}`);
    await admin.end();
    return {
      kind: 'postgres',
      databaseUrl: withDatabase(postgres.adminUrl, name),
      dataDir,
      async drop() {
        const c = new pg.Client({ connectionString: postgres.adminUrl });
        await c.connect();
        await c.query(`drop database if exists ${name} with (force)`);
        await c.end();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  fs.cpSync(inject('pgliteTemplateDir'), dataDir, { recursive: true });
  return {
    kind: 'pglite',
    databaseUrl: undefined,
    dataDir,
    async drop() {
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
