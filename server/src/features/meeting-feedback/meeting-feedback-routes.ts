import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, matchParamsSchema, meetingAnswerRequestSchema, meetingAnswerResponseSchema, meetingQuestionSchema } from '@kindred/contract';
import { currentUser } from '../../http/session-guard.js';
import { perDaterLimit } from '../../http/per-dater-limit.js';
import type { MeetingFeedbackService } from './meeting-feedback-service.js';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema };

/** GET /api/meeting-feedback and PUT /api/meeting-feedback/:matchId: "Did you meet?" on home. */
export const meetingFeedbackRoutes: FastifyPluginAsyncZod<{ meetingFeedback: MeetingFeedbackService }> = async (app, { meetingFeedback }) => {
  const tags = ['meeting-feedback'];

  app.get(
    '/api/meeting-feedback',
    { schema: { tags, summary: '"Did you meet?": the question due now for a match the dater unlocked, if any', response: { 200: meetingQuestionSchema, ...errors } } },
    async (request) => meetingFeedback.due(currentUser(request)),
  );

  app.put(
    '/api/meeting-feedback/:matchId',
    {
      // A person answers a handful a month; the limit only stops a script.
      config: perDaterLimit(30),
      schema: {
        tags,
        summary: 'Answers "Did you meet?" privately; "not again" keeps the pair from ever being suggested again',
        params: matchParamsSchema,
        body: meetingAnswerRequestSchema,
        response: { 200: meetingAnswerResponseSchema, ...errors },
      },
    },
    async (request) => meetingFeedback.answer(currentUser(request), request.params.matchId, request.body),
  );
};
