import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { acknowledgeResponseSchema, apiErrorSchema, appealRequestSchema, moderationNoticeSchema } from '@kindred/contract';
import { perDaterLimit } from '../../http/per-dater-limit.js';
import { currentUser } from '../../http/session-guard.js';
import type { ModerationNoticeService } from './moderation-notice-service.js';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 429: apiErrorSchema };
const emptyBody = z.object({}).strict().optional();

/**
 * The dater's own notice. These are the only API routes a suspended or banned dater may call
 * (config.allowRestricted), so they can read why, until when, and appeal.
 */
export const moderationNoticeRoutes: FastifyPluginAsyncZod<{ notices: ModerationNoticeService }> = async (app, { notices }) => {
  const tags = ['moderation'];

  app.get(
    '/api/moderation-notice',
    { config: { allowRestricted: true }, schema: { tags, summary: "The warning, suspension or ban that stands on the dater's account, if any", response: { 200: moderationNoticeSchema, ...errors } } },
    async (request) => notices.notice(currentUser(request)),
  );

  app.post(
    '/api/moderation-notice/appeal',
    {
      config: { allowRestricted: true, ...perDaterLimit(10) },
      schema: { tags, summary: 'Appeals the standing sanction, once', body: appealRequestSchema, response: { 201: moderationNoticeSchema, ...errors } },
    },
    async (request, reply) => reply.status(201).send(await notices.appeal(currentUser(request), request.body.text)),
  );

  app.post(
    '/api/moderation-notice/acknowledge',
    { config: { allowRestricted: true, ...perDaterLimit(30) },
      schema: { tags, summary: 'Marks a warning as read; it stops showing', body: emptyBody, response: { 200: acknowledgeResponseSchema, ...errors } } },
    async (request) => notices.acknowledge(currentUser(request)),
  );
};
