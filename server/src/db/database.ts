import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { vector } from '@electric-sql/pglite-pgvector';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock.js';
import { initPgliteDataDir } from './pglite-initdb.js';
import type { DB } from './schema.js';

/**
 * PostgreSQL's shared buffers live inside PGlite's WebAssembly memory and are touched in full at
 * start, so initdb's default of 128 MB is 128 MB of resident memory at idle. The embedded database
 * of one server is small and its files stay in the OS page cache, so 16 MB loses little.
 */
const PGLITE_SETTINGS = ['shared_buffers=16MB'];

// bigint (count(*), int8) arrives as a string; our counts fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  kind: DatabaseKind;
  /** The one pool that Kysely and the auth library share. */
  pool: pg.Pool;
  db: Kysely<DB>;
  /**
   * The embedded database's files as one gzipped tar, taken while no query runs (PGlite runs one
   * at a time), so it is what a crash at that instant would leave: PostgreSQL replays its log on
   * the next start. Only the embedded database has it; PostgreSQL is backed up with pg_dump.
   */
  snapshot?: () => Promise<Blob>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl: string | undefined;
  dataDir: string;
  poolSize: number;
}

/**
 * Opens the database behind one pg.Pool code path: a PostgreSQL server when DATABASE_URL is set,
 * otherwise the embedded PGlite in DATA_DIR through PGlite's pg shim.
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize });
    // An idle connection can be cut by the server (restart, failover, admin command). pg reports
    // it on the pool; without a listener that would crash the process, and the pool already
    // replaces the connection on the next query.
    pool.on('error', (error) => console.warn(`database connection lost: ${error.message}`));
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    return {
      kind: 'postgres',
      pool,
      db,
      async close() {
        await db.destroy();
      },
    };
  }

  const lock: DataDirLock = acquireDataDirLock(options.dataDir);
  try {
    const pgdataDir = path.join(options.dataDir, 'pgdata');
    await initPgliteDataDir(pgdataDir);
    const pglite = await PGlite.create(pgdataDir, {
      extensions: { vector },
      startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS.flatMap((setting) => ['-c', setting])],
    });
    const pool = new pg.Pool(createPgConfig(pglite) as unknown as pg.PoolConfig);
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    return {
      kind: 'pglite',
      pool,
      db,
      snapshot: () => pglite.dumpDataDir('gzip'),
      async close() {
        await db.destroy();
        await pglite.close();
        lock.release();
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}
