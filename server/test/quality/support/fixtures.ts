import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import { CARD_CANVAS, type CardInput } from '@kindred/contract';
import type { DB } from '../../../src/db/schema.js';
import { createDater } from '../../support/daters.js';

/** A card as the card creator would save it. */
export const CARD_INPUT: CardInput = { name: 'Matrix Card', emoji: '🔥', preferences: ['deep-chats', 'homebody'], ratingId: 'heart', vibeId: 'soft-launch' };

/** The rendered card must be exactly this size; a flat colour keeps the PNG tiny. */
export function cardPng(): Promise<Buffer> {
  const { width, height, scale } = CARD_CANVAS;
  return sharp({ create: { width: width * scale, height: height * scale, channels: 3, background: '#7b2d8b' } })
    .png()
    .toBuffer();
}

export async function smallJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: '#2d7b52' } })
    .jpeg()
    .toBuffer();
}

/**
 * Both rows of a match, written straight to the database as a finished search would: the matrix
 * needs matches between chosen daters, which a search cannot promise.
 */
export async function insertMatchPair(db: Kysely<DB>, a: string, b: string): Promise<{ aMatchId: string; bMatchId: string }> {
  const pairId = crypto.randomUUID();
  const rows = await db
    .insertInto('matches')
    .values([
      { pair_id: pairId, viewer_id: a, other_id: b, compatibility_score: 81, match_note: 'You both like long walks.' },
      { pair_id: pairId, viewer_id: b, other_id: a, compatibility_score: 79, match_note: 'You both like long walks.' },
    ])
    .returning(['id', 'viewer_id'])
    .execute();
  const idOf = (viewer: string) => rows.find((r) => r.viewer_id === viewer)?.id ?? '';
  return { aMatchId: idOf(a), bMatchId: idOf(b) };
}

let fillerCount = 0;

/**
 * A dater nobody needs to protect in the scan: their handles may be shown once unlocked, so
 * unlocking one of their matches never trips the leak check.
 */
export async function createFiller(db: Kysely<DB>, gender: 'male' | 'female' = 'female'): Promise<string> {
  fillerCount += 1;
  const id = await createDater(db, { gender, name: `Filler${fillerCount}`, age: 33 });
  await db.updateTable('profiles').set({ instagram: `filler_${fillerCount}`, bio: 'A filler dater with a public bio.' }).where('user_id', '=', id).execute();
  return id;
}

/** A new match of `viewerId` with a fresh filler; returns the viewer's match id. */
export async function freshMatch(db: Kysely<DB>, viewerId: string): Promise<string> {
  const filler = await createFiller(db);
  return (await insertMatchPair(db, viewerId, filler)).aMatchId;
}
