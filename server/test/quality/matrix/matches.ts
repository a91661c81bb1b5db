import { startSearchResponseSchema } from '@kindred/contract';
import { OWNED_OK, SIGNED_IN_OK, type CellContext, type Matrix } from '../support/cell.js';
import { freshMatch } from '../support/fixtures.js';
import type { World } from '../support/world.js';

/** A match of the subject nobody has touched yet, for requests that use one up. */
async function freshMatchPath(ctx: CellContext, suffix = ''): Promise<string> {
  const id = await freshMatch(ctx.world.t.database.db, ctx.subject.userId);
  ctx.world.lastFreshMatch = id;
  return `/api/matches/${id}${suffix}`;
}

/** The owner's match that "other" aimed at is still there, untouched. */
async function ownerMatchIntact(world: World): Promise<void> {
  const id = world.lastFreshMatch;
  const row = id ? await world.t.database.db.selectFrom('matches').select(['viewer_id', 'is_new']).where('id', '=', id).executeTakeFirst() : undefined;
  if (row?.viewer_id !== world.daters.owner.userId || row.is_new !== true) throw new Error(`another dater changed the owner's match ${id}`);
  const unlocks = await world.t.database.db.selectFrom('monthly_unlocks').select('id').where('match_id', '=', id ?? '').execute();
  if (unlocks.length > 0) throw new Error("another dater unlocked the owner's match");
}

/** Searches, the match list and everything done to one match. */
export const matchesMatrix: Matrix = {
  'POST /api/matches/searches': { expect: SIGNED_IN_OK, request: () => ({ path: '/api/matches/searches', json: {} }) },
  'GET /api/matches/searches/:searchId': {
    expect: OWNED_OK,
    async request({ subject }) {
      const started = startSearchResponseSchema.parse(await (await subject.client.post('/api/matches/searches')).json());
      return { path: `/api/matches/searches/${started.search.id}` };
    },
  },
  'GET /api/matches': { expect: SIGNED_IN_OK, request: () => ({ path: '/api/matches' }) },
  'GET /api/unlocks': { expect: SIGNED_IN_OK, request: () => ({ path: '/api/unlocks' }) },
  'GET /api/matches/:matchId': { expect: OWNED_OK, request: ({ subject }) => ({ path: `/api/matches/${subject.unlockedMatchId}` }) },
  'POST /api/matches/:matchId/view': {
    expect: OWNED_OK,
    request: async (ctx) => ({ path: await freshMatchPath(ctx, '/view'), json: {} }),
    afterOther: ownerMatchIntact,
  },
  'POST /api/matches/:matchId/unlock': {
    expect: OWNED_OK,
    request: async (ctx) => ({ path: await freshMatchPath(ctx, '/unlock'), json: {} }),
    afterOther: ownerMatchIntact,
  },
  'POST /api/matches/:matchId/super-like': { expect: OWNED_OK, request: ({ subject }) => ({ path: `/api/matches/${subject.unlockedMatchId}/super-like`, json: {} }) },
  'DELETE /api/matches/:matchId': {
    expect: OWNED_OK,
    request: async (ctx) => ({ path: await freshMatchPath(ctx) }),
    afterOther: ownerMatchIntact,
  },
  'POST /api/matches/:matchId/report': {
    expect: OWNED_OK,
    request: async (ctx) => ({ path: await freshMatchPath(ctx, '/report'), json: { reason: 'other', comment: 'Just testing the report path.' } }),
    afterOther: ownerMatchIntact,
  },
};
