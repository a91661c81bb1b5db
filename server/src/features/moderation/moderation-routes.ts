import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  appealDecisionRequestSchema,
  appealParamsSchema,
  appealQueueResponseSchema,
  auditLogResponseSchema,
  auditQuerySchema,
  moderationActionRequestSchema,
  moderationDecisionResponseSchema,
  reportParamsSchema,
  reportQueueResponseSchema,
} from '@kindred/contract';
import { perDaterLimit } from '../../http/per-dater-limit.js';
import { currentUser } from '../../http/session-guard.js';
import type { ModeratorRepository } from './moderator-repository.js';
import type { ModerationService } from './moderation-service.js';
import { requireModerator } from './require-moderator.js';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 429: apiErrorSchema };

/** The moderation console's API: every route here is for moderators only (requireModerator). */
export const moderationRoutes: FastifyPluginAsyncZod<{ moderation: ModerationService; moderators: ModeratorRepository }> = async (app, { moderation, moderators }) => {
  const tags = ['moderation'];
  // Added in this plugin, so it runs on its routes alone, after the session guard.
  app.addHook('preHandler', requireModerator(moderators));
  // A moderator decides a few reports a minute; the limit only stops a script.
  const decisions = perDaterLimit(60);

  app.get(
    '/api/moderation/reports',
    { schema: { tags, summary: "Open reports, oldest first, with both daters' public fields, earlier reports and the pair's match history", response: { 200: reportQueueResponseSchema, ...errors } } },
    async () => moderation.reports(),
  );

  app.post(
    '/api/moderation/reports/:reportId/action',
    {
      config: decisions,
      schema: { tags, summary: 'Dismiss, warn, suspend or ban, with a reason; written to the audit log', params: reportParamsSchema, body: moderationActionRequestSchema,
        response: { 200: moderationDecisionResponseSchema, ...errors } },
    },
    async (request) => moderation.act(currentUser(request), request.params.reportId, request.body),
  );

  app.get('/api/moderation/appeals', { schema: { tags, summary: 'Open appeals, oldest first', response: { 200: appealQueueResponseSchema, ...errors } } }, async () => moderation.appeals());

  app.post(
    '/api/moderation/appeals/:appealId/resolve',
    {
      config: decisions,
      schema: { tags, summary: 'Upholds or lifts the sanction an appeal contests; written to the audit log', params: appealParamsSchema, body: appealDecisionRequestSchema,
        response: { 200: moderationDecisionResponseSchema, ...errors } },
    },
    async (request) => moderation.resolveAppeal(currentUser(request), request.params.appealId, request.body),
  );

  app.get(
    '/api/moderation/audit',
    { schema: { tags, summary: 'The audit log, newest first: who, when, what, why', querystring: auditQuerySchema, response: { 200: auditLogResponseSchema, ...errors } } },
    async (request) => moderation.audit(request.query),
  );
};
