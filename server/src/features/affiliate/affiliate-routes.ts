import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { affiliateSummarySchema, apiErrorSchema } from '@kindred/contract';
import { currentUser } from '../../http/session-guard.js';
import type { AffiliateService } from './affiliate-service.js';

export const affiliateRoutes: FastifyPluginAsyncZod<{ affiliates: AffiliateService }> = async (app, { affiliates }) => {
  app.get(
    '/api/affiliate',
    { schema: { tags: ['affiliate'], summary: "The dater's referral link, sign-ups and net earnings", response: { 200: affiliateSummarySchema, 401: apiErrorSchema, 404: apiErrorSchema } } },
    async (request) => affiliates.summary(currentUser(request).id),
  );
};
