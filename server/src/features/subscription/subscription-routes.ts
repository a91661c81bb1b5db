import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  createCheckoutRequestSchema,
  createCheckoutResponseSchema,
  paymentReturnSchema,
  subscriptionInfoSchema,
  verifyReturnResponseSchema,
} from '@kindred/contract';
import { currentUser } from '../../http/session-guard.js';
import type { SubscriptionService } from './subscription-service.js';
import { perDaterLimit } from '../../http/per-dater-limit.js';

const tags = ['subscription'];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 409: apiErrorSchema, 429: apiErrorSchema, 502: apiErrorSchema };
const emptyBody = z.object({}).strict().optional();

export const subscriptionRoutes: FastifyPluginAsyncZod<{ subscriptions: SubscriptionService; perMinute: number }> = async (app, { subscriptions, perMinute }) => {
  // Each of these calls the payment provider, so one dater cannot hammer it.
  const limited = perDaterLimit(perMinute);

  app.get('/api/subscription', { schema: { tags, summary: "The dater's plan and this month's usage", response: { 200: subscriptionInfoSchema, ...errors } } },
    async (request) => subscriptions.info(currentUser(request).id));

  app.post(
    '/api/subscription/create-checkout',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Starts a checkout with the payment provider for the signed-in dater',
        description: 'The dater is taken from the session and the referral from our own attribution; ids in the body are ignored.',
        body: z.optional(createCheckoutRequestSchema),
        response: { 200: createCheckoutResponseSchema, ...errors },
      },
    },
    async (request) => subscriptions.createCheckout(currentUser(request), request.body?.plan ?? 'premium'),
  );

  app.post(
    '/api/subscription/verify-return',
    {
      config: limited,
      schema: { tags, summary: "Verifies the provider's success redirect, then confirms the checkout with the provider", body: paymentReturnSchema,
        response: { 200: verifyReturnResponseSchema, ...errors } },
    },
    async (request) => ({ verified: true as const, subscription: await subscriptions.verifyReturn(currentUser(request), request.body) }),
  );

  app.post(
    '/api/subscription/cancel',
    { config: limited, schema: { tags, summary: 'Cancels at the period end; premium runs until then', body: emptyBody, response: { 200: subscriptionInfoSchema, ...errors } } },
    async (request) => subscriptions.cancel(currentUser(request)),
  );
};
