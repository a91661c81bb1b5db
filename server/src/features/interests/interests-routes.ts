import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addInterestsRequestSchema, addInterestsResponseSchema, apiErrorSchema } from '@kindred/contract';
import { currentUser } from '../../http/session-guard.js';
import type { InterestsService } from './interests-service.js';
import { perDaterLimit } from '../../http/per-dater-limit.js';

export const interestsRoutes: FastifyPluginAsyncZod<{ interests: InterestsService; perMinute: number }> = async (app, { interests, perMinute }) => {
  app.post(
    '/api/profile/interests',
    {
      config: perDaterLimit(perMinute),
      schema: {
        tags: ['profile'],
        summary: 'Add Interests: extracts interests from a message and merges them into the profile',
        body: addInterestsRequestSchema,
        response: { 200: addInterestsResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema, 422: apiErrorSchema },
      },
    },
    async (request) => interests.addFromMessage(currentUser(request), request.body.text),
  );
};
