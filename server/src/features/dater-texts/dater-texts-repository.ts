import { sql, type RawBuilder } from 'kysely';
import { TEXTS_HASH_SEPARATOR } from './dater-texts.js';

/** textsHash (dater-texts.ts) computed in SQL over a profile row aliased `alias`, so the database can spot a stale row itself. */
export function textsHashSql(alias: string): RawBuilder<string> {
  const about = sql.ref(`${alias}.about_me`);
  const hope = sql.ref(`${alias}.hope_to_meet`);
  return sql<string>`md5(${about} || ${TEXTS_HASH_SEPARATOR} || ${hope})`;
}
