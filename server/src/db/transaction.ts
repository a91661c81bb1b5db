import type { IsolationLevel, Kysely, Transaction } from 'kysely';
import type { DB } from './schema.js';

/**
 * Runs `work` in one transaction on `db`: committed when it resolves, rolled back when it throws.
 * Every repository opens its transactions here, so there is one way to open one; services that
 * need several repositories' steps to hold together ask a repository's `inTransaction`, which
 * comes here too. `isolation` is for the rare read that must see one snapshot (PostgreSQL's
 * default, read committed, otherwise).
 */
export function inTransaction<T>(db: Kysely<DB>, work: (trx: Transaction<DB>) => Promise<T>, options: { isolation?: IsolationLevel } = {}): Promise<T> {
  const transaction = db.transaction();
  return (options.isolation ? transaction.setIsolationLevel(options.isolation) : transaction).execute(work);
}
