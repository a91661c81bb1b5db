import type pg from 'pg';
import { openDatabase, type Database } from '../database.js';
import { migrateToLatest } from '../migrate.js';
import { appliedMigrations, dependencyOrder, readSequences, readTables, type Queryable, type TableShape } from './catalog.js';
import { copyTable, hasRows, SAME_TEXT_SETTINGS, tableSum } from './table-copy.js';

/** A refusal or failure the operator can act on; nothing was written to the target. */
export class DatabaseMoveError extends Error {
  constructor(message: string, readonly summary: TableCheck[] = []) {
    super(message);
    this.name = 'DatabaseMoveError';
  }
}

export interface TableCheck {
  table: string;
  sourceRows: number;
  targetRows: number;
  ok: boolean;
}

export interface MoveOutcome {
  tables: TableCheck[];
  sequences: number;
}

export interface MoveOptions {
  /** The embedded database's DATA_DIR. */
  dataDir: string;
  /** The PostgreSQL database to fill; it must be empty or hold only Kindred's schema. */
  targetUrl: string;
  log?: (line: string) => void;
}

/** The target's address without its password, for messages. */
export function describeTarget(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}${u.port ? `:${u.port}` : ''}${u.pathname}`;
  } catch {
    return 'the given address';
  }
}

async function nonEmptyTables(db: Queryable, tables: Iterable<string>): Promise<string[]> {
  const filled: string[] = [];
  for (const table of tables) if (await hasRows(db, table)) filled.push(table);
  return filled;
}

function refuseFilled(filled: string[], target: string): never {
  throw new DatabaseMoveError(
    `The database ${target} already holds data (in ${filled.slice(0, 5).join(', ')}${filled.length > 5 ? ', …' : ''}). ` +
      'The move only fills an empty database, so nothing was changed: create a new database and pass that with --to.',
  );
}

/** Opens the target, checks that it answers and is empty, and brings it to the current schema. */
async function prepareTarget(url: string, log: (line: string) => void): Promise<Database> {
  const where = describeTarget(url);
  const target = await openDatabase({ databaseUrl: url, dataDir: '', poolSize: 2 });
  try {
    try {
      await target.pool.query('select 1');
    } catch (error) {
      throw new DatabaseMoveError(`Could not reach PostgreSQL at ${where}: ${(error as Error).message}. Nothing was changed.`);
    }
    // Checked before migrating too, so that an older Kindred database is refused, not upgraded.
    const filled = await nonEmptyTables(target.pool, (await readTables(target.pool)).keys());
    if (filled.length > 0) refuseFilled(filled, where);
    log(`Preparing ${where}: creating the schema (a schema left by an earlier attempt is reused)…`);
    try {
      await migrateToLatest(target.db);
    } catch (error) {
      throw new DatabaseMoveError(`Could not create the schema in ${where}: ${(error as Error).message}. It needs PostgreSQL 15+ with the pgvector extension available.`);
    }
    return target;
  } catch (error) {
    await target.close();
    throw error;
  }
}

/** Every table in the source must exist in the target with the same columns, and the reverse. */
function sameShape(source: Map<string, TableShape>, target: Map<string, TableShape>): void {
  const describe = (t: TableShape | undefined) => (t ? t.columns.map((c) => `${c.name} ${c.type}`).join(', ') : 'missing');
  for (const name of new Set([...source.keys(), ...target.keys()])) {
    if (describe(source.get(name)) !== describe(target.get(name))) {
      throw new DatabaseMoveError(`The table ${name} differs between the embedded database and the target, so the move stopped before copying. No rows were copied.`);
    }
  }
}

async function useSameText(client: Queryable): Promise<void> {
  for (const setting of SAME_TEXT_SETTINGS) await client.query(setting);
}

/**
 * Copies everything in the embedded database in DATA_DIR into an empty PostgreSQL database:
 * every table, every row, every sequence's position. It opens the embedded database the way
 * the server does (so it refuses while the server runs, and brings the schema up to date), runs
 * the migrations on the target, copies inside ONE transaction on the target and checks every
 * table's row count and checksum before committing: on any failure or mismatch the transaction
 * rolls back and the target is left with the schema only, which a new attempt accepts.
 */
export async function moveToPostgres(options: MoveOptions): Promise<MoveOutcome> {
  const log = options.log ?? (() => {});
  const where = describeTarget(options.targetUrl);
  // The embedded database first: while the server holds it, the move stops before touching the target.
  const source = await openDatabase({ databaseUrl: undefined, dataDir: options.dataDir, poolSize: 1 });
  let target: Database | undefined;
  let writer: pg.PoolClient | undefined;
  let reader: pg.PoolClient | undefined;
  try {
    target = await prepareTarget(options.targetUrl, log);
    await migrateToLatest(source.db);
    const [sourceMigrations, targetMigrations] = [await appliedMigrations(source.pool), await appliedMigrations(target.pool)];
    if (sourceMigrations.join() !== targetMigrations.join()) {
      throw new DatabaseMoveError(`The target ${where} has a different set of migrations from the embedded database. No rows were copied.`);
    }
    const sourceTables = await readTables(source.pool);
    const targetTables = await readTables(target.pool);
    sameShape(sourceTables, targetTables);
    const order = await dependencyOrder(target.pool, [...targetTables.keys()].sort());

    reader = await source.pool.connect();
    writer = await target.pool.connect();
    await useSameText(reader);
    await writer.query('begin');
    await useSameText(writer);
    // Checked again inside the transaction: another process may have written since.
    const filled = await nonEmptyTables(writer, order);
    if (filled.length > 0) refuseFilled(filled, where);

    for (const name of order) {
      const table = targetTables.get(name) as TableShape;
      const copied = await copyTable(reader, writer, table);
      if (copied > 0) log(`  copied ${name}: ${copied} rows`);
    }
    const sequences = await readSequences(reader);
    for (const sequence of sequences) {
      if (sequence.lastValue === null) continue;
      await writer.query(`select setval($1::regclass, $2::bigint, true)`, [`public."${sequence.name.replaceAll('"', '""')}"`, sequence.lastValue]);
    }

    log('Checking every table on both sides…');
    const checks: TableCheck[] = [];
    let allOk = JSON.stringify(await readSequences(writer)) === JSON.stringify(sequences);
    for (const name of order) {
      const table = targetTables.get(name) as TableShape;
      const [from, to] = [await tableSum(reader, table), await tableSum(writer, table)];
      const ok = from.rows === to.rows && from.checksum === to.checksum;
      allOk &&= ok;
      checks.push({ table: name, sourceRows: from.rows, targetRows: to.rows, ok });
    }
    if (!allOk) {
      await writer.query('rollback');
      throw new DatabaseMoveError(`The copy in ${where} did not match the embedded database, so it was rolled back: the target holds the schema only.`, checks);
    }
    await writer.query('commit');
    return { tables: checks, sequences: sequences.length };
  } catch (error) {
    if (writer) await writer.query('rollback').catch(() => {});
    throw error;
  } finally {
    reader?.release();
    writer?.release();
    await source.close();
    await target?.close();
  }
}
