import crypto from 'node:crypto';
import { sql, type RawBuilder } from 'kysely';
import type { DaterTexts } from '@kindred/contract';

/** The separator both hashes below put between the two texts; the database and Node must agree. */
const SEPARATOR = '\n\n';

/** md5 of a dater's two texts, so the database can spot a stale vector or embedding itself. */
export function textsHash(texts: DaterTexts): string {
  return crypto.createHash('md5').update(`${texts.aboutMe}${SEPARATOR}${texts.hopeToMeet}`, 'utf8').digest('hex');
}

/** The same hash computed in SQL over a profile row aliased `alias`. */
export function textsHashSql(alias: string): RawBuilder<string> {
  const about = sql.ref(`${alias}.about_me`);
  const hope = sql.ref(`${alias}.hope_to_meet`);
  return sql<string>`md5(${about} || ${SEPARATOR} || ${hope})`;
}

/**
 * The labelled form a model prompt reads. It is built here and nowhere else: the texts are stored
 * and compared apart.
 */
export function labelledTexts(texts: DaterTexts): string {
  const parts = [texts.aboutMe.trim() && `About me: ${texts.aboutMe.trim()}`, texts.hopeToMeet.trim() && `Who I hope to meet: ${texts.hopeToMeet.trim()}`];
  return parts.filter(Boolean).join('\n\n');
}

/** Enough text to match on: the two texts together, trimmed. */
export function textLength(texts: DaterTexts): number {
  return texts.aboutMe.trim().length + texts.hopeToMeet.trim().length;
}
