import type pg from 'pg';

/** Anything that runs a query: a pool (the embedded database) or one client inside a transaction. */
export interface Queryable {
  query<R extends pg.QueryResultRow = pg.QueryResultRow>(text: string, values?: unknown[]): Promise<pg.QueryResult<R>>;
}

export interface TableShape {
  name: string;
  /** Columns in their order in the table, with the type to cast copied text back into. */
  columns: { name: string; type: string }[];
}

/** The migrator's own bookkeeping: the target's migrations write it, so it is never copied. */
const MIGRATOR_TABLES = new Set(['kysely_migration', 'kysely_migration_lock']);

export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** The application's tables in the public schema with their columns, by name. */
export async function readTables(db: Queryable): Promise<Map<string, TableShape>> {
  const { rows } = await db.query<{ table_name: string; column_name: string; column_type: string }>(
    `select c.relname as table_name, a.attname as column_name, format_type(a.atttypid, a.atttypmod) as column_type
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
      where n.nspname = 'public' and c.relkind = 'r'
      order by c.relname, a.attnum`,
  );
  const tables = new Map<string, TableShape>();
  for (const row of rows) {
    if (MIGRATOR_TABLES.has(row.table_name)) continue;
    const table = tables.get(row.table_name) ?? { name: row.table_name, columns: [] };
    table.columns.push({ name: row.column_name, type: row.column_type });
    tables.set(row.table_name, table);
  }
  return tables;
}

/**
 * Table names ordered so that every table comes after the tables its foreign keys point to:
 * rows are then inserted with every constraint checked as it goes, on a user that needs no
 * superuser rights (disabling triggers or `session_replication_role` would need them).
 * A table that refers to itself cannot be ordered this way; none does today, and one would
 * fail loudly on insert (and the transaction would roll back) rather than copy wrongly.
 */
export async function dependencyOrder(db: Queryable, names: string[]): Promise<string[]> {
  const { rows } = await db.query<{ child: string; parent: string }>(
    `select cc.relname as child, pc.relname as parent
       from pg_constraint k
       join pg_class cc on cc.oid = k.conrelid
       join pg_class pc on pc.oid = k.confrelid
       join pg_namespace n on n.oid = cc.relnamespace
      where k.contype = 'f' and n.nspname = 'public' and k.conrelid <> k.confrelid`,
  );
  const parents = new Map<string, Set<string>>(names.map((name) => [name, new Set<string>()]));
  for (const { child, parent } of rows) if (parents.has(child) && parents.has(parent)) parents.get(child)?.add(parent);
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < names.length) {
    const ready = names.filter((name) => !placed.has(name) && [...(parents.get(name) ?? [])].every((p) => placed.has(p)));
    if (ready.length === 0) throw new Error('The tables refer to each other in a circle; they cannot be copied in order.');
    for (const name of ready) {
      ordered.push(name);
      placed.add(name);
    }
  }
  return ordered;
}

/** Sequences in the public schema and the value each has reached (null: never used). */
export async function readSequences(db: Queryable): Promise<{ name: string; lastValue: string | null }[]> {
  const { rows } = await db.query<{ name: string; last_value: string | null }>(
    `select sequencename as name, last_value::text as last_value from pg_sequences where schemaname = 'public' order by 1`,
  );
  return rows.map((row) => ({ name: row.name, lastValue: row.last_value }));
}

/** Migrations applied to a database, oldest first. */
export async function appliedMigrations(db: Queryable): Promise<string[]> {
  const { rows } = await db.query<{ name: string }>('select name from kysely_migration order by name');
  return rows.map((row) => row.name);
}
