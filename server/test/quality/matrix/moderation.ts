import { SIGNED_IN_OK, type CellContext, type Matrix } from '../support/cell.js';
import { createFiller } from '../support/fixtures.js';
import type { World } from '../support/world.js';

/** The console refuses every dater but a moderator. */
export const MODERATORS_ONLY = { anonymous: 401, other: 403, moderator: 200, owner: 403, free: 403, premium: 403 } as const;

/**
 * An open report by the cell's subject on a filler, so a decision never touches a matrix dater:
 * a ban or a suspension of one would turn every later cell of theirs into a 403.
 */
async function openReport(world: World, reporterId: string): Promise<string> {
  const reported = await createFiller(world.t.database.db);
  const row = await world.t.database.db
    .insertInto('reports')
    .values({ reporter_id: reporterId, reported_id: reported, reason: 'other', comment: 'A report for the matrix.' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A filler's warning and its open appeal. */
async function openAppeal(world: World): Promise<string> {
  const db = world.t.database.db;
  const filler = await createFiller(db);
  const sanction = await db.insertInto('moderation_sanctions').values({ user_id: filler, kind: 'warn', reason: 'A warning for the matrix.' }).returning('id').executeTakeFirstOrThrow();
  const appeal = await db.insertInto('moderation_appeals').values({ user_id: filler, sanction_id: sanction.id, text: 'An appeal for the matrix.' }).returning('id').executeTakeFirstOrThrow();
  return appeal.id;
}

/** A warning on the dater who sends the request: the notice routes are about oneself. */
async function warnActor({ world, actor }: CellContext): Promise<void> {
  if (!actor) return;
  await world.t.database.db.deleteFrom('moderation_sanctions').where('user_id', '=', actor.userId).execute();
  await world.t.database.db.insertInto('moderation_sanctions').values({ user_id: actor.userId, kind: 'warn', reason: 'A warning for the matrix.' }).execute();
}

/** Puts the dater back as they were: no warning left to show in later cells. */
async function clearWarning({ world, actor }: CellContext): Promise<void> {
  if (actor) await world.t.database.db.deleteFrom('moderation_sanctions').where('user_id', '=', actor.userId).execute();
}

/**
 * Moderation: the console is the moderators' alone (a dater gets 403, whatever the id); the
 * notice routes are each dater's own, about themselves, and name no one else.
 */
export const moderationMatrix: Matrix = {
  'GET /api/moderation/reports': { expect: MODERATORS_ONLY, request: () => ({ path: '/api/moderation/reports' }) },
  'POST /api/moderation/reports/:reportId/action': {
    expect: MODERATORS_ONLY,
    request: async ({ world, subject }) => ({ path: `/api/moderation/reports/${await openReport(world, subject.userId)}/action`, json: { action: 'dismiss', reason: 'Nothing against the rules.' } }),
  },
  'GET /api/moderation/appeals': { expect: MODERATORS_ONLY, request: () => ({ path: '/api/moderation/appeals' }) },
  'POST /api/moderation/appeals/:appealId/resolve': {
    expect: MODERATORS_ONLY,
    request: async ({ world }) => ({ path: `/api/moderation/appeals/${await openAppeal(world)}/resolve`, json: { decision: 'uphold', reason: 'The warning stands.' } }),
  },
  'GET /api/moderation/audit': { expect: MODERATORS_ONLY, request: () => ({ path: '/api/moderation/audit' }) },

  'GET /api/moderation-notice': { expect: SIGNED_IN_OK, request: () => ({ path: '/api/moderation-notice' }) },
  'POST /api/moderation-notice/appeal': {
    expect: { anonymous: 401, other: 201, owner: 201, free: 201, premium: 201 },
    async request(ctx) {
      await warnActor(ctx);
      return { path: '/api/moderation-notice/appeal', json: { text: 'I think this warning was a mistake.' } };
    },
    after: clearWarning,
  },
  'POST /api/moderation-notice/acknowledge': {
    expect: SIGNED_IN_OK,
    async request(ctx) {
      await warnActor(ctx);
      return { path: '/api/moderation-notice/acknowledge', json: {} };
    },
    after: clearWarning,
  },
};
