import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, feedbackRequestSchema, feedbackResponseSchema } from '@kindred/contract';
import { currentUser } from '../../http/session-guard.js';
import type { FeedbackRepository } from './feedback-repository.js';
import { perDaterLimit } from '../../http/per-dater-limit.js';

export const feedbackRoutes: FastifyPluginAsyncZod<{ feedback: FeedbackRepository }> = async (app, { feedback }) => {
  app.post(
    '/api/feedback',
    {
      // Generous for a person, but a script cannot fill the operators' inbox.
      config: perDaterLimit(10),
      schema: {
        tags: ['feedback'],
        summary: 'Stores a feature request or bug report from the signed-in dater',
        body: feedbackRequestSchema,
        response: { 200: feedbackResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => ({ id: await feedback.add(currentUser(request).id, request.body.kind, request.body.message) }),
  );
};
