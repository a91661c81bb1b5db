import type { FastifyPluginAsync } from 'fastify';
import { WebhookRejectedError, type PaymentProviderAdapter } from '../../adapters/payments/payment-provider.js';
import { HttpError } from '../../http/error-handler.js';
import type { SubscriptionService } from './subscription-service.js';

/**
 * POST /api/webhooks/{provider}. Public, because providers call it, and trusted only through the
 * signature over the exact bytes received, so the body is kept raw rather than parsed.
 */
export const webhookRoutes: FastifyPluginAsync<{ subscriptions: SubscriptionService; provider: PaymentProviderAdapter }> = async (app, { subscriptions, provider }) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 256 * 1024 }, (_request, body, done) => done(null, body));

  app.post<{ Params: { provider: string } }>(
    '/api/webhooks/:provider',
    { config: { public: true }, schema: { hide: true } },
    async (request, reply) => {
      if (request.params.provider !== provider.name) throw new HttpError(404, 'No payment provider is configured under that name.', 'UNKNOWN_PROVIDER');
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      let event;
      try {
        event = provider.parseWebhook(body, request.headers, new Date());
      } catch (error) {
        if (!(error instanceof WebhookRejectedError)) throw error;
        request.log.warn({ reason: error.reason }, 'payment webhook refused');
        throw new HttpError(400, error.message, `WEBHOOK_${error.reason.toUpperCase()}`);
      }
      const outcome = await subscriptions.applyWebhook(event);
      if (outcome === 'subscription_conflict') {
        request.log.warn({ eventId: event.eventId, eventType: event.eventType, userId: event.userId }, 'payment webhook names a subscription held by another dater; not applied');
        throw new HttpError(409, 'This event names a dater and a subscription that belongs to someone else; it was not applied.', 'WEBHOOK_SUBSCRIPTION_CONFLICT');
      }
      request.log.info({ eventId: event.eventId, eventType: event.eventType, outcome }, 'payment webhook received');
      return reply.send({ received: true, outcome });
    },
  );
};
