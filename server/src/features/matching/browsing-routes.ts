import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  matchDetailSchema,
  matchListResponseSchema,
  matchParamsSchema,
  okResponseSchema,
  reportRequestSchema,
  superLikeResponseSchema,
  unlockResponseSchema,
  unlockStatusSchema,
} from '@kindred/contract';
import { currentUser } from '../../http/session-guard.js';
import type { BrowsingService } from './browsing-service.js';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const emptyBody = z.object({}).strict().optional();

export const browsingRoutes: FastifyPluginAsyncZod<{ browsing: BrowsingService }> = async (app, { browsing }) => {
  const tags = ['matches'];

  app.get('/api/matches', { schema: { tags, summary: "The dater's matches, best fit first, then newest; handles only once unlocked", response: { 200: matchListResponseSchema, ...errors } } },
    async (request) => ({
      matches: await browsing.list(currentUser(request)),
    }));

  app.get('/api/unlocks', { schema: { tags, summary: 'Unlocks used and left this UTC month', response: { 200: unlockStatusSchema, ...errors } } },
    async (request) => browsing.status(currentUser(request)));

  app.get(
    '/api/matches/:matchId',
    { schema: { tags, summary: 'An unlocked match in full; counts a profile view', params: matchParamsSchema, response: { 200: matchDetailSchema, ...errors } } },
    async (request) => browsing.detail(currentUser(request), request.params.matchId),
  );

  app.post(
    '/api/matches/:matchId/view',
    { schema: { tags, summary: 'Marks a match as seen', params: matchParamsSchema, body: emptyBody, response: { 200: okResponseSchema, ...errors } } },
    async (request) => browsing.markViewed(currentUser(request), request.params.matchId),
  );

  app.post(
    '/api/matches/:matchId/unlock',
    { schema: { tags, summary: 'Unlocks a match for good, within the monthly allowance', params: matchParamsSchema, body: emptyBody, response: { 200: unlockResponseSchema, ...errors } } },
    async (request) => browsing.unlock(currentUser(request), request.params.matchId),
  );

  app.post(
    '/api/matches/:matchId/super-like',
    { schema: { tags, summary: 'Sends a super like to an unlocked match', params: matchParamsSchema, body: emptyBody, response: { 200: superLikeResponseSchema, ...errors } } },
    async (request) => browsing.superLike(currentUser(request), request.params.matchId),
  );

  app.delete(
    '/api/matches/:matchId',
    { schema: { tags, summary: 'Removes a match and blocks the pair for good', params: matchParamsSchema, response: { 200: okResponseSchema, ...errors } } },
    async (request) => browsing.remove(currentUser(request), request.params.matchId),
  );

  app.post(
    '/api/matches/:matchId/report',
    { schema: { tags, summary: 'Reports a match for moderation and blocks the pair', params: matchParamsSchema, body: reportRequestSchema, response: { 200: okResponseSchema, ...errors } } },
    async (request) => browsing.report(currentUser(request), request.params.matchId, request.body),
  );
};
