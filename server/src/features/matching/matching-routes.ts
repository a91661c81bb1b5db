import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, matchListResponseSchema, matchSearchSchema, searchParamsSchema, startSearchResponseSchema } from '@kindred/contract';
import { currentUser } from '../../http/session-guard.js';
import type { MatchRepository } from './match-repository.js';
import type { SearchService } from './search-service.js';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };

export const matchingRoutes: FastifyPluginAsyncZod<{ searches: SearchService; matches: MatchRepository; searchesPerMinute: number }> = async (
  app,
  { searches, matches, searchesPerMinute },
) => {
  app.post(
    '/api/matches/searches',
    {
      config: { rateLimit: { max: searchesPerMinute, timeWindow: 60_000, hook: 'preHandler', keyGenerator: (r) => r.sessionUser?.id ?? r.ip } },
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

  app.get(
    '/api/matches',
    { schema: { tags: ['matching'], summary: "The dater's matches, newest first, blind", response: { 200: matchListResponseSchema, ...errors } } },
    async (request) => {
      const rows = await matches.listForViewer(currentUser(request).id);
      return {
        matches: rows.map((row) => ({
          id: row.id,
          name: row.name,
          age: row.age,
          country: row.country,
          imageUrl: row.image_path ? `/api/media/${row.image_path}` : null,
          compatibilityScore: row.compatibility_score,
          matchNote: row.match_note,
          sharedThemes: row.shared_themes,
          isNew: row.is_new,
          matchedAt: row.matched_at.toISOString(),
        })),
      };
    },
  );
};
