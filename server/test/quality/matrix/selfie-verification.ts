import { createStorage } from '../../../src/adapters/storage/create-storage.js';
import { imageForm, png } from '../../support/images.js';
import type { CellContext, Matrix } from '../support/cell.js';
import { smallJpeg } from '../support/fixtures.js';
import type { World } from '../support/world.js';

/** The review routes refuse every dater but a moderator. */
const MODERATORS_ONLY = { anonymous: 401, other: 403, moderator: 200, owner: 403, free: 403, premium: 403 } as const;

/** A request for a gesture, still open, written for the dater the cell names. */
async function openRequest(world: World, userId: string): Promise<string> {
  const row = await world.t.database.db
    .insertInto('selfie_checks')
    .values({ user_id: userId, gesture: 'thumb-up', expires_at: new Date(Date.now() + 10 * 60_000) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A selfie waiting for a moderator, with its file stored as an upload would leave it. */
async function pendingCheck(world: World, userId: string): Promise<string> {
  const existing = await world.t.database.db.selectFrom('selfie_checks').select('id').where('user_id', '=', userId).where('status', '=', 'pending').executeTakeFirst();
  if (existing) return existing.id;
  const id = await openRequest(world, userId);
  const key = `selfies/${userId}/selfie-matrix-${id.slice(0, 8)}.jpg`;
  await createStorage(world.t.config).put(key, await smallJpeg(), 'image/jpeg');
  await world.t.database.db.updateTable('selfie_checks').set({ status: 'pending', photo_path: key, submitted_at: new Date() }).where('id', '=', id).execute();
  return id;
}

/** Each dater starts their own check afresh: no earlier request or selfie stands in the way. */
async function clearChecks({ world, actor }: CellContext) {
  if (actor) await world.t.database.db.deleteFrom('selfie_checks').where('user_id', '=', actor.userId).execute();
}

/** A profile photo to compare with: asking for a check needs one. */
async function withProfilePhoto(world: World, userId: string) {
  await world.t.database.db.updateTable('profiles').set({ image_path: `profiles/${userId}/profile-matrix.jpg` }).where('user_id', '=', userId).where('image_path', 'is', null).execute();
}

/**
 * "Selfie verified": the dater's routes are their own (no route names another dater, and another
 * dater's request id is a 404); the review routes are the moderators' alone.
 */
export const selfieVerificationMatrix: Matrix = {
  'GET /api/selfie-verification': { expect: { anonymous: 401, other: 200, owner: 200, free: 200, premium: 200 }, request: () => ({ path: '/api/selfie-verification' }) },
  'POST /api/selfie-verification/requests': {
    expect: { anonymous: 401, other: 200, owner: 200, free: 200, premium: 200 },
    request: async ({ world, actor }) => {
      if (actor) await withProfilePhoto(world, actor.userId);
      return { path: '/api/selfie-verification/requests', json: {} };
    },
    after: clearChecks,
  },
  'POST /api/selfie-verification/requests/:requestId/photo': {
    expect: { anonymous: 401, other: 404, owner: 200, free: 200, premium: 200 },
    request: async ({ world, subject }) => ({ path: `/api/selfie-verification/requests/${await openRequest(world, subject.userId)}/photo`, form: imageForm(await png(), 'selfie.png', 'image/png') }),
    // The other dater's try left the owner's request open and their own state untouched.
    async afterOther(world) {
      const other = await world.t.database.db.selectFrom('selfie_checks').select('id').where('user_id', '=', world.daters.other.userId).execute();
      if (other.length > 0) throw new Error("the other dater gained a selfie check from sending a photo to the owner's request");
    },
    after: clearChecks,
  },
  'GET /api/selfie-verification/photo': {
    expect: { anonymous: 401, other: 200, owner: 200, free: 200, premium: 200 },
    request: async ({ world, actor, subject }) => {
      await pendingCheck(world, (actor ?? subject).userId);
      return { path: '/api/selfie-verification/photo' };
    },
    after: clearChecks,
  },

  'GET /api/moderation/selfies': { expect: MODERATORS_ONLY, request: () => ({ path: '/api/moderation/selfies' }) },
  'GET /api/moderation/selfies/:checkId/selfie': {
    expect: MODERATORS_ONLY,
    request: async ({ world, subject }) => ({ path: `/api/moderation/selfies/${await pendingCheck(world, subject.userId)}/selfie` }),
  },
  'GET /api/moderation/selfies/:checkId/profile-photo': {
    expect: MODERATORS_ONLY,
    request: async ({ world, subject }) => ({ path: `/api/moderation/selfies/${await pendingCheck(world, subject.userId)}/profile-photo` }),
  },
  'POST /api/moderation/selfies/:checkId/approve': {
    expect: MODERATORS_ONLY,
    request: async ({ world, subject }) => ({ path: `/api/moderation/selfies/${await pendingCheck(world, subject.userId)}/approve`, json: {} }),
  },
  'POST /api/moderation/selfies/:checkId/reject': {
    expect: MODERATORS_ONLY,
    request: async ({ world, subject }) => ({ path: `/api/moderation/selfies/${await pendingCheck(world, subject.userId)}/reject`, json: { reason: 'The gesture is not visible.' } }),
    // The last selfie cell: no check is left for later cells or the leak scans.
    async after({ world, subject }) {
      await world.t.database.db.deleteFrom('selfie_checks').where('user_id', '=', subject.userId).execute();
    },
  },
};
