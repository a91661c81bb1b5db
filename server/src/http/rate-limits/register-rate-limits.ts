import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { TEXTS } from '@kindred/contract';
import type { DB } from '../../db/schema.js';
import { databaseRateLimitStore } from './database-rate-limit-store.js';
import { createRateLimitRepository } from './rate-limit-repository.js';

/**
 * Rate limits for the routes that declare one (`config.rateLimit`): none is global. Counted in the
 * database, so each limit holds across every API process (decision 033), and answered with our
 * error body and the spec's words.
 */
export async function registerRateLimits(app: FastifyInstance, db: Kysely<DB>): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(createRateLimitRepository(db), (error) => app.log.warn({ err: error }, 'Sweeping ended rate-limit windows failed')),
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      error: 'Too Many Requests',
      message: TEXTS.tooManyAttempts,
    }),
  });
}
