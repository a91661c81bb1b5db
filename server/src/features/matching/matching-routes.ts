import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, matchSearchSchema, searchParamsSchema, startSearchResponseSchema } from '@kindred/contract';
import { currentUser } from '../../http/session-guard.js';
import type { SearchService } from './search-service.js';
import { perDaterLimit } from '../../http/per-dater-limit.js';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

export const matchingRoutes: FastifyPluginAsyncZod<{ searches: SearchService; searchesPerMinute: number }> = async (app, { searches, searchesPerMinute }) => {
  app.post(
    '/api/matches/searches',
    {
      config: perDaterLimit(searchesPerMinute),
      schema: {
        tags: ['matching'],
        summary: 'Starts a match search, or returns the one already running',
        body: z.object({}).strict().optional(),
        response: { 200: startSearchResponseSchema, ...errors },
      },
    },
    async (request) => searches.start(currentUser(request)),
  );

  app.get(
    '/api/matches/searches/:searchId',
    { schema: { tags: ['matching'], summary: "A search's progress", params: searchParamsSchema, response: { 200: matchSearchSchema, ...errors } } },
    async (request) => searches.get(currentUser(request), request.params.searchId),
  );
};
