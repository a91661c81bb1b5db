import { quoteIdent, type Queryable, type TableShape } from './catalog.js';

/** Parameters per INSERT stay well under PostgreSQL's 65,535. */
const PARAMETERS_PER_INSERT = 20_000;
const ROWS_PER_READ = 1_000;

/**
 * Settings that make every value print the same text on both engines: timestamps in UTC and ISO
 * form, floats in their shortest exact form. They are set on the sessions used for copying and
 * for checksums, so the text a row is copied as, and the text it is checked as, never depend on
 * the server's or the operator's time zone.
 */
export const SAME_TEXT_SETTINGS = [
  "set timezone = 'UTC'",
  "set datestyle = 'ISO, YMD'",
  "set intervalstyle = 'postgres'",
  'set extra_float_digits = 1',
];

/**
 * Copies one table's rows. Every value travels as its text form and is cast back to the column's
 * type on the target: text is the one form every PostgreSQL type (vectors, arrays, jsonb,
 * microsecond timestamps) reads back exactly, where the JavaScript driver's own conversions would
 * round timestamps to milliseconds.
 */
export async function copyTable(source: Queryable, target: Queryable, table: TableShape): Promise<number> {
  const columns = table.columns;
  const selectList = columns.map((c, i) => `${quoteIdent(c.name)}::text as c${i}`).join(', ');
  const insertColumns = columns.map((c) => quoteIdent(c.name)).join(', ');
  const rowsPerInsert = Math.max(1, Math.floor(PARAMETERS_PER_INSERT / columns.length));
  let copied = 0;
  // Nothing else writes the embedded database while the move holds its lock, so reading in
  // physical order (ctid) with an offset sees every row exactly once.
  for (;;) {
    const { rows } = await source.query<Record<string, string | null>>(
      `select ${selectList} from ${quoteIdent(table.name)} order by ctid limit ${ROWS_PER_READ} offset ${copied}`,
    );
    for (let start = 0; start < rows.length; start += rowsPerInsert) {
      const batch = rows.slice(start, start + rowsPerInsert);
      const values: (string | null)[] = [];
      const tuples = batch.map((row) => {
        const placeholders = columns.map((c, i) => {
          values.push(row[`c${i}`] ?? null);
          return `$${values.length}::${c.type}`;
        });
        return `(${placeholders.join(', ')})`;
      });
      await target.query(`insert into ${quoteIdent(table.name)} (${insertColumns}) values ${tuples.join(', ')}`, values);
    }
    copied += rows.length;
    if (rows.length < ROWS_PER_READ) return copied;
  }
}

export interface TableSum {
  rows: number;
  checksum: string;
}

/**
 * A table's row count and a checksum made the same way on both engines: each row, columns named
 * in one fixed order, printed as text (under SAME_TEXT_SETTINGS) and hashed; the hashes sorted
 * byte-wise (collate "C", so the databases' locales do not matter) and hashed together.
 */
export async function tableSum(db: Queryable, table: TableShape): Promise<TableSum> {
  const rowText = `row(${table.columns.map((c) => quoteIdent(c.name)).join(', ')})::text`;
  const { rows } = await db.query<{ rows: number; checksum: string }>(
    `select count(*)::int as rows, md5(coalesce(string_agg(h, '' order by h collate "C"), '')) as checksum
       from (select md5(${rowText}) as h from ${quoteIdent(table.name)}) hashed`,
  );
  const [sum] = rows;
  if (!sum) throw new Error(`No checksum for ${table.name}`);
  return { rows: Number(sum.rows), checksum: sum.checksum };
}

/** Whether a table holds any row at all. */
export async function hasRows(db: Queryable, table: string): Promise<boolean> {
  const { rows } = await db.query(`select 1 from ${quoteIdent(table)} limit 1`);
  return rows.length > 0;
}
