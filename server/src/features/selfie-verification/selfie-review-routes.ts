import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, selfieCheckParamsSchema, selfieDecisionSchema, selfieRejectSchema, selfieReviewQueueSchema } from '@kindred/contract';
import { currentUser } from '../../http/session-guard.js';
import type { SelfieReviewService } from './selfie-review-service.js';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

/** The moderators' selfie checks: every route refuses daters (requireModerator, a 403). */
export const selfieReviewRoutes: FastifyPluginAsyncZod<{ review: SelfieReviewService; requireModerator: preHandlerAsyncHookHandler }> = async (app, { review, requireModerator }) => {
  const tags = ['moderation'];
  // Scoped to this plugin: every route below is a moderator's.
  app.addHook('preHandler', requireModerator);

  app.get('/api/moderation/selfies', { schema: { tags, summary: 'Selfie checks waiting for a moderator, likely-good first by the pre-screen', response: { 200: selfieReviewQueueSchema, ...errors } } },
    async () => review.queue());

  for (const which of ['selfie', 'profile-photo'] as const) {
    app.get(
      `/api/moderation/selfies/:checkId/${which}`,
      { schema: { tags, summary: which === 'selfie' ? "A pending check's selfie" : 'The profile photo a pending selfie is compared with', params: selfieCheckParamsSchema } },
      async (request, reply) => {
        const photo = await review.photo(request.params.checkId, which);
        reply.header('cache-control', 'private, no-store').type('image/jpeg');
        return reply.send(photo);
      },
    );
  }

  app.post(
    '/api/moderation/selfies/:checkId/approve',
    { schema: { tags, summary: 'Approves a selfie check: the dater gets the "Selfie verified" mark', params: selfieCheckParamsSchema, response: { 200: selfieDecisionSchema, ...errors } } },
    async (request) => review.approve(currentUser(request), request.params.checkId),
  );

  app.post(
    '/api/moderation/selfies/:checkId/reject',
    {
      schema: { tags, summary: 'Rejects a selfie check with the reason the dater will read', params: selfieCheckParamsSchema, body: selfieRejectSchema,
        response: { 200: selfieDecisionSchema, ...errors } },
    },
    async (request) => review.reject(currentUser(request), request.params.checkId, request.body.reason),
  );
};
