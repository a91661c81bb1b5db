import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { TEXTS } from '@kindred/contract';
import { databaseRateLimitStore } from './database-rate-limit-store.js';
import type { RateLimitRepository } from './rate-limit-repository.js';

/**
 * Rate limits for the routes that declare one (`config.rateLimit`): none is global. Counted in the
 * database, so each limit holds across every API process (decision 033), and answered with our
 * error body and the words of docs/product-rules.md#error-catalogue.
 */
export async function registerRateLimits(app: FastifyInstance, hits: RateLimitRepository): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(hits, (error) => app.log.warn({ err: error }, 'Sweeping ended rate-limit windows failed')),
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      error: 'Too Many Requests',
      message: TEXTS.tooManyAttempts,
    }),
  });
}
