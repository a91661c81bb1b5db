import crypto from 'node:crypto';
import type { DaterTexts } from '@kindred/contract';

/** The separator textsHash and its SQL twin (dater-texts-repository.ts) put between the two texts; they must agree. */
export const TEXTS_HASH_SEPARATOR = '\n\n';

/** md5 of a dater's two texts, so the database can spot a stale vector or embedding itself. */
export function textsHash(texts: DaterTexts): string {
  return crypto.createHash('md5').update(`${texts.aboutMe}${TEXTS_HASH_SEPARATOR}${texts.hopeToMeet}`, 'utf8').digest('hex');
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
