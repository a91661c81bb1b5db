import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, placeSearchQuerySchema, placeSearchResponseSchema } from '@kindred/contract';
import { perDaterLimit } from '../../http/per-dater-limit.js';
import type { HomeCityService } from './home-city-service.js';

/**
 * Home city searches a dater may make a minute. The autocomplete asks after each pause in typing,
 * so this leaves room to type and correct a name several times a minute, and no more.
 */
export const PLACE_SEARCHES_PER_MINUTE = 120;

export const homeCityRoutes: FastifyPluginAsyncZod<{ places: HomeCityService }> = async (app, { places }) => {
  app.get(
    '/api/places',
    {
      config: perDaterLimit(PLACE_SEARCHES_PER_MINUTE),
      schema: {
        tags: ['profile'],
        summary: 'Cities whose name starts with the text, most populous first, for choosing a home city',
        querystring: placeSearchQuerySchema,
        response: { 200: placeSearchResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => places.search(request.query.q),
  );
};
